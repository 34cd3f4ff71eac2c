/**
 * The agent console's WebSocket (`/api/chat/ws`, contracts chat.ts), without React: hello as agent, the queues the
 * server pushes, the one conversation being watched (its messages ordered by seq, each once), sends that stay
 * pending until their `ack`, and reconnection. After a reconnect it says hello again, watches from the last seq it
 * saw and resends every unacked message with its first clientId: the server de-duplicates on (conversation,
 * clientId), so each message is stored exactly once however often it is sent.
 *
 * Nothing runs at import time (server rendering): the socket opens in `connect()`, called from an effect.
 */
import {
  CHAT_RECONNECT_DELAYS_MS,
  ChatServerFrameSchema,
  chatSocketUrl,
  mergeChatMessages,
  type ChatClientFrame,
  type ChatConversation,
  type ChatConversationSummary,
  type ChatMessage,
  type ChatServerFrame,
} from '@sf/contracts/chat';

/** The part of a WebSocket this module uses (a fake one in tests). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
}
export type SocketFactory = (url: string) => SocketLike;

const OPEN = 1;
/** Keeps idle connections open through proxies. */
export const PING_INTERVAL_MS = 25_000;
/** At most one `typing: true` per this interval while the agent types… */
export const TYPING_THROTTLE_MS = 3000;
/** …and `typing: false` once they have paused this long. */
export const TYPING_IDLE_MS = 4000;
/** A shopper's typing indicator goes away by itself if their `typing: false` never arrives. */
export const SHOPPER_TYPING_TIMEOUT_MS = 8000;

export type ConnectionStatus = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closed';

/** A message this agent sent that the server has not acknowledged yet (or refused: `error`). */
export interface PendingMessage {
  clientId: string;
  conversationId: string;
  body: string;
  attachmentId?: string;
  error: { code: string; message: string } | null;
}

export interface AgentConnectionState {
  status: ConnectionStatus;
  /** The last `queues` frame; null until one arrives. */
  queues: { waiting: ChatConversationSummary[]; active: ChatConversationSummary[] } | null;
  /** The watched conversation's id, its latest `conversation` frame and its stored messages in seq order. */
  watching: string | null;
  conversation: ChatConversation | null;
  messages: readonly ChatMessage[];
  /** The watched conversation's unacknowledged sends, oldest first. */
  pending: readonly PendingMessage[];
  shopperTyping: boolean;
  /** The last error frame that answered no send (e.g. not allowed to watch). */
  lastError: { code: string; message: string } | null;
}

export interface AgentConnectionOptions {
  createSocket?: SocketFactory;
  /** Defaults to ws(s)://<this host>/api/chat/ws. */
  url?: () => string;
  newClientId?: () => string;
}

/** Before the first connection, and what the page shows with none. */
export const INITIAL_AGENT_STATE: AgentConnectionState = {
  status: 'idle',
  queues: null,
  watching: null,
  conversation: null,
  messages: [],
  pending: [],
  shopperTyping: false,
  lastError: null,
};

export type AgentConnection = ReturnType<typeof createAgentConnection>;

