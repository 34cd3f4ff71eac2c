import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { $consent, $flags, hasConsent, type ConsentState, type FeatureFlags, type LocaleCode } from '@sf/remote-contract';
import { chatLanguageFor } from '@sf/contracts/chat';

/** Spec §4: chat needs consent for required (always granted), performance, functional and targeting. */
export const CHAT_CONSENT = ['performance', 'functional', 'targeting'] as const;

export type ChatGate = 'available' | 'flags-pending' | 'disabled-by-flag' | 'no-consent' | 'no-chat-for-locale';

/**
 * The shell only mounts the launcher when chat is allowed; this re-check keeps the widget correct if it is mounted
 * elsewhere (test kit, a future page slot) or the flag or consent changes while it is on screen.
 */
export function chatAvailability(flags: FeatureFlags | null, consent: ConsentState, locale: LocaleCode): ChatGate {
  if (!flags) return 'flags-pending';
  if (!flags.flags.liveChat) return 'disabled-by-flag';
  if (chatLanguageFor(locale) === null) return 'no-chat-for-locale';
  if (!hasConsent(consent, CHAT_CONSENT)) return 'no-consent';
  return 'available';
}

export const CHAT_DISABLED_MESSAGE = 'Chat is disabled by feature flag';

/** Follows $flags and $consent; logs spec §8 "Chat is disabled by feature flag" once per mounted launcher. */
export function useChatAvailability(locale: LocaleCode): ChatGate {
  const flags = useStore($flags);
  const consent = useStore($consent);
  const availability = chatAvailability(flags, consent, locale);
  const logged = useRef(false);
  useEffect(() => {
    if (availability !== 'disabled-by-flag' || logged.current) return;
    logged.current = true;
    console.info(CHAT_DISABLED_MESSAGE);
  }, [availability]);
  return availability;
}
