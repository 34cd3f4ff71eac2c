/** What the chat tells the sockets after a change commits (through the hub, so every instance's sockets hear it). */
import type { ChatMessage } from '@sf/contracts/chat';
import type { ChatHub } from './hub';
import { conversationView, type ConversationRow } from './store';

/** Errors a WebSocket client gets as an `error` frame (REST answers HttpError instead). */
export type ChatErrorCode = 'bad-frame' | 'not-allowed' | 'not-found' | 'closed' | 'rate-limited' | 'too-long' | 'blocked' | 'unavailable';

export class ChatFrameError extends Error {
  constructor(
    readonly code: ChatErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ChatFrameError';
  }
}

export const BLOCKED_MESSAGE = 'This chat is not available to you. Please contact customer service by e-mail.';
export const CLOSED_MESSAGE = 'This conversation has ended; start a new one to write again';

export function chatEvents(hub: ChatHub) {
  return {
    async messages(conversationId: string, messages: ChatMessage[], exceptSocket?: string): Promise<void> {
      for (const message of messages) {
        await hub.publish({ kind: 'conversation', conversationId, frame: { type: 'message', message }, ...(exceptSocket ? { exceptSocket } : {}) });
      }
    },
    async conversation(row: ConversationRow): Promise<void> {
      await hub.publish({ kind: 'conversation', conversationId: row.id, frame: { type: 'conversation', conversation: conversationView(row) } });
    },
    async queues(): Promise<void> {
      await hub.publish({ kind: 'queues' });
    },
    async typing(conversationId: string, author: 'shopper' | 'agent', typing: boolean, exceptSocket: string): Promise<void> {
      await hub.publish({ kind: 'conversation', conversationId, frame: { type: 'typing', conversationId, author, typing }, exceptSocket });
    },
  };
}

export type ChatEvents = ReturnType<typeof chatEvents>;
