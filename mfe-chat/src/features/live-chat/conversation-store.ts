/**
 * The conversation the widget shows: one ChatConnection at a time, its state mirrored in `$conversation` for the
 * panel. Restored from the server on every page load (the `sf_chat` cookie names it), started by the prechat form,
 * forgotten on sign-out and consent withdrawal.
 */
import { atom } from 'nanostores';
import { CHAT_WS_PATH, chatSocketUrl, type ChatCurrent, type ChatMessage, type ChatStartBody } from '@sf/contracts/chat';
import { isTransfer, reportChatEvent } from './chat-analytics';
import { closeChatConversation, fetchCurrentConversation, startChatConversation, uploadChatAttachment } from './chat-api';
import { ChatConnection, type ChatConnectionState, type ChatSocketFactory } from './chat-connection';
import { $chatPanelOpen, $unreadCount } from './chat-store';

export const $conversation = atom<ChatConnectionState | null>(null);

const browserSocket: ChatSocketFactory = (url) => new WebSocket(url);
let createSocket: ChatSocketFactory = browserSocket;
let connection: ChatConnection | null = null;
let restoring: Promise<void> | null = null;
/** Set while the shopper's own close is under way, so the closed frame it causes is not reported as the agent's. */
let closingByShopper = false;
let transferredLineSeen = false;

/** Tests put a fake socket here; null puts the browser's WebSocket back. */
export function setChatSocketFactory(factory: ChatSocketFactory | null): void {
  createSocket = factory ?? browserSocket;
}

/** Every page load: the conversation this browser has open, if any (once per page, however many launchers mount). */
export function restoreConversation(): Promise<void> {
  restoring ??= fetchCurrentConversation().then(
    (current) => {
      if (current && !connection) attach(current);
    },
    (error: unknown) => console.warn('[chat] the open conversation could not be restored', error),
  );
  return restoring;
}

/** The prechat form: the server answers the new conversation (and its first bot or system lines). */
export async function beginConversation(body: ChatStartBody): Promise<void> {
  const current = await startChatConversation(body);
  attach(current);
  reportChatEvent('start', current.conversation);
}

export function sendChatMessage(body: string): void {
  connection?.send(body);
}

/** Uploads first (the server checks type and size), then sends the message that carries it. */
export async function sendChatAttachment(file: File, body = ''): Promise<void> {
  const attachment = await uploadChatAttachment(file);
  connection?.send(body, attachment);
}

export function discardFailedMessage(clientId: string): void {
  connection?.discard(clientId);
}

export function sendTyping(typing: boolean): void {
  connection?.typing(typing);
}

export function requestHandoff(): void {
  connection?.handoff();
}

/** End chat: closed on the server (transcript e-mailed if asked), the socket closed, the transcript left on screen. */
export async function endConversation(transcript: boolean): Promise<void> {
  const current = connection;
  if (!current) return;
  closingByShopper = true;
  try {
    await closeChatConversation(transcript);
    const before = current.current.conversation;
    const conversation = { ...before, status: 'closed' as const, closedAt: before.closedAt ?? new Date().toISOString() };
    current.replaceConversation(conversation);
    current.close();
    reportChatEvent('closed', conversation, 'conversation');
  } finally {
    closingByShopper = false;
  }
}

/** The chat window closed with a conversation going on (spec §4 "closed" event). */
export function reportWindowClosed(): void {
  const conversation = connection?.current.conversation;
  if (conversation && conversation.status !== 'closed') reportChatEvent('closed', conversation, 'window');
}

/** After a closed conversation: the prechat form again. */
export function startNewChat(): void {
  detach();
}

/**
 * Sign-out and consent withdrawal (spec §4): the conversation ends on the server as well (best effort: the page may
 * be going away), the socket closes and nothing of it stays in memory.
 */
export function forgetConversation(): void {
  const open = connection && connection.current.conversation.status !== 'closed';
  detach();
  restoring = null;
  if (open) closeChatConversation(false).catch(() => undefined);
}

/** Test helper: no conversation, no pending restore, the browser socket. */
export function resetConversationStore(): void {
  detach();
  restoring = null;
  createSocket = browserSocket;
}

function attach(current: ChatCurrent): void {
  detach();
  transferredLineSeen = false;
  const next = new ChatConnection({
    url: chatSocketUrl(window.location, CHAT_WS_PATH),
    createSocket,
    initial: current,
    onStateChanged: (state) => {
      if (connection === next) $conversation.set(state);
    },
    onNewMessages: (messages) => noticeMessages(messages),
    onConversationChanged: (previous, conversation) => {
      if (previous.status !== 'closed' && conversation.status === 'closed' && !closingByShopper) reportChatEvent('ended', conversation);
      else if (isTransfer(previous, conversation, transferredLineSeen)) reportChatEvent('transfer', conversation);
      transferredLineSeen = false;
      // Nothing more will come: the transcript stays on screen, the socket goes.
      if (conversation.status === 'closed') next.close();
    },
  });
  connection = next;
  $conversation.set(next.current);
  if (current.conversation.status !== 'closed') next.connect();
}

function detach(): void {
  connection?.close();
  connection = null;
  $conversation.set(null);
  $unreadCount.set(0);
}

function noticeMessages(messages: readonly ChatMessage[]): void {
  if (messages.some((message) => message.author === 'system' && message.body === 'transferred')) transferredLineSeen = true;
  if ($chatPanelOpen.get()) return;
  const replies = messages.filter((message) => message.author === 'agent' || message.author === 'bot').length;
  if (replies > 0) $unreadCount.set($unreadCount.get() + replies);
}
