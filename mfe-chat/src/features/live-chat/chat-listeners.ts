import { $session, on } from '@sf/remote-contract';
import { onConsentWithdrawn } from '@sf/contracts/consent-governance';
import { CHAT_CONSENT } from './chat-availability';
import { $chatPanelOpen, openChatPanel } from './chat-store';
import { forgetConversation } from './conversation-store';

/** Spec §4: on logout (and when consent is withdrawn) the chat conversation is cleared and closed. */
export function clearConversation(): void {
  forgetConversation();
  $chatPanelOpen.set(false);
}

/** Opens the panel on `chat:open` (e.g. a "Chat with us" link on a help page) and clears it on logout. */
export function startChatListeners(): () => void {
  const stopOpen = on('chat:open', () => openChatPanel());
  // Issue 24: chat needs all three optional categories; withdrawing any one ends the conversation at once.
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
