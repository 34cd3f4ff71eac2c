import { atom } from 'nanostores';

/** Whether the chat window is open; the launcher and the conversation store follow it. */
export const $chatPanelOpen = atom(false);
/** Agent and bot messages that arrived while the window was closed (the launcher's badge). */
export const $unreadCount = atom(0);

export function openChatPanel(): void {
  $unreadCount.set(0);
  $chatPanelOpen.set(true);
}

export function closeChatPanel(): void {
  $chatPanelOpen.set(false);
}
