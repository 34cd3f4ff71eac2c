import type { ChatClientFrame, ChatConversationSummary, ChatMessage, ChatServerFrame } from '@sf/contracts/chat';
import type { SocketLike } from '../agent-connection';

/** A WebSocket the test drives: it records what the console sent and delivers the frames the test plays. */
export class FakeSocket implements SocketLike {
  readyState = 0;
  readonly sent: ChatClientFrame[] = [];
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;

  constructor(readonly url: string) {}

  send(data: string): void {
    this.sent.push(JSON.parse(data) as ChatClientFrame);
  }
  close(): void {
    this.readyState = 3;
  }
  /** The server accepts the connection. */
  accept(): void {
    this.readyState = 1;
    this.onopen?.({});
  }
  deliver(frame: ChatServerFrame): void {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  /** The connection drops (network, server restart). */
  drop(): void {
    this.readyState = 3;
    this.onclose?.({});
  }
}

/** Every socket the code under test opened, newest last. */
export function fakeSockets() {
  const sockets: FakeSocket[] = [];
  const createSocket = (url: string) => {
    const socket = new FakeSocket(url);
    sockets.push(socket);
    return socket;
  };
  return { sockets, createSocket, latest: () => sockets.at(-1) as FakeSocket };
}

/** Ids that read well in failures (valid UUIDs, as the contract wants). */
export const uuid = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const CONVERSATION_ID = uuid(1);

export function clientIds() {
  let next = 100;
  return () => uuid(next++);
}

export function chatMessage(seq: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: uuid(1000 + seq),
    conversationId: CONVERSATION_ID,
    seq,
    author: 'shopper',
    authorName: null,
    body: `message ${seq}`,
    attachment: null,
    links: [],
    clientId: null,
    sentAt: '2026-11-27T10:00:00.000Z',
    ...overrides,
  };
}

export function summary(overrides: Partial<ChatConversationSummary> = {}): ChatConversationSummary {
  return {
    id: CONVERSATION_ID,
    status: 'waiting',
    queue: { brand: 'northbound', language: 'de' },
    topic: 'order',
    agentName: null,
    visitor: { kind: 'guest', email: 'anna@example.com', name: 'Anna', loyaltyMember: false },
    startedAt: '2026-11-27T09:58:00.000Z',
    closedAt: null,
    lastSeq: 1,
    lastMessage: 'Where is my order?',
    waitingSince: '2026-11-27T09:58:00.000Z',
    ...overrides,
  };
}
