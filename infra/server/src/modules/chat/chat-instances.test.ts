/**
 * The chat across server instances (Redis pub/sub, redis://127.0.0.1:6379, a channel of this test's own): a shopper
 * on instance A and an agent on instance B exchange messages and typing, B's console hears A's new conversation, and
 * an instance that shuts down tells its sockets to reconnect (they resume on the other). Without Redis the hub still
 * delivers on its own instance and publishing never throws.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { describeDatabases } from '../../test/databases';
import { buildTestApp } from '../../test/test-app';
import { agentSession, OPEN_HOURS, originOf, startChat, TestSocket, wsUrl } from '../../test/chat-fixtures';
import { createRedisChatHub, type ChatHubEvent } from './hub';

const REDIS_URL = 'redis://127.0.0.1:6379';

it('keeps delivering on its own instance, and never throws, while Redis is unreachable', async () => {
  const logged: string[] = [];
  const hub = await createRedisChatHub('redis://127.0.0.1:1', 'test:down', (message) => logged.push(message), 200);
  const heard: ChatHubEvent[] = [];
  hub.subscribe((event) => heard.push(event));
  await expect(hub.publish({ kind: 'queues' })).resolves.toBeUndefined();
  expect(heard).toEqual([{ kind: 'queues' }]);
  expect(logged.some((line) => line.includes('Redis unavailable') || line.includes('publishing'))).toBe(true);
  await hub.close();
});

describeDatabases('live chat across instances', (context) => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  let firstClosed = false;
  beforeAll(async () => {
    // Straight to the human desk: the conversation waits for B's agent instead of the assistant answering first.
    const env = { REDIS_URL, CHAT_CHANNEL: `test-chat-${randomUUID()}`, CHAT_BOT_FIRST: 'false' };
    first = await buildTestApp({ database: context.database, env, chatNow: () => OPEN_HOURS });
    second = await buildTestApp({ database: context.database, env, chatNow: () => OPEN_HOURS });
    await first.listen({ port: 0, host: '127.0.0.1' });
    await second.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    if (!firstClosed) await first?.close();
    await second?.close();
  });

  it('a shopper on instance A and an agent on instance B exchange messages', async () => {
    const agent = await agentSession(second);
    const desk = await TestSocket.open(wsUrl(second), { cookie: agent.cookie, origin: originOf(second) });
    desk.send({ type: 'hello', as: 'agent' });
    await desk.next('welcome');
    await desk.next('queues');

    const chat = await startChat(first, { message: 'Hello from A' });
    // B's console hears of A's new conversation.
    await desk.next('queues', (frame) => frame.waiting.some((item) => item.id === chat.conversation.id));
    expect(
      (await second.inject({ method: 'POST', url: `/api/internal/chat/conversations/${chat.conversation.id}/claim`, headers: { cookie: agent.cookie } }))
        .statusCode,
    ).toBe(204);

    const shopper = await TestSocket.open(wsUrl(first), { cookie: chat.cookie, origin: originOf(first) });
    shopper.send({ type: 'hello', as: 'shopper', lastSeq: 0 });
    expect((await shopper.next('welcome')).conversation?.status).toBe('active');
    desk.send({ type: 'watch', conversationId: chat.conversation.id, lastSeq: chat.conversation.lastSeq });
    await desk.next('conversation');

    desk.send({ type: 'send', conversationId: chat.conversation.id, clientId: randomUUID(), body: 'Hello from B' });
    await desk.next('ack');
    expect((await shopper.next('message', (frame) => frame.message.author === 'agent')).message.body).toBe('Hello from B');

    shopper.send({ type: 'typing', conversationId: chat.conversation.id, typing: true });
    expect(await desk.next('typing')).toMatchObject({ author: 'shopper', typing: true });
    const clientId = randomUUID();
    shopper.send({ type: 'send', conversationId: chat.conversation.id, clientId, body: 'Thanks, B' });
    const ack = await shopper.next('ack');
    const heard = await desk.next('message', (frame) => frame.message.clientId === clientId);
    expect(heard.message).toEqual(ack.message);
    shopper.close();
    desk.close();
  });

  it('tells its sockets to reconnect when an instance shuts down, and they resume on the other', async () => {
    const chat = await startChat(first, { message: 'Still there?' });
    const shopper = await TestSocket.open(wsUrl(first), { cookie: chat.cookie, origin: originOf(first) });
    shopper.send({ type: 'hello', as: 'shopper', lastSeq: 0 });
    const welcome = await shopper.next('welcome');
    const closing = first.close();
    firstClosed = true;
    await shopper.next('reconnect');
    await closing;
    expect((await shopper.closed).code).toBe(1012);

    const resumed = await TestSocket.open(wsUrl(second), { cookie: chat.cookie, origin: originOf(second) });
    resumed.send({ type: 'hello', as: 'shopper', lastSeq: welcome.conversation?.lastSeq ?? 0 });
    expect(await resumed.next('welcome')).toMatchObject({ conversation: { id: chat.conversation.id }, messages: [] });
    resumed.close();
  });
});
