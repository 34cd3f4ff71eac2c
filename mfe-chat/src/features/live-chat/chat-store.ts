import { atom } from 'nanostores';
import { $session, on } from '@sf/contracts';
import { onConsentWithdrawn } from '@sf/contracts/consent-governance';
import { CHAT_CONSENT } from './chat-availability';
import { isQueryTopic, type PrechatDetails } from './prechat';

/** The prechat details live for the browser tab only, like the conversation they start. */
export const PRECHAT_STORAGE_KEY = 'sf-chat-prechat';

export const $chatPanelOpen = atom(false);
export const $prechat = atom<PrechatDetails | null>(readStoredPrechat());

export function openChatPanel(): void {
  $chatPanelOpen.set(true);
}

export function closeChatPanel(): void {
  $chatPanelOpen.set(false);
}

/** Queues the conversation for an agent; the agent console picks it up from here in a later issue. */
export function queueConversation(details: PrechatDetails): void {
  try {
    globalThis.sessionStorage?.setItem(PRECHAT_STORAGE_KEY, JSON.stringify(details));
  } catch {
    /* storage blocked (private mode): the conversation stays queued for this page only */
  }
  $prechat.set(details);
}

/** The shopper withdraws the request: the details are forgotten and the form comes back. */
export function cancelConversation(): void {
  try {
    globalThis.sessionStorage?.removeItem(PRECHAT_STORAGE_KEY);
  } catch {
    /* storage blocked: nothing was stored */
  }
  $prechat.set(null);
}

/** Spec §4: on logout the chat conversation is cleared and closed. */
export function clearConversation(): void {
  cancelConversation();
  $chatPanelOpen.set(false);
}

/** Opens the panel on `chat:open` (e.g. a "Chat with us" link on a help page) and clears it on logout. */
export function startChatListeners(): () => void {
  const stopOpen = on('chat:open', () => openChatPanel());
  // Issue 24: chat needs all three optional categories; withdrawing any one ends the conversation at once (the shell
  // deletes the stored details too: contracts CONSENT_STORAGE).
  const stopConsent = CHAT_CONSENT.map((category) => onConsentWithdrawn(category, clearConversation));
  let previousStatus = $session.get().status;
  const stopSession = $session.listen((session) => {
    if (previousStatus === 'registered' && session.status === 'guest') clearConversation();
    previousStatus = session.status;
  });
  return () => {
    stopOpen();
    stopSession();
    for (const stop of stopConsent) stop();
  };
}

function readStoredPrechat(): PrechatDetails | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(PRECHAT_STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<PrechatDetails>;
    // Stored by an older build or edited by hand: start over rather than show a broken state.
    return typeof value.email === 'string' && typeof value.topic === 'string' && isQueryTopic(value.topic) ? (value as PrechatDetails) : null;
  } catch {
    return null;
  }
}
