import type { ChatAvailability, ChatConversation, ChatCurrent, ChatMessage } from '@sf/contracts/chat';

export const CONVERSATION_ID = '5b0c1f6e-7d3a-4c8e-9a41-0e6f3d2b1a10';

export function conversation(overrides: Partial<ChatConversation> = {}): ChatConversation {
  return {
    id: CONVERSATION_ID,
    status: 'active',
    queue: { brand: 'northbound', language: 'en_GB' },
    topic: 'order',
    agentName: 'Sam',
    visitor: { kind: 'guest', email: 'anna@example.com', name: null, loyaltyMember: false },
    startedAt: '2026-03-02T10:00:00.000Z',
    closedAt: null,
    lastSeq: 0,
    ...overrides,
  };
}

let counter = 0;
/** A stored message; ids are valid UUIDs made from a counter. */
export function message(seq: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    conversationId: CONVERSATION_ID,
    seq,
    author: 'agent',
    authorName: 'Sam',
    body: `message ${seq}`,
    attachment: null,
    links: [],
    clientId: null,
    sentAt: '2026-03-02T10:05:00.000Z',
    ...overrides,
  };
}

export function current(overrides: Partial<ChatConversation> = {}, messages: ChatMessage[] = []): ChatCurrent {
  return { conversation: conversation({ lastSeq: messages.reduce((max, m) => Math.max(max, m.seq), 0), ...overrides }), messages };
}

export function availability(mode: ChatAvailability['mode'], hoursToday: string | null = '09:00–18:00'): ChatAvailability {
  return {
    queue: { brand: 'northbound', language: 'en_GB' },
    open: mode !== 'offline',
    agentsOnline: mode === 'agent' ? 2 : 0,
    mode,
    hoursToday,
    timeZone: 'Europe/London',
  };
}

/** UUIDs for clientIds, in order, so tests can name them. */
export function clientIds(): () => string {
  let next = 0;
  return () => {
    next += 1;
    return `c0000000-0000-4000-8000-${String(next).padStart(12, '0')}`;
  };
}
