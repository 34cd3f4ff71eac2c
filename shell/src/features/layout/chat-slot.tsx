import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { $consent, $flags, $site, hasConsent, type Navigate, type SiteInfo, type WidgetProps } from '@sf/remote-contract';
import { ParcelSlot } from '../federation/parcel-slot';
import { useHydrated } from '../federation/use-hydrated';

/** Spec §4: live chat starts only when enabled and consent covers required, performance, functional and targeting. */
export const CHAT_CONSENT = ['performance', 'functional', 'targeting'] as const;

export function ChatSlot({ navigate }: { navigate: Navigate }) {
  const flags = useStore($flags);
  const consent = useStore($consent);
  const site = useStore($site) as SiteInfo;
  const props = useMemo<WidgetProps>(() => ({ locale: site.locale, site, navigate }), [site, navigate]);
  const hydrated = useHydrated();
  const chatEnabled = flags?.flags.liveChat === true;
  // Consent lives in the browser: the server's HTML never has the launcher.
  if (!hydrated || !chatEnabled || !hasConsent(consent, CHAT_CONSENT)) return null;
  // Not needed to read the page: its code loads at the shopper's first interaction (issue 13, first-load weight).
  return <ParcelSlot remote="mfe_chat" module="./ChatLauncher" parcelProps={props} variant="widget" load="interaction" />;
}
