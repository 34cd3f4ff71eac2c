/**
 * The shopper's side of `/api/chat/ws` (issue 27), framework-free so it is tested with a fake socket: says hello with
 * the last seq it saw, keeps messages ordered and unique, reconnects with backoff, and delivers each message exactly
 * once (a clientId per message; unacknowledged ones are resent after a reconnect and the server answers a resend with
 * the stored message).
 */
import {
  CHAT_RECONNECT_DELAYS_MS,
  ChatServerFrameSchema,
  highestChatSeq,
  mergeChatMessages,
  type ChatAttachment,
  type ChatClientFrame,
  type ChatConversation,
  type ChatCurrent,
  type ChatMessage,
  type ChatServerFrame,
} from '@sf/contracts/chat';

/** The part of the browser's WebSocket the connection uses. */
export interface ChatSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
}
export type ChatSocketFactory = (url: string) => ChatSocket;

const OPEN = 1;
/** Spec §8: logged once when this many attempts in a row found no server. */
export const CONNECT_FAILED_MESSAGE = 'Failed to load LiveChat script';

/** A message the shopper sent that the server has not acknowledged yet. */
export interface OutgoingMessage {
  clientId: string;
  body: string;
  attachment: ChatAttachment | null;
  /** The server refused it (rate-limited, too-long, blocked, closed): shown beside it, never resent. */
  error: string | null;
}

export type ChatLink = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface ChatConnectionState {
  conversation: ChatConversation;
  messages: readonly ChatMessage[];
  outbox: readonly OutgoingMessage[];
  agentTyping: boolean;
  link: ChatLink;
  /** The last refusal that named no message (the composer shows it). */
  notice: string | null;
}

export interface ChatConnectionEvents {
  /** Messages seen for the first time over the socket (not the ones it started with). */
  onNewMessages?(messages: readonly ChatMessage[]): void;
  onConversationChanged?(previous: ChatConversation, next: ChatConversation): void;
  onStateChanged?(state: ChatConnectionState): void;
}

export interface ChatConnectionOptions extends ChatConnectionEvents {
  url: string;
  createSocket: ChatSocketFactory;
  /** The conversation as REST answered it (start or restore). */
  initial: ChatCurrent;
  newClientId?: () => string;
}

export class ChatConnection {
  private state: ChatConnectionState;
  private socket: ChatSocket | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  /** Failed attempts since the last welcome. */
  private failures = 0;
  private failureLogged = false;
  private stopped = false;
  private lastSeq: number;
  private readonly options: ChatConnectionOptions;

  constructor(options: ChatConnectionOptions) {
    this.options = options;
    const messages = mergeChatMessages([], options.initial.messages);
    this.lastSeq = highestChatSeq(messages);
    this.state = { conversation: options.initial.conversation, messages, outbox: [], agentTyping: false, link: 'connecting', notice: null };
  }

  get current(): ChatConnectionState {
    return this.state;
  }

  get conversationId(): string {
    return this.state.conversation.id;
  }

  connect(): void {
    if (this.stopped) return;
    this.clearRetry();
    const socket = this.options.createSocket(this.options.url);
    this.socket = socket;
    socket.onopen = () => {
      if (socket !== this.socket) return;
      this.update({ link: 'open' });
      this.sendFrame({ type: 'hello', as: 'shopper', lastSeq: this.lastSeq });
      // The server de-duplicates by clientId, so a message that did arrive before the drop comes back as an ack.
      for (const message of this.state.outbox) if (!message.error) this.sendFrame(this.sendFrameOf(message));
    };
    socket.onmessage = (event) => {
      if (socket === this.socket) this.receive(event.data);
    };
    socket.onclose = () => {
      if (socket !== this.socket) return;
      this.socket = null;
      this.scheduleReconnect();
    };
    // A failed connection also closes; the close handler reconnects.
    socket.onerror = () => undefined;
  }

  /** Queues a message; it goes out now if connected, or at the next connection. Returns its clientId. */
  send(body: string, attachment: ChatAttachment | null = null): string {
    const clientId = (this.options.newClientId ?? (() => crypto.randomUUID()))();
    const message: OutgoingMessage = { clientId, body, attachment, error: null };
    this.update({ outbox: [...this.state.outbox, message], notice: null });
    this.sendFrame(this.sendFrameOf(message));
    return clientId;
  }

  /** Drops a refused message the shopper no longer wants to see. */
  discard(clientId: string): void {
    this.update({ outbox: this.state.outbox.filter((message) => message.clientId !== clientId) });
  }

  typing(typing: boolean): void {
    this.sendFrame({ type: 'typing', conversationId: this.conversationId, typing });
  }

