/**
 * Tables owned by the chat module (issue 27): conversations, their messages (seq ascending per conversation, unique
 * per (conversation, seq) and per (conversation, clientId) so a resend finds the first copy), attachments (bytes in a
 * table of their own, never under a served folder), the browser tokens that open a conversation (only hashes),
 * blocked visitors and which agents are connected. A customer's id is a plain uuid (no cross-module foreign key).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ChatAuthor, ChatConversationStatus, ChatLanguage, ChatQueryTopic } from '@sf/contracts/chat';
import type { LocaleCode } from '@sf/remote-contract';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey(),
    status: text('status').$type<ChatConversationStatus>().notNull(),
    /** The queue: brand + chat language. */
    brand: text('brand').notNull(),
    language: text('language').$type<ChatLanguage>().notNull(),
    /** The site the shopper started from (e-mails and links in its language). */
    locale: text('locale').$type<LocaleCode>().notNull(),
    topic: text('topic').$type<ChatQueryTopic>().notNull(),
    visitorKind: text('visitor_kind').$type<'account' | 'guest'>().notNull(),
    visitorEmail: text('visitor_email').notNull(),
    visitorName: text('visitor_name'),
    /** Set server-side from the account session, never from a request body. */
    customerId: uuid('customer_id'),
    /** The account's loyalty membership of the brand when the conversation started (the greeting differs). */
    loyaltyMember: boolean('loyalty_member').notNull().default(false),
    agentId: uuid('agent_id'),
    agentName: text('agent_name'),
    pagePath: text('page_path').notNull(),
    pageType: text('page_type').notNull(),
    blocked: boolean('blocked').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the conversation last entered the waiting queue (the console sorts by it). */
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    /** The highest seq allocated: `UPDATE … SET last_seq = last_seq + 1 RETURNING` in the inserting transaction. */
    lastSeq: integer('last_seq').notNull().default(0),
  },
  (t) => [
    check('chat_conversations_status', sql`${t.status} in ('bot', 'waiting', 'active', 'offline', 'closed')`),
    check('chat_conversations_visitor_kind', sql`${t.visitorKind} in ('account', 'guest')`),
    index('chat_conversations_open').on(t.status, t.brand, t.language).where(sql`status <> 'closed'`),
    index('chat_conversations_customer').on(t.customerId),
  ],
);

export const chatAttachments = pgTable(
  'chat_attachments',
  {
    id: uuid('id').primaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Sniffed from the bytes. */
    type: text('type').notNull(),
    size: integer('size').notNull(),
    uploadedBy: text('uploaded_by').$type<'shopper' | 'agent'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_attachments_conversation').on(t.conversationId)],
);

export const chatAttachmentFiles = pgTable('chat_attachment_files', {
  attachmentId: uuid('attachment_id')
    .primaryKey()
    .references(() => chatAttachments.id, { onDelete: 'cascade' }),
  bytes: bytea('bytes').notNull(),
});

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    author: text('author').$type<ChatAuthor>().notNull(),
    authorName: text('author_name'),
    body: text('body').notNull(),
    attachmentId: uuid('attachment_id').references(() => chatAttachments.id, { onDelete: 'set null' }),
    links: jsonb('links').$type<Array<{ title: string; href: string }>>().notNull().default([]),
    clientId: uuid('client_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_messages_seq').on(t.conversationId, t.seq),
    uniqueIndex('chat_messages_client_id').on(t.conversationId, t.clientId),
    check('chat_messages_author', sql`${t.author} in ('shopper', 'agent', 'bot', 'system')`),
  ],
);

/**
 * Random tokens that open a conversation, stored as SHA-256: `cookie` (the httpOnly sf_chat cookie of a browser) and
 * `email` (the link in an offline reply, which sets a new cookie on the browser that follows it).
 */
export const chatAccessTokens = pgTable(
  'chat_access_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'cookie' | 'email'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('chat_access_tokens_conversation').on(t.conversationId), check('chat_access_tokens_kind', sql`${t.kind} in ('cookie', 'email')`)],
);

/** A blocked visitor: by account, or by the SHA-256 of the lower-cased e-mail (guests). */
export const chatBlockedVisitors = pgTable(
  'chat_blocked_visitors',
  {
    id: uuid('id').primaryKey(),
    customerId: uuid('customer_id'),
    emailHash: text('email_hash'),
    conversationId: uuid('conversation_id'),
    blockedBy: text('blocked_by').notNull(),
    blockedAt: timestamp('blocked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_blocked_visitors_customer').on(t.customerId),
    index('chat_blocked_visitors_email').on(t.emailHash),
    check('chat_blocked_visitors_who', sql`${t.customerId} is not null or ${t.emailHash} is not null`),
  ],
);

/** Agents with an open console, per server instance (refreshed while connected; stale rows count as offline). */
export const chatAgentPresence = pgTable(
  'chat_agent_presence',
  {
    operatorId: uuid('operator_id').notNull(),
    instanceId: text('instance_id').notNull(),
    name: text('name').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.operatorId, t.instanceId] })],
);
