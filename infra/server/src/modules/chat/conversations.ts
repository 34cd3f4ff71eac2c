/**
 * A conversation's life on the shopper's side, and every message: start (the prechat form), send (idempotent on the
 * sender's clientId), the bot's answers and the handoff to a human, and close by either side. Changes commit first,
 * then the hub tells the sockets.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, or } from 'drizzle-orm';
import { z } from 'zod';
import { chatLanguageFor, type ChatStartBody } from '@sf/contracts/chat';
import type { BrandKey } from '@sf/remote-contract';
import type { Database } from '../../db/client';
import type { CurrentCustomer } from '../../plugins/customer';
import { HttpError } from '../../http-errors';
import type { OutboxService } from '../outbox';
import { askBot, BOT_NAME, type ChatBot } from './bot';
import { offlineReplyEmail, transcriptEmail } from './emails';
import { BLOCKED_MESSAGE, CLOSED_MESSAGE, ChatFrameError, type ChatEvents } from './events';
import { openingNow } from './hours';
import {
  appendMessage,
  conversationById,
  isUniqueViolation,
  lockConversation,
  messageByClientId,
  messagesAfter,
  renderMessages,
  updateConversation,
  type ConversationRow,
} from './store';
import { chatAttachments, chatBlockedVisitors, chatConversations, chatMessages } from './tables';
import { hashEmail, issueToken } from './tokens';

export interface AccountDirectory {
  customer(id: string): Promise<{ email: string; firstName: string; lastName: string } | null>;
  isLoyaltyMember(customerId: string, brand: string): Promise<boolean>;
}

export interface ConversationDeps {
  db: Database;
  events: ChatEvents;
  outbox: OutboxService;
  accounts: AccountDirectory;
  now: () => Date;
  botFirst: boolean;
  /** CHAT_HOURS=always: agents around the clock. */
  alwaysOpen: boolean;
  bot: () => ChatBot | null;
  /** The same-origin link of an offline reply e-mail (the brand's public origin). */
  continueUrl: (brand: string, token: string) => string;
  logError: (error: unknown, message: string) => void;
}

/** Who is writing: the browser's shopper (their conversation) or a signed-in agent. */
export type ChatActor = { kind: 'shopper'; conversationId: string } | { kind: 'agent'; operatorId: string; name: string };

export interface SendInput {
  conversationId: string;
  clientId: string;
  body: string;
  attachmentId?: string | undefined;
}

const EmailSchema = z.email();

export const noChatOn = (locale: string) => `site: live chat is not offered on ${locale}`;

