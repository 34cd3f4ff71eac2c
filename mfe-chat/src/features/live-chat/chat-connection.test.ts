import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '@sf/contracts/chat';
import { clientIds, CONVERSATION_ID, conversation, current, message } from '../../testing/chat-fixtures';
import { fakeSockets } from '../../testing/fake-socket';
import { chatSocketUrl, mergeChatMessages } from '@sf/contracts/chat';
import { ChatConnection, CONNECT_FAILED_MESSAGE, type ChatConnectionOptions } from './chat-connection';

function connect(overrides: Partial<ChatConnectionOptions> = {}) {
  const sockets = fakeSockets();
  const connection = new ChatConnection({
    url: 'ws://shop.test/api/chat/ws',
    createSocket: sockets.create,
    initial: current({}, [message(1), message(2)]),
    newClientId: clientIds(),
    ...overrides,
  });
  connection.connect();
  return { connection, sockets };
}

const seqs = (messages: readonly ChatMessage[]) => messages.map((entry) => entry.seq);

describe('ChatConnection', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('says hello as the shopper with the last seq it has', () => {
    const { sockets, connection } = connect();
    expect(connection.current.link).toBe('connecting');
    sockets.latest().open();
    expect(sockets.latest().url).toBe('ws://shop.test/api/chat/ws');
    expect(sockets.latest().sent).toEqual([{ type: 'hello', as: 'shopper', lastSeq: 2 }]);
    expect(connection.current.link).toBe('open');
  });

  it('keeps messages unique by id and ordered by seq, whatever order and how often they arrive', () => {
    const { sockets, connection } = connect({ initial: current({}, []) });
    const socket = sockets.latest();
    socket.open();
    const [one, two, three] = [message(1), message(2), message(3)];
    socket.receive({ type: 'message', message: three });
    socket.receive({ type: 'welcome', conversation: conversation(), messages: [one, two] });
    socket.receive({ type: 'message', message: two });
    socket.receive({ type: 'message', message: three });
    expect(seqs(connection.current.messages)).toEqual([1, 2, 3]);
    expect(connection.current.messages.map((entry) => entry.id)).toEqual([one.id, two.id, three.id]);
  });

  it('ignores frames of other conversations and frames it cannot read', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { sockets, connection } = connect();
    const socket = sockets.latest();
    socket.open();
    socket.receive({ type: 'message', message: message(3, { conversationId: '11111111-1111-4111-8111-111111111111' }) });
    socket.onmessage?.(new MessageEvent('message', { data: '{"type":"message","message":{"id":"nope"}}' }));
    expect(seqs(connection.current.messages)).toEqual([1, 2]);
    expect(warn).toHaveBeenCalled();
  });

  it('shows a sent message as outgoing until its ack, then as the stored message', () => {
    const { sockets, connection } = connect();
    const socket = sockets.latest();
    socket.open();
    const clientId = connection.send('Where is my order?');
    expect(connection.current.outbox).toEqual([{ clientId, body: 'Where is my order?', attachment: null, error: null }]);
    expect(socket.sentOfType('send')).toEqual([{ type: 'send', conversationId: CONVERSATION_ID, clientId, body: 'Where is my order?' }]);
    const stored = message(3, { author: 'shopper', authorName: null, body: 'Where is my order?', clientId });
    socket.receive({ type: 'ack', clientId, message: stored });
    expect(connection.current.outbox).toEqual([]);
    expect(connection.current.messages.at(-1)).toEqual(stored);
  });

  it('resends unacknowledged messages after a reconnect, after a hello with the last seq seen', () => {
    const { sockets, connection } = connect();
    sockets.latest().open();
    sockets.latest().receive({ type: 'message', message: message(3) });
    const acked = connection.send('first');
    sockets.latest().receive({ type: 'ack', clientId: acked, message: message(4, { author: 'shopper', clientId: acked, body: 'first' }) });
    const lost = connection.send('second');
    sockets.latest().drop();
    expect(connection.current.link).toBe('reconnecting');
    expect(connection.current.outbox.map((entry) => entry.clientId)).toEqual([lost]);

    vi.advanceTimersByTime(1000);
    expect(sockets.sockets).toHaveLength(2);
    sockets.latest().open();
    expect(sockets.latest().sent).toEqual([
      { type: 'hello', as: 'shopper', lastSeq: 4 },
      { type: 'send', conversationId: CONVERSATION_ID, clientId: lost, body: 'second' },
    ]);
    // The server had stored it before the drop: the resend is answered with the same message, shown once.
    const stored = message(5, { author: 'shopper', clientId: lost, body: 'second' });
    sockets.latest().receive({ type: 'welcome', conversation: conversation(), messages: [stored] });
    expect(connection.current.outbox).toEqual([]);
    sockets.latest().receive({ type: 'ack', clientId: lost, message: stored });
    expect(connection.current.messages.filter((entry) => entry.body === 'second')).toHaveLength(1);
    expect(connection.current.outbox).toEqual([]);
  });

  it('queues messages written while disconnected and sends them once connected', () => {
    const { sockets, connection } = connect();
    const clientId = connection.send('offline words');
    sockets.latest().open();
    expect(
      sockets
        .latest()
        .sentOfType('send')
        .map((frame) => frame.clientId),
    ).toEqual([clientId]);
  });

  it('waits 1 s, 2 s, 5 s, then 10 s between attempts, and logs once when the server stays away', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { sockets } = connect();
    const waits: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const before = sockets.sockets.length;
      sockets.latest().drop();
      let waited = 0;
      while (sockets.sockets.length === before) {
        vi.advanceTimersByTime(500);
        waited += 500;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 2000, 5000, 10_000, 10_000, 10_000]);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(CONNECT_FAILED_MESSAGE);
  });

  it('starts the backoff again after a welcome', () => {
    const { sockets } = connect();
    sockets.latest().drop();
    vi.advanceTimersByTime(1000);
    sockets.latest().drop();
    vi.advanceTimersByTime(2000);
    sockets.latest().open();
    sockets.latest().receive({ type: 'welcome', conversation: conversation(), messages: [] });
    sockets.latest().drop();
    vi.advanceTimersByTime(1000);
    expect(sockets.sockets).toHaveLength(4);
  });

  it('reconnects at once on a reconnect frame and says hello with the last seq', () => {
    const { sockets, connection } = connect();
    const first = sockets.latest();
    first.open();
    first.receive({ type: 'message', message: message(7) });
    first.receive({ type: 'reconnect' });
    expect(first.closed).toBe(true);
    expect(sockets.sockets).toHaveLength(2);
    sockets.latest().open();
    expect(sockets.latest().sent[0]).toEqual({ type: 'hello', as: 'shopper', lastSeq: 7 });
    // The old socket's late close does not start another connection.
    first.drop();
    vi.advanceTimersByTime(20_000);
    expect(sockets.sockets).toHaveLength(2);
    expect(connection.current.link).toBe('open');
  });

  it('marks a refused message with the server message and does not resend it', () => {
    const { sockets, connection } = connect();
    sockets.latest().open();
    const clientId = connection.send('spam');
    sockets.latest().receive({ type: 'error', code: 'rate-limited', message: 'Too many messages: wait a few seconds.', clientId });
    expect(connection.current.outbox[0]?.error).toBe('Too many messages: wait a few seconds.');
    sockets.latest().drop();
    vi.advanceTimersByTime(1000);
    sockets.latest().open();
    expect(sockets.latest().sentOfType('send')).toEqual([]);
    connection.discard(clientId);
    expect(connection.current.outbox).toEqual([]);
  });

  it('keeps a refusal that names no message as a notice', () => {
    const { sockets, connection } = connect();
    sockets.latest().open();
    sockets.latest().receive({ type: 'error', code: 'closed', message: 'This conversation is closed.' });
    expect(connection.current.notice).toBe('This conversation is closed.');
  });

  it('follows the agent typing, and stops when the agent message arrives', () => {
    const { sockets, connection } = connect();
    sockets.latest().open();
    sockets.latest().receive({ type: 'typing', conversationId: CONVERSATION_ID, author: 'agent', typing: true });
    expect(connection.current.agentTyping).toBe(true);
    sockets.latest().receive({ type: 'message', message: message(3) });
    expect(connection.current.agentTyping).toBe(false);
  });

  it('sends typing and handoff frames for its conversation', () => {
    const { sockets, connection } = connect();
    sockets.latest().open();
    connection.typing(true);
    connection.handoff();
    expect(sockets.latest().sent.slice(1)).toEqual([
      { type: 'typing', conversationId: CONVERSATION_ID, typing: true },
      { type: 'handoff', conversationId: CONVERSATION_ID },
    ]);
  });

  it('reports new messages and conversation changes', () => {
    const onNewMessages = vi.fn();
    const onConversationChanged = vi.fn();
    const { sockets } = connect({ onNewMessages, onConversationChanged });
    sockets.latest().open();
    const fresh = message(3);
    sockets.latest().receive({ type: 'message', message: fresh });
    sockets.latest().receive({ type: 'message', message: fresh });
    expect(onNewMessages).toHaveBeenCalledTimes(1);
    expect(onNewMessages).toHaveBeenCalledWith([fresh]);
    sockets.latest().receive({ type: 'conversation', conversation: conversation({ agentName: 'Robin' }) });
    expect(onConversationChanged).toHaveBeenCalledWith(expect.objectContaining({ agentName: 'Sam' }), expect.objectContaining({ agentName: 'Robin' }));
  });

  it('closes for good: no reconnect afterwards', () => {
    const { sockets, connection } = connect();
    sockets.latest().open();
    connection.close();
    expect(sockets.latest().closed).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(sockets.sockets).toHaveLength(1);
    expect(connection.current.link).toBe('closed');
  });
});

describe('chat socket address and message merge', () => {
  it('uses wss on https pages and ws on http, on the page host', () => {
    expect(chatSocketUrl({ protocol: 'https:', host: 'shop.example' }, '/api/chat/ws')).toBe('wss://shop.example/api/chat/ws');
    expect(chatSocketUrl({ protocol: 'http:', host: 'localhost:3000' }, '/api/chat/ws')).toBe('ws://localhost:3000/api/chat/ws');
  });

  it('returns the same list when nothing is new', () => {
    const list = [message(1)];
    expect(mergeChatMessages(list, [...list])).toBe(list);
  });
});