  handoff(): void {
    this.sendFrame({ type: 'handoff', conversationId: this.conversationId });
  }

  /** The conversation as another answer (REST close) described it. */
  replaceConversation(conversation: ChatConversation): void {
    this.applyConversation(conversation);
  }

  /** For good: no reconnect (sign-out, a new chat, the panel's conversation forgotten). */
  close(): void {
    this.stopped = true;
    this.clearRetry();
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000, 'closed by the shopper');
    this.update({ link: 'closed' });
  }

  private receive(data: unknown): void {
    let frame: ChatServerFrame;
    try {
      const parsed = ChatServerFrameSchema.safeParse(JSON.parse(String(data)));
      if (!parsed.success) throw parsed.error;
      frame = parsed.data;
    } catch (error) {
      console.warn('[chat] unreadable frame ignored', error);
      return;
    }
    switch (frame.type) {
      case 'welcome':
        this.failures = 0;
        if (frame.conversation) this.applyConversation(frame.conversation);
        this.addMessages(frame.messages);
        return;
      case 'message':
        this.addMessages([frame.message]);
        return;
      case 'ack':
        this.update({ outbox: this.state.outbox.filter((message) => message.clientId !== frame.clientId) });
        this.addMessages([frame.message]);
        return;
      case 'typing':
        if (frame.author === 'agent' && frame.conversationId === this.conversationId) this.update({ agentTyping: frame.typing });
        return;
      case 'conversation':
        if (frame.conversation.id === this.conversationId) this.applyConversation(frame.conversation);
        return;
      case 'error':
        this.refuse(frame.clientId, frame.message);
        return;
      case 'reconnect':
        // The server is going away: a fresh connection reaches another instance; hello says where we were.
        this.socket?.close(1000, 'server asked to reconnect');
        this.socket = null;
        this.connect();
        return;
      default:
        return;
    }
  }

  private addMessages(incoming: readonly ChatMessage[]): void {
    const own = incoming.filter((message) => message.conversationId === this.conversationId);
    const messages = mergeChatMessages(this.state.messages, own);
    if (messages === this.state.messages) return;
    const known = new Set(this.state.messages.map((message) => message.id));
    const fresh = messages.filter((message) => !known.has(message.id));
    this.lastSeq = highestChatSeq(messages, this.lastSeq);
    const agentSpoke = fresh.some((message) => message.author === 'agent');
    // One of ours stored (replayed in a welcome before its ack): delivered, so no longer outgoing.
    const delivered = new Set(fresh.map((message) => message.clientId).filter((id) => id !== null));
    const outbox = delivered.size > 0 ? this.state.outbox.filter((entry) => !delivered.has(entry.clientId)) : this.state.outbox;
    this.update({ messages, outbox, agentTyping: agentSpoke ? false : this.state.agentTyping });
    this.options.onNewMessages?.(fresh);
  }

  private applyConversation(next: ChatConversation): void {
    const previous = this.state.conversation;
    this.update({ conversation: next });
    this.options.onConversationChanged?.(previous, next);
  }

  private refuse(clientId: string | undefined, message: string): void {
    if (clientId && this.state.outbox.some((entry) => entry.clientId === clientId)) {
      this.update({ outbox: this.state.outbox.map((entry) => (entry.clientId === clientId ? { ...entry, error: message } : entry)) });
      return;
    }
    this.update({ notice: message });
  }

  private sendFrameOf(message: OutgoingMessage): ChatClientFrame {
    return {
      type: 'send',
      conversationId: this.conversationId,
      clientId: message.clientId,
      body: message.body,
      ...(message.attachment ? { attachmentId: message.attachment.id } : {}),
    };
  }

  /** Frames while disconnected are dropped: hello and the outbox resend cover what matters after a reconnect. */
  private sendFrame(frame: ChatClientFrame): void {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(frame));
  }

  private scheduleReconnect(): void {
    if (this.stopped) return;
    this.failures += 1;
    if (this.failures >= CHAT_RECONNECT_DELAYS_MS.length && !this.failureLogged) {
      this.failureLogged = true;
      console.error(CONNECT_FAILED_MESSAGE);
    }
    const delay = CHAT_RECONNECT_DELAYS_MS[Math.min(this.failures, CHAT_RECONNECT_DELAYS_MS.length) - 1];
    this.update({ link: 'reconnecting', agentTyping: false });
    this.retryTimer = setTimeout(() => this.connect(), delay);
  }

  private clearRetry(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private update(patch: Partial<ChatConnectionState>): void {
    this.state = { ...this.state, ...patch };
    this.options.onStateChanged?.(this.state);
  }
}
