/**
 * The chat's WebSocket with real clients (ws): exactly-once delivery (a resent clientId is stored once and acked
 * identically; a dropped socket resumes after its lastSeq and sees each message once, in order), typing, the rate
 * and size limits, hostile frames, the bot and the handoff, the offline hours' e-mail whose link continues the
 * conversation, blocking, and the Origin check against cross-site WebSocket hijacking.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CHAT_MESSAGE_MAX, CHAT_MESSAGE_RATE, type ChatCurrent, type ChatMessage } from '@sf/contracts/chat';
import { describeDatabases } from '../../test/databases';
import type { ChatBot, ChatBotReply } from './bot';
import { agentSession, CLOSED_HOURS, eventually, OPEN_HOURS, originOf, startChat, TestSocket, wsUrl } from '../../test/chat-fixtures';
import { chatMessages } from './tables';

let clock = OPEN_HOURS;

describeDatabases(
  'live chat WebSocket',
  (context) => {
    let url: string;
    let origin: string;
    beforeAll(async () => {
      await context.app.listen({ port: 0, host: '127.0.0.1' });
      url = wsUrl(context.app);
      origin = originOf(context.app);
    });
    beforeEach(() => {
      clock = OPEN_HOURS;
      context.app.chat.useBot(null);
    });

    const shopperSocket = async (cookie: string, lastSeq = 0) => {
      const socket = await TestSocket.open(url, { cookie, origin });
      socket.send({ type: 'hello', as: 'shopper', lastSeq });
      return { socket, welcome: await socket.next('welcome') };
    };
    const agentSocket = async (cookie: string, watch?: { conversationId: string; lastSeq: number }) => {
      const socket = await TestSocket.open(url, { cookie, origin });
      socket.send({ type: 'hello', as: 'agent' });
      await socket.next('welcome');
      if (watch) {
        socket.send({ type: 'watch', ...watch });
        await socket.next('conversation');
      }
      return socket;
    };
    const claim = (id: string, cookie: string) =>
      context.app.inject({ method: 'POST', url: `/api/internal/chat/conversations/${id}/claim`, headers: { cookie } });
    const stored = (conversationId: string) => context.db.select().from(chatMessages).where(eq(chatMessages.conversationId, conversationId));

    it('stores a resent clientId once and answers both sends with the same ack', async () => {
      const chat = await startChat(context.app);
      const agent = await agentSession(context.app);
      const agentSide = await agentSocket(agent.cookie, { conversationId: chat.conversation.id, lastSeq: chat.conversation.lastSeq });
      const { socket, welcome } = await shopperSocket(chat.cookie);
      expect(welcome.conversation?.id).toBe(chat.conversation.id);
      expect(welcome.messages.map((message) => message.seq)).toEqual([1]);

      const clientId = randomUUID();
      const frame = { type: 'send', conversationId: chat.conversation.id, clientId, body: 'Size 9 please' };
      socket.send(frame);
      socket.send(frame);
      const first = await socket.next('ack');
      const second = await socket.next('ack');
      expect(second).toEqual(first);
      expect(first.message).toMatchObject({ seq: 2, author: 'shopper', body: 'Size 9 please', clientId });
      expect((await stored(chat.conversation.id)).filter((row) => row.clientId === clientId)).toHaveLength(1);
      // The agent hears it once; the sender gets the ack, not a copy.
      await agentSide.next('message', (message) => message.message.clientId === clientId);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(agentSide.all('message').filter((message) => message.message.clientId === clientId)).toHaveLength(1);
      expect(socket.all('message')).toHaveLength(0);
      socket.close();
      agentSide.close();
    });

    it('resumes after a dropped socket: every message once and in order, including those sent while away', async () => {
      const chat = await startChat(context.app);
      const agent = await agentSession(context.app);
      expect((await claim(chat.conversation.id, agent.cookie)).statusCode).toBe(204);
      const first = await shopperSocket(chat.cookie);
      const ids = [randomUUID(), randomUUID(), randomUUID()];
      for (const [index, clientId] of ids.entries())
        first.socket.send({ type: 'send', conversationId: chat.conversation.id, clientId, body: `part ${index + 1}` });
      // Gone before any ack can be read.
      first.socket.terminate();

      // The agent answers while the shopper is away.
      const agentSide = await agentSocket(agent.cookie);
      agentSide.send({ type: 'send', conversationId: chat.conversation.id, clientId: randomUUID(), body: 'Are you still there?' });
      await agentSide.next('ack');

      const second = await shopperSocket(chat.cookie, 1);
      // The client resends whatever it had no ack for: the server answers the stored copies (or stores them now).
      for (const [index, clientId] of ids.entries())
        second.socket.send({ type: 'send', conversationId: chat.conversation.id, clientId, body: `part ${index + 1}` });
      const acks = [await second.socket.next('ack'), await second.socket.next('ack'), await second.socket.next('ack')];
      expect(acks.map((ack) => ack.clientId)).toEqual(ids);

      const rows = await stored(chat.conversation.id);
      for (const clientId of ids) expect(rows.filter((row) => row.clientId === clientId)).toHaveLength(1);
      const seen = new Map<number, ChatMessage>();
      for (const message of [...second.welcome.messages, ...acks.map((ack) => ack.message), ...second.socket.all('message').map((frame) => frame.message)]) {
        seen.set(message.seq, message);
      }
      const inOrder = [...seen.values()].sort((a, b) => a.seq - b.seq);
      expect(inOrder.map((message) => message.seq)).toEqual(inOrder.map((_, index) => index + 2));
      expect(inOrder.filter((message) => message.body === 'Are you still there?')).toHaveLength(1);
      expect(second.welcome.messages.some((message) => message.body === 'Are you still there?')).toBe(true);
      const parts = inOrder.filter((message) => message.body.startsWith('part ')).map((message) => message.body);
      expect(parts).toEqual(['part 1', 'part 2', 'part 3']);
      // Nothing of the welcome replayed before lastSeq.
      expect(second.welcome.messages.every((message) => message.seq > 1)).toBe(true);
      second.socket.close();
      agentSide.close();
    });

    it('exchanges messages and typing between shopper and agent, and refuses an agent who has not claimed', async () => {
      const chat = await startChat(context.app);
      const agent = await agentSession(context.app);
      const bystander = await agentSession(context.app, 'bystander');
      const { socket } = await shopperSocket(chat.cookie);
      const agentSide = await agentSocket(agent.cookie, { conversationId: chat.conversation.id, lastSeq: 0 });
      expect((await agentSide.next('message')).message.seq).toBe(1);

      const other = await agentSocket(bystander.cookie);
      other.send({ type: 'send', conversationId: chat.conversation.id, clientId: randomUUID(), body: 'hijack' });
      expect(await other.next('error')).toMatchObject({ code: 'not-allowed' });

      await claim(chat.conversation.id, agent.cookie);
      expect((await socket.next('conversation', (frame) => frame.conversation.status === 'active')).conversation.agentName).toMatch(/^Agent/);
      agentSide.send({ type: 'typing', conversationId: chat.conversation.id, typing: true });
      expect(await socket.next('typing')).toEqual({ type: 'typing', conversationId: chat.conversation.id, author: 'agent', typing: true });
      agentSide.send({ type: 'send', conversationId: chat.conversation.id, clientId: randomUUID(), body: 'Hello, I am here' });
      expect((await socket.next('message', (frame) => frame.message.author === 'agent')).message.body).toBe('Hello, I am here');
      socket.send({ type: 'ping' });
      await socket.next('pong');
      socket.close();
      agentSide.close();
      other.close();
    });

    it('limits how fast a visitor sends and how long a message is', async () => {
      const chat = await startChat(context.app);
      const { socket } = await shopperSocket(chat.cookie);
      const long = randomUUID();
      socket.send({ type: 'send', conversationId: chat.conversation.id, clientId: long, body: 'x'.repeat(CHAT_MESSAGE_MAX + 1) });
      expect(await socket.next('error')).toMatchObject({ code: 'too-long', clientId: long });
      for (let index = 0; index < CHAT_MESSAGE_RATE.limit + 1; index += 1) {
        socket.send({ type: 'send', conversationId: chat.conversation.id, clientId: randomUUID(), body: `message ${index}` });
      }
      const limited = await socket.next('error', (frame) => frame.code === 'rate-limited');
      expect(limited.message).toMatch(/too quickly/);
      expect(socket.all('ack')).toHaveLength(CHAT_MESSAGE_RATE.limit);
      socket.close();
    });

    it('answers hostile frames with bad-frame and keeps serving the socket', async () => {
      const chat = await startChat(context.app);
      const other = await startChat(context.app);
      const { socket } = await shopperSocket(chat.cookie);
      const hostile: unknown[] = [
        'not json',
        '{"type":',
        'null',
        '[]',
        '42',
        { type: 'unknown' },
        { type: 'send' },
        { type: 'send', conversationId: 'x', clientId: 'y', body: 1 },
        { type: 'hello', as: 'root' },
        JSON.parse('{"type":"ping","__proto__":{"polluted":true}}'),
        { type: 'watch', conversationId: chat.conversation.id, lastSeq: -1 },
        { type: 'typing', conversationId: chat.conversation.id, typing: 'yes' },
      ];
      for (const frame of hostile) socket.send(frame);
      socket.socket.send(Buffer.from([0xde, 0xad, 0xbe, 0xef]), { binary: true });
      socket.send({ type: 'send', conversationId: other.conversation.id, clientId: randomUUID(), body: 'into another chat' });
      socket.send({ type: 'hello', as: 'agent' });
      socket.send({ type: 'watch', conversationId: other.conversation.id, lastSeq: 0 });
      socket.send({ type: 'ping' });
      // The prototype-polluting ping is still a ping: two pongs, the second after every frame above was handled.
      await socket.next('pong');
      await socket.next('pong');
      const errors = socket.all('error');
      // A bad-frame for every hostile text frame but that ping, and one for the binary frame.
      expect(errors.filter((error) => error.code === 'bad-frame')).toHaveLength(hostile.length - 1 + 1);
      expect(errors.filter((error) => error.code === 'not-allowed')).toHaveLength(3);
      expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
      expect(await stored(other.conversation.id)).toHaveLength(1);
      socket.close();
    });

    it('lets the bot answer first and hands over to a human when asked or unsure', async () => {
      const replies: ChatBotReply[] = [
        { body: 'Orders arrive in 3–5 days.', links: [{ title: 'Delivery', href: '/help/delivery' }], confident: true, handoff: false },
        { body: 'I am not sure about that.', links: [], confident: false, handoff: false },
        { body: 'Hello! How can I help?', links: [], confident: true, handoff: false },
      ];
      const asked: string[] = [];
      const bot: ChatBot = {
        async reply(input) {
          asked.push(input.text);
          return replies.shift() ?? { body: '', links: [], confident: false, handoff: true };
        },
      };
      context.app.chat.useBot(bot);
      const chat = await startChat(context.app, { message: 'When does my order arrive?' });
      expect(chat.conversation.status).toBe('bot');
      expect(chat.messages.map((message) => [message.author, message.body])).toEqual([
        ['shopper', 'When does my order arrive?'],
        ['bot', 'Orders arrive in 3–5 days.'],
      ]);
      expect(chat.messages[1]?.links).toEqual([{ title: 'Delivery', href: '/help/delivery' }]);

      const { socket } = await shopperSocket(chat.cookie, chat.conversation.lastSeq);
      socket.send({ type: 'send', conversationId: chat.conversation.id, clientId: randomUUID(), body: 'Can I pay with cheese?' });
      await socket.next('ack');
      expect((await socket.next('message', (frame) => frame.message.author === 'bot')).message.body).toBe('I am not sure about that.');
      expect((await socket.next('message', (frame) => frame.message.author === 'system')).message.body).toBe('handoff');
      expect((await socket.next('conversation')).conversation.status).toBe('waiting');
      expect(asked).toEqual(['When does my order arrive?', 'Can I pay with cheese?']);
      // Once a human has it, the bot is not asked again.
      socket.send({ type: 'send', conversationId: chat.conversation.id, clientId: randomUUID(), body: 'Hello?' });
      await socket.next('ack');
      expect(asked).toHaveLength(2);
      socket.close();

      // Asking for a human: a `handoff` frame.
      const second = await startChat(context.app, { message: 'Hi' });
      const other = await shopperSocket(second.cookie, second.conversation.lastSeq);
      expect(second.conversation.status).toBe('bot');
      other.socket.send({ type: 'handoff', conversationId: second.conversation.id });
      expect((await other.socket.next('conversation')).conversation.status).toBe('waiting');
      other.socket.close();
    });

    it('outside business hours leaves a message; the agent’s reply is e-mailed with a link that continues the conversation', async () => {
      clock = CLOSED_HOURS;
      const chat = await startChat(context.app, { message: 'Do you ship to Jersey?', name: 'Jo' });
      expect(chat.conversation.status).toBe('offline');
      expect(chat.messages.map((message) => message.body)).toEqual(['Do you ship to Jersey?', 'left-message']);

      const agent = await agentSession(context.app);
      expect((await claim(chat.conversation.id, agent.cookie)).statusCode).toBe(204);
      const agentSide = await agentSocket(agent.cookie);
      agentSide.send({ type: 'send', conversationId: chat.conversation.id, clientId: randomUUID(), body: 'Yes, we <do> ship to Jersey.' });
      await agentSide.next('ack');

      const mail = (await context.app.outbox.list(200)).find((message) => message.kind === 'chat_reply' && message.to === chat.email);
      expect(mail?.html).toContain('Yes, we &lt;do&gt; ship to Jersey.');
      const token = mail?.text.match(/\/api\/chat\/continue\?token=([A-Za-z0-9_-]+)/)?.[1];
      expect(token).toBeDefined();
      expect(mail?.text).toContain(`http://localhost:3000/api/chat/continue?token=${token}`);

      // Another browser (the shopper's phone) follows the link.
      const follow = await context.app.inject({ url: `/api/chat/continue?token=${token}` });
      expect(follow.statusCode).toBe(302);
      expect(follow.headers.location).toBe('/#chat');
      const cookie = follow.cookies.find((candidate) => candidate.name === 'sf_chat');
      expect(cookie?.httpOnly).toBe(true);
      const current = (
        await context.app.inject({ url: '/api/chat/conversations/current', headers: { cookie: `sf_chat=${cookie?.value}` } })
      ).json<ChatCurrent>();
      expect(current.conversation).toMatchObject({ id: chat.conversation.id, status: 'active' });
      expect(current.messages.at(-1)?.body).toBe('Yes, we <do> ship to Jersey.');
      expect((await context.app.inject({ url: '/api/chat/continue?token=forged' })).statusCode).toBe(404);
      agentSide.close();
    });

    it('a blocked visitor can send nothing more', async () => {
      const chat = await startChat(context.app);
      const agent = await agentSession(context.app);
      const { socket } = await shopperSocket(chat.cookie);
      await context.app.inject({ method: 'POST', url: `/api/internal/chat/conversations/${chat.conversation.id}/block`, headers: { cookie: agent.cookie } });
      expect((await socket.next('conversation')).conversation.status).toBe('closed');
      const clientId = randomUUID();
      socket.send({ type: 'send', conversationId: chat.conversation.id, clientId, body: 'let me in' });
      expect(await socket.next('error')).toMatchObject({ code: 'blocked', clientId });
      expect(
        await context.db
          .select()
          .from(chatMessages)
          .where(and(eq(chatMessages.conversationId, chat.conversation.id), eq(chatMessages.clientId, clientId))),
      ).toHaveLength(0);
      socket.close();
    });

    it('refuses an upgrade from another site (cross-site WebSocket hijacking) and accepts the shop’s own origins', async () => {
      const chat = await startChat(context.app);
      await expect(TestSocket.open(url, { cookie: chat.cookie, origin: 'https://evil.example' })).rejects.toThrow(/403/);
      await expect(TestSocket.open(url, { cookie: chat.cookie, origin: 'null' })).rejects.toThrow(/403/);
      const configured = await TestSocket.open(url, { cookie: chat.cookie, origin: 'http://localhost:3000' });
      configured.close();
      const agent = await agentSession(context.app);
      const shopperAsAgent = await TestSocket.open(url, { cookie: chat.cookie, origin });
      shopperAsAgent.send({ type: 'hello', as: 'agent' });
      expect(await shopperAsAgent.next('error')).toMatchObject({ code: 'not-allowed' });
      shopperAsAgent.close();
      const agentSide = await agentSocket(agent.cookie);
      await eventually(async () => {
        const queues = (await context.app.inject({ url: '/api/internal/chat/queues', headers: { cookie: agent.cookie } })).json();
        return queues.agents.some((item: { id: string; online: boolean }) => item.id === agent.operatorId && item.online);
      });
      const availability = (await context.app.inject({ url: '/api/chat/availability?site=uk-en' })).json();
      expect(availability.agentsOnline).toBeGreaterThanOrEqual(1);
      agentSide.close();
    });
  },
  { chatNow: () => clock },
);