export function createConversations(deps: ConversationDeps) {
  const { db, events } = deps;
  /** Bot answers under way (app.close waits for them). */
  const pending = new Set<Promise<void>>();

  async function isBlocked(customerId: string | null, email: string): Promise<boolean> {
    const who = customerId
      ? or(eq(chatBlockedVisitors.customerId, customerId), eq(chatBlockedVisitors.emailHash, hashEmail(email)))
      : eq(chatBlockedVisitors.emailHash, hashEmail(email));
    return (await db.select({ id: chatBlockedVisitors.id }).from(chatBlockedVisitors).where(who).limit(1)).length > 0;
  }

  async function visitorOf(body: ChatStartBody, customer: CurrentCustomer | null, brand: BrandKey) {
    if (customer) {
      // The account's own e-mail and name: whatever the body says is ignored.
      const account = await deps.accounts.customer(customer.customerId);
      if (!account) throw new HttpError(401, 'Sign in to continue');
      return {
        visitorKind: 'account' as const,
        visitorEmail: account.email,
        visitorName: `${account.firstName} ${account.lastName}`.trim() || null,
        customerId: customer.customerId,
        loyaltyMember: await deps.accounts.isLoyaltyMember(customer.customerId, brand),
      };
    }
    const email = body.email?.trim().toLowerCase();
    if (!email) throw new HttpError(400, 'email: enter your e-mail address, so we can answer you');
    if (!EmailSchema.safeParse(email).success) throw new HttpError(400, `email: "${email}" is not a valid e-mail address`);
    // A guest is only ever a guest: an account's e-mail gives no access to that account's orders or loyalty.
    return { visitorKind: 'guest' as const, visitorEmail: email, visitorName: body.name || null, customerId: null, loyaltyMember: false };
  }

  /** Asks the bot about `text` and stores its answer; a failure, a handoff or an unsure answer goes to the agents. */
  async function answerWithBot(conversation: ConversationRow, text: string): Promise<void> {
    const bot = deps.bot();
    const input = { text, locale: conversation.locale, customerId: conversation.customerId, conversationId: conversation.id };
    const reply = bot ? await askBot(bot, input, (error) => deps.logError(error, 'chat: the bot failed; handing the conversation to an agent')) : null;
    const result = await db.transaction(async (tx) => {
      const locked = await lockConversation(tx, conversation.id);
      // The shopper asked for a human (or left) meanwhile: the answer is no longer wanted.
      if (locked?.status !== 'bot') return null;
      const stored = [];
      if (reply?.body.trim()) stored.push(await appendMessage(tx, locked.id, { author: 'bot', authorName: BOT_NAME, body: reply.body, links: reply.links }));
      let row = locked;
      if (!reply || reply.handoff || !reply.confident) {
        stored.push(await appendMessage(tx, locked.id, { author: 'system', body: 'handoff' }));
        row = await updateConversation(tx, locked.id, { status: 'waiting', waitingSince: deps.now() });
      }
      return { row, stored };
    });
    if (!result) return;
    await events.messages(conversation.id, await renderMessages(db, result.stored));
    if (result.row.status !== 'bot') {
      await events.conversation(result.row);
      await events.queues();
    }
  }

  function answerLater(conversation: ConversationRow, text: string): void {
    const task = answerWithBot(conversation, text)
      .catch((error: unknown) => deps.logError(error, 'chat: storing the bot answer failed'))
      .finally(() => pending.delete(task));
    pending.add(task);
  }

  async function send(actor: ChatActor, input: SendInput, socketId?: string) {
    if (actor.kind === 'shopper' && input.conversationId !== actor.conversationId) {
      throw new ChatFrameError('not-allowed', 'conversationId: this is not your conversation');
    }
    const attempt = () =>
      db.transaction(async (tx) => {
        const conversation = await lockConversation(tx, input.conversationId);
        if (!conversation) throw new ChatFrameError('not-found', `conversationId: no conversation ${input.conversationId}`);
        if (actor.kind === 'agent' && conversation.agentId !== actor.operatorId) {
          throw new ChatFrameError('not-allowed', 'Take the conversation (claim) before writing in it');
        }
        // A resend of a stored message answers the stored one, whatever happened since.
        const existing = await messageByClientId(tx, conversation.id, input.clientId);
        if (existing) return { conversation, row: existing, created: false, mail: false };
        if (conversation.blocked) throw new ChatFrameError('blocked', BLOCKED_MESSAGE);
        if (conversation.status === 'closed') throw new ChatFrameError('closed', CLOSED_MESSAGE);
        if (!input.body.trim() && !input.attachmentId) throw new ChatFrameError('bad-frame', 'body: the message is empty');
        if (input.attachmentId) {
          const [attachment] = await tx
            .select({ id: chatAttachments.id })
            .from(chatAttachments)
            .where(and(eq(chatAttachments.id, input.attachmentId), eq(chatAttachments.conversationId, conversation.id)));
          if (!attachment) throw new ChatFrameError('not-found', `attachmentId: no attachment ${input.attachmentId} in this conversation`);
        }
        const row = await appendMessage(tx, conversation.id, {
          author: actor.kind,
          authorName: actor.kind === 'agent' ? actor.name : null,
          body: input.body,
          attachmentId: input.attachmentId ?? null,
          clientId: input.clientId,
        });
        // Outside business hours the shopper is not here: the agent's answer goes by e-mail, with a link back.
        const mail = actor.kind === 'agent' && conversation.status === 'offline';
        if (mail) {
          const token = await issueToken(tx, conversation.id, 'email', deps.now());
          const [message] = await renderMessages(tx, [row]);
          if (message) await deps.outbox.enqueue(tx, offlineReplyEmail(conversation, message, deps.continueUrl(conversation.brand, token)));
        }
        return { conversation, row, created: true, mail };
      });
    let result: Awaited<ReturnType<typeof attempt>>;
    try {
      result = await attempt();
    } catch (error) {
      // Two sockets resending one clientId at once: the second finds the first's row.
      if (!isUniqueViolation(error)) throw error;
      result = await attempt();
    }
    const [message] = await renderMessages(db, [result.row]);
    if (!message) throw new Error('chat: the stored message could not be read');
    if (result.created) {
      await events.messages(result.conversation.id, [message], socketId);
      if (actor.kind === 'shopper' && result.conversation.status === 'bot') answerLater(result.conversation, input.body);
      if (result.conversation.status === 'waiting' || result.conversation.status === 'offline') await events.queues();
    }
    return { message, created: result.created };
  }

  return {
    /** Bot answers still running (app.close waits for them). */
    settled: () => Promise.allSettled([...pending]).then(() => undefined),

    async start(input: { brand: BrandKey; body: ChatStartBody; customer: CurrentCustomer | null }) {
      const { body, brand } = input;
      const language = chatLanguageFor(body.site);
      if (!language) throw new HttpError(400, noChatOn(body.site));
      const visitor = await visitorOf(body, input.customer, brand);
      if (await isBlocked(visitor.customerId, visitor.visitorEmail)) throw new HttpError(403, BLOCKED_MESSAGE);
      const now = deps.now();
      const open = openingNow(body.site, now, deps.alwaysOpen).open;
      const withBot = open && deps.botFirst && deps.bot() !== null;
      const status = !open ? 'offline' : withBot ? 'bot' : 'waiting';
      const { conversation, cookieToken } = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(chatConversations)
          .values({
            id: randomUUID(),
            status,
            brand,
            language,
            locale: body.site,
            topic: body.topic,
            ...visitor,
            pagePath: body.page.path,
            pageType: body.page.type,
            startedAt: now,
            lastActivityAt: now,
            waitingSince: status === 'bot' ? null : now,
          })
          .returning();
        if (!created) throw new Error('chat: the conversation was not stored');
        if (body.message) await appendMessage(tx, created.id, { author: 'shopper', body: body.message, clientId: randomUUID() });
        if (status === 'offline') await appendMessage(tx, created.id, { author: 'system', body: 'left-message' });
        const token = await issueToken(tx, created.id, 'cookie', now);
        return { conversation: await lockConversation(tx, created.id), cookieToken: token };
      });
      if (!conversation) throw new Error('chat: the conversation was not stored');
      if (status === 'bot' && body.message) await answerWithBot(conversation, body.message);
      if (status !== 'bot') await events.queues();
      return { conversationId: conversation.id, cookieToken };
    },

    send,

    /** The shopper asks for a human: a bot conversation joins its queue (anything else stays as it is). */
    async handoff(conversationId: string): Promise<void> {
      const changed = await db.transaction(async (tx) => {
        const conversation = await lockConversation(tx, conversationId);
        if (!conversation) throw new ChatFrameError('not-found', `conversationId: no conversation ${conversationId}`);
        if (conversation.status === 'closed') throw new ChatFrameError('closed', CLOSED_MESSAGE);
        if (conversation.status !== 'bot') return null;
        const line = await appendMessage(tx, conversationId, { author: 'system', body: 'handoff' });
        return { line, row: await updateConversation(tx, conversationId, { status: 'waiting', waitingSince: deps.now() }) };
      });
      if (!changed) return;
      await events.messages(conversationId, await renderMessages(db, [changed.line]));
      await events.conversation(changed.row);
      await events.queues();
    },

    /** Ends the conversation (again: nothing happens); `transcript` e-mails it to the shopper, escaped. */
    async close(conversationId: string, by: 'shopper' | 'agent', transcript: boolean): Promise<void> {
      const changed = await db.transaction(async (tx) => {
        const conversation = await lockConversation(tx, conversationId);
        if (!conversation) throw new HttpError(404, `conversation: no conversation ${conversationId}`);
        if (conversation.status === 'closed') return null;
        const line = await appendMessage(tx, conversationId, { author: 'system', body: by === 'agent' ? 'ended-by-agent' : 'ended-by-shopper' });
        const row = await updateConversation(tx, conversationId, { status: 'closed', closedAt: deps.now(), waitingSince: null });
        if (transcript) {
          const rows = await tx.select().from(chatMessages).where(eq(chatMessages.conversationId, conversationId)).orderBy(asc(chatMessages.seq));
          await deps.outbox.enqueue(tx, transcriptEmail(row, await renderMessages(tx, rows)));
        }
        return { line, row };
      });
      if (!changed) return;
      await events.messages(conversationId, await renderMessages(db, [changed.line]));
      await events.conversation(changed.row);
      await events.queues();
    },

    /** The offline reply's link was followed: the conversation is live again (with its agent, else queued). */
    async resume(conversation: ConversationRow): Promise<void> {
      if (conversation.status !== 'offline') return;
      const row = await db.transaction(async (tx) => {
        const locked = await lockConversation(tx, conversation.id);
        if (locked?.status !== 'offline') return null;
        return updateConversation(tx, locked.id, locked.agentId ? { status: 'active' } : { status: 'waiting', waitingSince: deps.now() });
      });
      if (!row) return;
      await events.conversation(row);
      await events.queues();
    },

    async current(conversationId: string, afterSeq = 0) {
      const conversation = await conversationById(db, conversationId);
      return conversation ? { conversation, messages: await messagesAfter(db, conversationId, afterSeq) } : null;
    },
  };
}

export type Conversations = ReturnType<typeof createConversations>;
