/**
 * Spec §4: who answers (the bot, an agent, or nobody: leave a message) follows the server's availability, polled
 * every CHAT_POLLING_MS while the launcher is shown and the window closed, and once more when it opens.
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { CHAT_POLLING_MS, type ChatAvailability } from '@sf/contracts/chat';
import type { LocaleCode } from '@sf/remote-contract';
import { fetchChatAvailability } from './chat-api';

/** null until the first answer (or when the server could not say): the form then offers a normal chat. */
export const $liveAvailability = atom<ChatAvailability | null>(null);

export function useLiveAvailability(locale: LocaleCode, polling: boolean): ChatAvailability | null {
  useEffect(() => {
    const controller = new AbortController();
    const load = () =>
      fetchChatAvailability(locale, controller.signal).then(
        (availability) => $liveAvailability.set(availability),
        (error: unknown) => {
          if (!controller.signal.aborted) console.warn('[chat] availability unknown', error);
        },
      );
    load();
    const timer = polling ? setInterval(load, CHAT_POLLING_MS) : null;
    return () => {
      controller.abort();
      if (timer) clearInterval(timer);
    };
  }, [locale, polling]);
  return useStore($liveAvailability);
}