export function createAgentConnection(options: AgentConnectionOptions = {}) {
  const createSocket: SocketFactory = options.createSocket ?? ((url) => new WebSocket(url) as SocketLike);
  const socketUrl = options.url ?? (() => chatSocketUrl(window.location));
  const newClientId = options.newClientId ?? (() => crypto.randomUUID());

  let state = INITIAL_AGENT_STATE;
  // Every unacked send of any conversation (a transfer may move the agent on before an ack).
  let unacked: PendingMessage[] = [];
  let socket: SocketLike | null = null;
  let attempt = 0;
  let stopped = true;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let shopperTypingTimer: ReturnType<typeof setTimeout> | undefined;
  let typingIdleTimer: ReturnType<typeof setTimeout> | undefined;
  let lastTypingSentAt = Number.NEGATIVE_INFINITY;
  const listeners = new Set<() => void>();

  const update = (patch: Partial<AgentConnectionState>) => {
    const watching = patch.watching !== undefined ? patch.watching : state.watching;
    state = { ...state, ...patch, pending: unacked.filter((message) => message.conversationId === watching) };
    for (const listener of listeners) listener();
  };

  const transmit = (frame: ChatClientFrame): boolean => {
    if (!socket || socket.readyState !== OPEN) return false;
    socket.send(JSON.stringify(frame));
    return true;
  };

  const lastSeq = () => state.messages.at(-1)?.seq ?? 0;

  const sendPending = (message: PendingMessage) =>
    transmit({
      type: 'send',
      conversationId: message.conversationId,
      clientId: message.clientId,
      body: message.body,
      ...(message.attachmentId ? { attachmentId: message.attachmentId } : {}),
    });

  const onOpen = () => {
    update({ status: 'open', lastError: null });
    transmit({ type: 'hello', as: 'agent' });
    if (state.watching) transmit({ type: 'watch', conversationId: state.watching, lastSeq: lastSeq() });
    for (const message of unacked) if (!message.error) sendPending(message);
    clearInterval(pingTimer);
    pingTimer = setInterval(() => transmit({ type: 'ping' }), PING_INTERVAL_MS);
  };

  const settle = (clientId: string) => {
    unacked = unacked.filter((message) => message.clientId !== clientId);
  };

  const receive = (frame: ChatServerFrame) => {
    attempt = 0;
    switch (frame.type) {
      case 'queues':
        return update({ queues: { waiting: frame.waiting, active: frame.active } });
      case 'ack':
        settle(frame.clientId);
        return update(frame.message.conversationId === state.watching ? { messages: mergeChatMessages(state.messages, [frame.message]) } : {});
      case 'message': {
        // The stored copy of our own send may come before its ack (a replay after reconnect): it settles the send.
        if (frame.message.clientId) settle(frame.message.clientId);
        if (frame.message.conversationId !== state.watching) return update({});
        const fromShopper = frame.message.author === 'shopper';
        return update({ messages: mergeChatMessages(state.messages, [frame.message]), ...(fromShopper ? { shopperTyping: false } : {}) });
      }
      case 'welcome': {
        const watched = frame.messages.filter((message) => message.conversationId === state.watching);
        return watched.length > 0 ? update({ messages: mergeChatMessages(state.messages, watched) }) : undefined;
      }
      case 'typing':
        if (frame.conversationId !== state.watching || frame.author !== 'shopper') return undefined;
        clearTimeout(shopperTypingTimer);
        if (frame.typing) shopperTypingTimer = setTimeout(() => update({ shopperTyping: false }), SHOPPER_TYPING_TIMEOUT_MS);
        return update({ shopperTyping: frame.typing });
      case 'conversation':
        return frame.conversation.id === state.watching ? update({ conversation: frame.conversation }) : undefined;
      case 'error':
        if (frame.clientId) {
          const error = { code: frame.code, message: frame.message };
          unacked = unacked.map((message) => (message.clientId === frame.clientId ? { ...message, error } : message));
          return update({});
        }
        return update({ lastError: { code: frame.code, message: frame.message } });
      case 'reconnect':
        // The server is going away; another instance answers at once, so no backoff for the first try.
        return dropSocket(0);
      case 'pong':
        return undefined;
    }
  };

  const onMessage = (event: { data: unknown }) => {
    if (typeof event.data !== 'string') return;
    let json: unknown;
    try {
      json = JSON.parse(event.data);
    } catch {
      return;
    }
    const parsed = ChatServerFrameSchema.safeParse(json);
    if (parsed.success) receive(parsed.data);
  };

  const open = () => {
    update({ status: state.status === 'reconnecting' ? 'reconnecting' : 'connecting' });
    const current = createSocket(socketUrl());
    socket = current;
    current.onopen = () => onOpen();
    current.onmessage = (event) => onMessage(event);
    // onerror is always followed by onclose; reconnecting happens there.
    current.onerror = () => undefined;
    current.onclose = () => {
      if (socket === current) dropSocket();
    };
  };

  /** Forgets the socket and, unless stopped, tries again after the backoff (or `delay`). */
  function dropSocket(delay?: number) {
    const current = socket;
    socket = null;
    clearInterval(pingTimer);
    if (current) {
      current.onclose = null;
      current.onmessage = null;
      current.close();
    }
    if (stopped) return;
    const wait = delay ?? CHAT_RECONNECT_DELAYS_MS[Math.min(attempt, CHAT_RECONNECT_DELAYS_MS.length - 1)] ?? 10_000;
    attempt++;
    update({ status: 'reconnecting', shopperTyping: false });
    clearTimeout(reconnectTimer);
    reconnectTimer = setTimeout(open, wait);
  }

  const stopTyping = () => {
    clearTimeout(typingIdleTimer);
    if (lastTypingSentAt === Number.NEGATIVE_INFINITY || !state.watching) return;
    lastTypingSentAt = Number.NEGATIVE_INFINITY;
    transmit({ type: 'typing', conversationId: state.watching, typing: false });
  };

  return {
    getState: (): AgentConnectionState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    connect(): void {
      if (!stopped) return;
      stopped = false;
      attempt = 0;
      open();
    },
    /** Follows one conversation: `known` are the messages the REST view already gave (the watch asks for the rest). */
    watch(conversationId: string, known: readonly ChatMessage[] = [], conversation: ChatConversation | null = null): void {
      stopTyping();
      clearTimeout(shopperTypingTimer);
      for (const message of known) if (message.clientId) settle(message.clientId);
      const same = state.watching === conversationId;
      update({
        watching: conversationId,
        messages: mergeChatMessages(same ? state.messages : [], known),
        conversation: same && state.conversation ? state.conversation : conversation,
        shopperTyping: same ? state.shopperTyping : false,
      });
      transmit({ type: 'watch', conversationId, lastSeq: lastSeq() });
    },
    unwatch(): void {
      stopTyping();
      update({ watching: null, conversation: null, messages: [], shopperTyping: false });
    },
    /** Sends to the watched conversation; the message shows as pending until acknowledged. Returns its clientId. */
    send(body: string, attachmentId?: string): string | null {
      const conversationId = state.watching;
      if (!conversationId) return null;
      stopTyping();
      const message: PendingMessage = { clientId: newClientId(), conversationId, body, error: null, ...(attachmentId ? { attachmentId } : {}) };
      unacked = [...unacked, message];
      update({});
      // Not open now: onOpen sends it after the reconnect.
      sendPending(message);
      return message.clientId;
    },
    /** Call on every keystroke in the composer: sends `typing` frames throttled, and `false` after a pause. */
    typing(): void {
      const conversationId = state.watching;
      if (!conversationId) return;
      const now = Date.now();
      if (now - lastTypingSentAt >= TYPING_THROTTLE_MS) {
        lastTypingSentAt = now;
        transmit({ type: 'typing', conversationId, typing: true });
      }
      clearTimeout(typingIdleTimer);
      typingIdleTimer = setTimeout(stopTyping, TYPING_IDLE_MS);
    },
    close(): void {
      stopped = true;
      clearTimeout(reconnectTimer);
      clearTimeout(shopperTypingTimer);
      clearTimeout(typingIdleTimer);
      dropSocket();
      update({ status: 'closed' });
    },
  };
}
