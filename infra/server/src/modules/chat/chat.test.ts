/**
 * Live chat over REST (issue 27): availability and business hours, who a conversation belongs to (a signed-in
 * shopper's account, never the body's e-mail; a guest never gets an account's data), claiming (one agent wins, also
 * on PostgreSQL), transfer, close with an escaped transcript, blocking, attachments sniffed by their bytes and served
 * to the conversation's parties only, and canned replies.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CHAT_ATTACHMENT_MAX_BYTES, CHAT_LANGUAGES, type ChatAgentView, type ChatAvailability, type ChatCurrent } from '@sf/contracts/chat';
import { describeDatabases } from '../../test/databases';
import { signedInShopper } from '../../test/customer-session';
import { agentSession, CLOSED_HOURS, OPEN_HOURS, startChat } from '../../test/chat-fixtures';
import { ALREADY_TAKEN } from './agent-desk';
import { cannedReplies } from './canned';
import { openingNow } from './hours';
import { chatMessages } from './tables';

let clock = OPEN_HOURS;

describe('business hours', () => {
  it('follow the country’s time zone', () => {
    // 08:30 UTC on a Monday in summer: 09:30 in London (BST) and 10:30 in Berlin, 04:30 in New York.
    const monday = new Date('2026-06-01T08:30:00Z');
    expect(openingNow('uk-en', monday)).toEqual({ open: true, hoursToday: '09:00–18:00', timeZone: 'Europe/London' });
    expect(openingNow('de-de', monday).open).toBe(true);
    expect(openingNow('us-en', monday)).toMatchObject({ open: false, timeZone: 'America/New_York' });
    // Saturday 15:59 and 16:00 in Paris.
    expect(openingNow('fr-fr', new Date('2026-06-06T13:59:00Z'))).toMatchObject({ open: true, hoursToday: '10:00–16:00' });
    expect(openingNow('fr-fr', new Date('2026-06-06T14:00:00Z')).open).toBe(false);
    expect(openingNow('pl-pl', new Date('2026-06-07T10:00:00Z'))).toMatchObject({ open: false, hoursToday: null });
  });

  it('CHAT_HOURS=always: a desk staffed around the clock is open on a Sunday night', () => {
    const sundayNight = new Date('2026-06-07T23:30:00Z');
    expect(openingNow('uk-en', sundayNight).open).toBe(false);
    expect(openingNow('uk-en', sundayNight, true)).toEqual({ open: true, hoursToday: '00:00–24:00', timeZone: 'Europe/London' });
  });

  it('canned replies exist in every chat language', () => {
    for (const language of CHAT_LANGUAGES) expect(cannedReplies(language).length).toBeGreaterThanOrEqual(4);
    expect(cannedReplies('de')[0]?.body).toMatch(/Hallo/);
  });
});

describeDatabases(
  'live chat REST',
  (context) => {
    beforeEach(() => {
      clock = OPEN_HOURS;
      // The human desk alone; the assistant has tests of its own (chat-socket.test.ts, chat-bot/).
      context.app.chat.useBot(null);
    });

    it('answers availability per site: open hours, the queue, and 404 where there is no chat', async () => {
      const open = await context.app.inject({ url: '/api/chat/availability?site=uk-en' });
      expect(open.statusCode).toBe(200);
      expect(open.json<ChatAvailability>()).toMatchObject({
        queue: { brand: 'northbound', language: 'en_GB' },
        open: true,
        mode: 'agent',
        hoursToday: '09:00–18:00',
        timeZone: 'Europe/London',
      });
      const kerbside = await context.app.inject({ url: '/api/chat/availability?site=de-de', headers: { host: 'kerbside.localhost:3000' } });
      expect(kerbside.json<ChatAvailability>().queue).toEqual({ brand: 'kerbside', language: 'de' });
      clock = CLOSED_HOURS;
      expect((await context.app.inject({ url: '/api/chat/availability?site=uk-en' })).json<ChatAvailability>()).toMatchObject({ open: false, mode: 'offline' });
      const canada = await context.app.inject({ url: '/api/chat/availability?site=ca-en' });
      expect(canada.statusCode).toBe(404);
      expect(canada.json().message).toMatch(/not offered on ca-en/);
    });

    it('starts a guest conversation: the e-mail is required and checked, the cookie is httpOnly', async () => {
      const base = { site: 'uk-en', topic: 'order', page: { path: '/', type: 'home' }, privacyAccepted: true };
      const noEmail = await context.app.inject({ method: 'POST', url: '/api/chat/conversations', payload: base });
      expect(noEmail.statusCode).toBe(400);
      expect(noEmail.json().message).toMatch(/^email:/);
      const badEmail = await context.app.inject({ method: 'POST', url: '/api/chat/conversations', payload: { ...base, email: 'not-an-address' } });
      expect(badEmail.statusCode).toBe(400);
      const canada = await context.app.inject({ method: 'POST', url: '/api/chat/conversations', payload: { ...base, site: 'ca-fr', email: 'a@example.com' } });
      expect(canada.statusCode).toBe(400);
      expect(canada.json().message).toMatch(/not offered on ca-fr/);
      const noPrivacy = await context.app.inject({
        method: 'POST',
        url: '/api/chat/conversations',
        payload: { ...base, email: 'a@example.com', privacyAccepted: false },
      });
      expect(noPrivacy.statusCode).toBe(400);

      const response = await context.app.inject({
        method: 'POST',
        url: '/api/chat/conversations',
        payload: { ...base, email: 'Ada@Example.com', name: 'Ada', message: 'Hello there' },
      });
      expect(response.statusCode).toBe(201);
      const cookie = response.cookies.find((candidate) => candidate.name === 'sf_chat');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      const current = response.json<ChatCurrent>();
      expect(current.conversation).toMatchObject({
        status: 'waiting',
        queue: { brand: 'northbound', language: 'en_GB' },
        visitor: { kind: 'guest', email: 'ada@example.com', name: 'Ada', loyaltyMember: false },
        lastSeq: 1,
      });
      expect(current.messages).toMatchObject([{ seq: 1, author: 'shopper', body: 'Hello there' }]);

      const again = await context.app.inject({ url: '/api/chat/conversations/current', headers: { cookie: `sf_chat=${cookie?.value}` } });
      expect(again.json<ChatCurrent>().conversation.id).toBe(current.conversation.id);
      expect((await context.app.inject({ url: '/api/chat/conversations/current' })).statusCode).toBe(204);
      expect((await context.app.inject({ url: '/api/chat/conversations/current', headers: { cookie: 'sf_chat=forged' } })).statusCode).toBe(204);
      // A second start from the same browser answers the open conversation instead of a second one.
      const repeat = await context.app.inject({
        method: 'POST',
        url: '/api/chat/conversations',
        payload: { ...base, email: 'x@example.com' },
        headers: { cookie: `sf_chat=${cookie?.value}` },
      });
      expect(repeat.statusCode).toBe(200);
      expect(repeat.json<ChatCurrent>().conversation.id).toBe(current.conversation.id);
    });

    it("ties a signed-in shopper's conversation to the account, whatever the body says", async () => {
      const shopper = await signedInShopper(context.app, 'chatter');
      const chat = await startChat(context.app, { email: 'liar@example.com', name: 'Mallory' }, { cookie: shopper.cookie });
      expect(chat.conversation.visitor).toEqual({ kind: 'account', email: shopper.email, name: 'Test Shopper', loyaltyMember: false });
      // Signed out, the browser's cookie no longer opens the account's conversation.
      expect((await context.app.inject({ url: '/api/chat/conversations/current', headers: { cookie: chat.cookie } })).statusCode).toBe(204);
      const both = `${chat.cookie}; ${shopper.cookie}`;
      expect((await context.app.inject({ url: '/api/chat/conversations/current', headers: { cookie: both } })).statusCode).toBe(200);

      const agent = await agentSession(context.app);
      const view = await context.app.inject({ url: `/api/internal/chat/conversations/${chat.conversation.id}`, headers: { cookie: agent.cookie } });
      expect(view.statusCode).toBe(200);
      expect(view.json<ChatAgentView>().context).toMatchObject({
        page: { path: '/p/boot', type: 'product' },
        site: 'uk-en',
        recentOrders: [],
        loyaltyTier: null,
      });
    });

    it("gives a guest who types an account's e-mail no access to that account", async () => {
      const shopper = await signedInShopper(context.app, 'victim');
      const chat = await startChat(context.app, { email: shopper.email });
      expect(chat.conversation.visitor).toMatchObject({ kind: 'guest', email: shopper.email, loyaltyMember: false });
      const agent = await agentSession(context.app);
      const view = (
        await context.app.inject({ url: `/api/internal/chat/conversations/${chat.conversation.id}`, headers: { cookie: agent.cookie } })
      ).json<ChatAgentView>();
      expect(view.context).toEqual({ page: { path: '/p/boot', type: 'product' }, site: 'uk-en', basket: null, recentOrders: [], loyaltyTier: null });
    });

    it('lets exactly one of two agents claim a waiting conversation', async () => {
      const [first, second] = [await agentSession(context.app, 'first'), await agentSession(context.app, 'second')];
      for (let round = 0; round < 5; round += 1) {
        const chat = await startChat(context.app);
        const claim = (cookie: string) =>
          context.app.inject({ method: 'POST', url: `/api/internal/chat/conversations/${chat.conversation.id}/claim`, headers: { cookie } });
        const answers = await Promise.all([claim(first.cookie), claim(second.cookie)]);
        expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 409]);
        expect(answers.find((answer) => answer.statusCode === 409)?.json().message).toBe(ALREADY_TAKEN);
        const view = (
          await context.app.inject({ url: `/api/internal/chat/conversations/${chat.conversation.id}`, headers: { cookie: first.cookie } })
        ).json<ChatAgentView>();
        expect(view.conversation.status).toBe('active');
        expect([first.operatorId, second.operatorId]).toContain(view.agentId);
        expect(view.messages.filter((message) => message.body === 'agent-joined')).toHaveLength(1);
      }
    });

    it('refuses the agent API to shoppers and operators without the agent role', async () => {
      const chat = await startChat(context.app);
      expect((await context.app.inject({ url: '/api/internal/chat/queues' })).statusCode).toBe(401);
      await context.app.operators.ensure('editor.only@shop.test', 'editor-password-1', ['content-editor']);
      const signIn = await context.app.inject({
        method: 'POST',
        url: '/api/operator/session',
        payload: { email: 'editor.only@shop.test', password: 'editor-password-1' },
      });
      const editor = `sf_operator=${signIn.cookies.find((cookie) => cookie.name === 'sf_operator')?.value}`;
      expect(
        (await context.app.inject({ method: 'POST', url: `/api/internal/chat/conversations/${chat.conversation.id}/claim`, headers: { cookie: editor } }))
          .statusCode,
      ).toBe(403);
    });

    it('lists queues, transfers to another queue or agent, and serves canned replies', async () => {
      const agent = await agentSession(context.app, 'lister');
      const other = await agentSession(context.app, 'other');
      const chat = await startChat(context.app, { message: 'Need a hand' });
      const queues = (await context.app.inject({ url: '/api/internal/chat/queues', headers: { cookie: agent.cookie } })).json();
      expect(queues.waiting.find((item: { id: string }) => item.id === chat.conversation.id)).toMatchObject({ lastMessage: 'Need a hand', status: 'waiting' });
      expect(queues.agents.find((item: { id: string }) => item.id === agent.operatorId)).toMatchObject({
        name: expect.stringMatching(/^Lister/),
        online: false,
      });

      const url = `/api/internal/chat/conversations/${chat.conversation.id}`;
      const toQueue = await context.app.inject({
        method: 'POST',
        url: `${url}/transfer`,
        headers: { cookie: agent.cookie },
        payload: { queue: { brand: 'northbound', language: 'de' } },
      });
      expect(toQueue.statusCode).toBe(204);
      let view = (await context.app.inject({ url, headers: { cookie: agent.cookie } })).json<ChatAgentView>();
      expect(view.conversation).toMatchObject({ status: 'waiting', queue: { language: 'de' } });
      expect(view.messages.at(-1)).toMatchObject({ author: 'system', body: 'transferred' });

      const toAgent = await context.app.inject({
        method: 'POST',
        url: `${url}/transfer`,
        headers: { cookie: agent.cookie },
        payload: { agentId: other.operatorId },
      });
      expect(toAgent.statusCode).toBe(204);
      view = (await context.app.inject({ url, headers: { cookie: agent.cookie } })).json<ChatAgentView>();
      expect(view).toMatchObject({ agentId: other.operatorId, conversation: { status: 'active' } });
      const both = await context.app.inject({
        method: 'POST',
        url: `${url}/transfer`,
        headers: { cookie: agent.cookie },
        payload: { agentId: other.operatorId, queue: { brand: 'northbound', language: 'de' } },
      });
      expect(both.statusCode).toBe(400);
      const nobody = await context.app.inject({
        method: 'POST',
        url: `${url}/transfer`,
        headers: { cookie: agent.cookie },
        payload: { agentId: randomUUID() },
      });
      expect(nobody.statusCode).toBe(400);

      const canned = await context.app.inject({ url: '/api/internal/chat/canned?language=fr', headers: { cookie: agent.cookie } });
      expect(canned.json().replies[0].body).toMatch(/Bonjour/);
      expect((await context.app.inject({ url: '/api/internal/chat/canned?language=xx', headers: { cookie: agent.cookie } })).statusCode).toBe(400);
    });

    it('closes with a transcript e-mail whose HTML is escaped', async () => {
      const hostile = '<script>alert("x")</script><img src=x onerror=alert(1)>';
      const chat = await startChat(context.app, { message: hostile, name: '<b>Eve</b>' });
      const close = await context.app.inject({
        method: 'POST',
        url: '/api/chat/conversations/current/close',
        headers: { cookie: chat.cookie },
        payload: { transcript: true },
      });
      expect(close.statusCode).toBe(204);
      const mail = (await context.app.outbox.list(200)).find((message) => message.kind === 'chat_transcript' && message.to === chat.email);
      expect(mail?.html).not.toContain('<script>');
      expect(mail?.html).not.toContain('<img');
      expect(mail?.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
      expect(mail?.text).toContain(hostile);
      expect((await context.app.inject({ url: '/api/chat/conversations/current', headers: { cookie: chat.cookie } })).statusCode).toBe(204);
    });

    it('blocks a visitor from starting again', async () => {
      const agent = await agentSession(context.app);
      const chat = await startChat(context.app);
      const block = await context.app.inject({
        method: 'POST',
        url: `/api/internal/chat/conversations/${chat.conversation.id}/block`,
        headers: { cookie: agent.cookie },
      });
      expect(block.statusCode).toBe(204);
      const again = await context.app.inject({
        method: 'POST',
        url: '/api/chat/conversations',
        payload: { site: 'uk-en', email: chat.email.toUpperCase(), topic: 'other', page: { path: '/', type: 'home' }, privacyAccepted: true },
        remoteAddress: '10.27.99.1',
      });
      expect(again.statusCode).toBe(403);
      expect(again.json().message).toMatch(/not available to you/);
    });

    describe('attachments', () => {
      const png = () =>
        sharp({ create: { width: 40, height: 40, channels: 3, background: '#4a7' } })
          .png()
          .toBuffer();
      const upload = (cookie: string, body: Buffer, name: string, contentType = 'image/png') =>
        context.app.inject({
          method: 'POST',
          url: '/api/chat/conversations/current/attachments',
          headers: { cookie, 'content-type': contentType, 'x-file-name': name },
          payload: body,
        });

      it('accepts a PNG and serves it to the conversation’s parties only', async () => {
        const chat = await startChat(context.app);
        const bytes = await png();
        const response = await upload(chat.cookie, bytes, '../../etc/sole "photo".png');
        expect(response.statusCode).toBe(201);
        const attachment = response.json();
        expect(attachment).toMatchObject({ type: 'image/png', size: bytes.length, name: 'sole photo.png', url: `/api/chat/attachments/${attachment.id}` });

        const mine = await context.app.inject({ url: attachment.url, headers: { cookie: chat.cookie } });
        expect(mine.statusCode).toBe(200);
        expect(mine.headers['content-type']).toBe('image/png');
        expect(mine.headers['x-content-type-options']).toBe('nosniff');
        expect(mine.headers['content-disposition']).toMatch(/^attachment; filename="sole photo.png"/);
        expect(Buffer.compare(mine.rawPayload, bytes)).toBe(0);

        const stranger = await startChat(context.app);
        expect((await context.app.inject({ url: attachment.url })).statusCode).toBe(404);
        expect((await context.app.inject({ url: attachment.url, headers: { cookie: stranger.cookie } })).statusCode).toBe(404);
        expect((await context.app.inject({ url: `/api/chat/attachments/${randomUUID()}`, headers: { cookie: chat.cookie } })).statusCode).toBe(404);
        const agent = await agentSession(context.app);
        expect((await context.app.inject({ url: attachment.url, headers: { cookie: agent.cookie } })).statusCode).toBe(200);
      });

      it('refuses an executable named .png (415), an oversize file (413) and a browser without a conversation (404)', async () => {
        const chat = await startChat(context.app);
        const program = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'), Buffer.alloc(512, 0x41)]);
        const exe = await upload(chat.cookie, program, 'invoice.png');
        expect(exe.statusCode).toBe(415);
        expect(exe.json().message).toMatch(/only JPEG, PNG or WebP images and PDF/);
        const html = await upload(chat.cookie, Buffer.from('<html><script>alert(1)</script></html>'), 'photo.png');
        expect(html.statusCode).toBe(415);
        const bytes = await png();
        const huge = Buffer.concat([bytes, Buffer.alloc(CHAT_ATTACHMENT_MAX_BYTES + 1 - bytes.length)]);
        const tooBig = await upload(chat.cookie, huge, 'huge.png');
        expect(tooBig.statusCode).toBe(413);
        expect(tooBig.json().message).toMatch(/at most 5.0 MB/);
        expect((await upload('sf_chat=nothing', bytes, 'a.png')).statusCode).toBe(404);
        const stored = await context.db
          .select()
          .from(chatMessages)
          .where(and(eq(chatMessages.conversationId, chat.conversation.id)));
        expect(stored).toHaveLength(1);
      });
    });
  },
  { chatNow: () => clock },
);
