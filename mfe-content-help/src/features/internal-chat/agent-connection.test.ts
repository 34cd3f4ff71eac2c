import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mergeChatMessages } from '@sf/contracts/chat';
import { createAgentConnection, TYPING_IDLE_MS } from './agent-connection';
import { CONVERSATION_ID, chatMessage, clientIds, fakeSockets, summary } from './testing/fake-chat';

function connected() {
  const fake = fakeSockets();
  const connection = createAgentConnection({ createSocket: fake.createSocket, url: () => 'ws://shop.test/api/chat/ws', newClientId: clientIds() });
  connection.connect();
  fake.latest().accept();
  return { ...fake, connection };
}

describe('agent connection', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('says hello as an agent when the socket opens, and keeps the queues the server pushes', () => {
    const { latest, connection } = connected();
    expect(latest().url).toBe('ws://shop.test/api/chat/ws');
    expect(latest().sent).toEqual([{ type: 'hello', as: 'agent' }]);
    latest().deliver({ type: 'queues', waiting: [summary()], active: [] });
    expect(connection.getState().queues?.waiting.map((item) => item.visitor.email)).toEqual(['anna@example.com']);
    expect(connection.getState().status).toBe('open');
  });

  it('watches a conversation from the last seq the REST view gave', () => {
    const { latest, connection } = connected();
    connection.watch(CONVERSATION_ID, [chatMessage(1), chatMessage(2)]);
    expect(latest().sent.at(-1)).toEqual({ type: 'watch', conversationId: CONVERSATION_ID, lastSeq: 2 });
  });

  it('keeps messages in seq order, each seq once, whatever order and however often they arrive', () => {
    const { latest, connection } = connected();
    connection.watch(CONVERSATION_ID, [chatMessage(1)]);
    latest().deliver({ type: 'message', message: chatMessage(3) });
    latest().deliver({ type: 'message', message: chatMessage(2) });
    latest().deliver({ type: 'message', message: chatMessage(3) });
    expect(connection.getState().messages.map((message) => message.seq)).toEqual([1, 2, 3]);
    expect(mergeChatMessages([chatMessage(2)], [chatMessage(1), chatMessage(2)]).map((message) => message.seq)).toEqual([1, 2]);
  });

  it('ignores messages of other conversations and frames that do not parse', () => {
    const { latest, connection } = connected();
    connection.watch(CONVERSATION_ID);
    latest().deliver({ type: 'message', message: chatMessage(1, { conversationId: '00000000-0000-4000-8000-000000000999' }) });
    latest().onmessage?.({ data: '{"type":"message","message":{"seq":"x"}}' });
    latest().onmessage?.({ data: 'not json' });
    expect(connection.getState().messages).toEqual([]);
  });

  it('shows a sent message as pending until its ack, then as the stored message', () => {
    const { latest, connection } = connected();
    connection.watch(CONVERSATION_ID, [chatMessage(1)]);
    const clientId = connection.send('Hello Anna') as string;
    expect(latest().sent.at(-1)).toEqual({ type: 'send', conversationId: CONVERSATION_ID, clientId, body: 'Hello Anna' });
    expect(connection.getState().pending.map((message) => message.body)).toEqual(['Hello Anna']);
    latest().deliver({ type: 'ack', clientId, message: chatMessage(2, { author: 'agent', body: 'Hello Anna', clientId }) });
    expect(connection.getState().pending).toEqual([]);
    expect(connection.getState().messages.map((message) => message.body)).toEqual(['message 1', 'Hello Anna']);
  });

  it('after a dropped connection: backs off 1, 2, 5, 10 s, then says hello, watches from the last seq and resends unacked messages with their first clientId', () => {
    const { sockets, latest, connection } = connected();
    connection.watch(CONVERSATION_ID, [chatMessage(1), chatMessage(2)]);
    const clientId = connection.send('Are you there?') as string;
    latest().drop();
    expect(connection.getState().status).toBe('reconnecting');
    // Sent while down: stays pending, goes out after the reconnect.
    const later = connection.send('Hello?') as string;

    const waits: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const before = sockets.length;
      let waited = 0;
      while (sockets.length === before) {
        vi.advanceTimersByTime(500);
        waited += 500;
      }
      waits.push(waited);
      if (attempt < 4) latest().drop();
    }
    expect(waits).toEqual([1000, 2000, 5000, 10_000, 10_000]);

    latest().accept();
    expect(latest().sent).toEqual([
      { type: 'hello', as: 'agent' },
      { type: 'watch', conversationId: CONVERSATION_ID, lastSeq: 2 },
      { type: 'send', conversationId: CONVERSATION_ID, clientId, body: 'Are you there?' },
      { type: 'send', conversationId: CONVERSATION_ID, clientId: later, body: 'Hello?' },
    ]);
    // The replay brings the first one stored (its ack was lost); the resend's ack is the same message: shown once.
    const stored = chatMessage(3, { author: 'agent', body: 'Are you there?', clientId });
    latest().deliver({ type: 'message', message: stored });
    latest().deliver({ type: 'ack', clientId, message: stored });
    expect(connection.getState().messages.map((message) => message.seq)).toEqual([1, 2, 3]);
    expect(connection.getState().pending.map((message) => message.clientId)).toEqual([later]);
  });

  it('reconnects at once on a reconnect frame (the server is shutting down)', () => {
    const { sockets, latest, connection } = connected();
    connection.watch(CONVERSATION_ID, [chatMessage(4)]);
    const first = latest();
    first.deliver({ type: 'reconnect' });
    expect(first.readyState).toBe(3);
    vi.advanceTimersByTime(0);
    expect(sockets).toHaveLength(2);
    latest().accept();
    expect(latest().sent).toEqual([
      { type: 'hello', as: 'agent' },
      { type: 'watch', conversationId: CONVERSATION_ID, lastSeq: 4 },
    ]);
  });

  it('marks a refused send with the server error and does not resend it', () => {
    const { latest, connection } = connected();
    connection.watch(CONVERSATION_ID);
    const clientId = connection.send('x'.repeat(10)) as string;
    latest().deliver({ type: 'error', code: 'closed', message: 'the conversation is closed', clientId });
    expect(connection.getState().pending[0]?.error).toEqual({ code: 'closed', message: 'the conversation is closed' });
    latest().drop();
    vi.advanceTimersByTime(1000);
    latest().accept();
    expect(latest().sent.filter((frame) => frame.type === 'send')).toEqual([]);
  });

  it('sends typing frames throttled while the agent types, and false after a pause; shows the shopper typing', () => {
    const { latest, connection } = connected();
    connection.watch(CONVERSATION_ID);
    for (let key = 0; key < 10; key++) {
      connection.typing();
      vi.advanceTimersByTime(200);
    }
    vi.advanceTimersByTime(TYPING_IDLE_MS);
    const typing = latest().sent.filter((frame) => frame.type === 'typing');
    expect(typing).toEqual([
      { type: 'typing', conversationId: CONVERSATION_ID, typing: true },
      { type: 'typing', conversationId: CONVERSATION_ID, typing: false },
    ]);
    latest().deliver({ type: 'typing', conversationId: CONVERSATION_ID, author: 'shopper', typing: true });
    expect(connection.getState().shopperTyping).toBe(true);
    latest().deliver({ type: 'message', message: chatMessage(1) });
    expect(connection.getState().shopperTyping).toBe(false);
  });

  it('stops for good on close: no reconnect', () => {
    const { sockets, connection } = connected();
    connection.close();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(connection.getState().status).toBe('closed');
  });
});
