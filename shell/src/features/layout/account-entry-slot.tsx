import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $session, type WidgetProps } from '@sf/contracts';
import { Inline, Link } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { ParcelSlot } from '../federation/parcel-slot';
import { useHydrated } from '../federation/use-hydrated';

/**
 * The header's way into the account. A guest gets the shell's own "Sign in" link: the same for every guest, so it is
 * in the server's (cacheable) HTML and the account remote is no part of a guest's first load (issue 13). It opens
 * the account remote's `#sign-in` dialog like the remote's own link does. Once the session says "signed in", the
 * account remote's ./AccountEntry takes over (greeting menu, loyalty badge, employee session) and stays for the
 * page's life, so a sign-out shows the remote's own link.
 */
export function AccountEntrySlot({ widgetProps }: { widgetProps: WidgetProps }) {
  const session = useStore($session);
  const registered = useHydrated() && session.status === 'registered';
  const [remoteEntry, setRemoteEntry] = useState(false);
  useEffect(() => {
    if (registered) setRemoteEntry(true);
  }, [registered]);
  if (registered || remoteEntry) return <ParcelSlot remote="mfe_account" module="./AccountEntry" parcelProps={widgetProps} variant="widget" />;
  return <GuestSignIn />;
}

function GuestSignIn() {
  const { t } = useTranslation();
  return (
    <Inline gap={2} align="center" data-testid="account-entry">
      <Link to="#sign-in_header" variant="plain" data-testid="sign-in-link">
        {t('account.signIn')}
      </Link>
    </Inline>
  );
}
