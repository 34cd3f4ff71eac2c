/**
 * Live chat (issue 27): the one description of the chat service that the server, the shopper's widget (mfe-chat) and
 * the agent console (mfe-content-help) share. REST payloads and every WebSocket frame of `/api/chat/ws` are zod
 * schemas here, so a frame one side sends and the other cannot read fails a typecheck or a unit test, not a shopper.
 *
 * Delivery: each message a client sends carries a `clientId` (a UUID it made); the server stores it under a unique
 * (conversation, clientId) constraint and answers `ack` with the stored message, so a resend after a dropped
 * connection gets the first message back instead of a second copy. Every stored message has a `seq`, ascending per
 * conversation; a client that reconnects says the last `seq` it saw and gets everything after it, in order.
 */
import { z } from 'zod';
import { BRAND_KEYS, LOCALE_CODES, type LocaleCode } from '@sf/remote-contract';

/** Languages the chat queues are staffed for. */
export const CHAT_LANGUAGES = ['en_GB', 'en_US', 'de', 'fr', 'it', 'es', 'es_US', 'nl', 'pl', 'pt'] as const;
export type ChatLanguage = (typeof CHAT_LANGUAGES)[number];

/**
 * Spec §9: the chat language is mapped from the site locale. A Record over every LocaleCode, so adding a locale
 * fails the type check here until someone decides its chat language. null = no live chat there (the Canada locales).
 */
export const CHAT_LANGUAGE_BY_LOCALE: Readonly<Record<LocaleCode, ChatLanguage | null>> = {
  'uk-en': 'en_GB',
  'de-de': 'de',
  'fr-fr': 'fr',
  'it-it': 'it',
  'es-es': 'es',
  'nl-nl': 'nl',
  'pl-pl': 'pl',
  'pt-pt': 'pt',
  'at-de': 'de',
  'be-nl': 'nl',
  'ch-fr': 'fr',
  'us-en': 'en_US',
  'us-es': 'es_US',
  'ca-en': null,
  'ca-fr': null,
};

export function chatLanguageFor(locale: LocaleCode): ChatLanguage | null {
  return CHAT_LANGUAGE_BY_LOCALE[locale] ?? null;
}

/** Spec §3 live chat settings: the prechat form has an e-mail field and a query-topic field. */
export const CHAT_QUERY_TOPICS = ['order', 'returns', 'product', 'other'] as const;
export type ChatQueryTopic = (typeof CHAT_QUERY_TOPICS)[number];

/** Limits (clear 4xx / error frames beyond them). */
export const CHAT_MESSAGE_MAX = 2000;
export const CHAT_NAME_MAX = 80;
export const CHAT_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
/** Sniffed from the bytes, never taken from the name or the declared type. */
export const CHAT_ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
/** A visitor may send this many messages per window; the next answers an error frame `rate-limited`. */
export const CHAT_MESSAGE_RATE = { limit: 10, windowMs: 10_000 } as const;
/** Spec §9: the widget polls page data every 5 s before it starts. */
export const CHAT_POLLING_MS = 5000;
/** The WebSocket path (spec'd by issue 27). */
export const CHAT_WS_PATH = '/api/chat/ws';

/** A queue: one brand and one chat language. Written `brand:language` where a string is needed. */
export const ChatQueueSchema = z.object({ brand: z.enum(BRAND_KEYS), language: z.enum(CHAT_LANGUAGES) });
export type ChatQueue = z.infer<typeof ChatQueueSchema>;
export const chatQueueKey = (queue: ChatQueue): string => `${queue.brand}:${queue.language}`;

/**
 * bot: the assistant answers; waiting: queued for a human; active: an agent has it; offline: left outside business
 * hours, answered by e-mail (a reply continues it); closed: ended by either side.
 */
export const CHAT_CONVERSATION_STATUSES = ['bot', 'waiting', 'active', 'offline', 'closed'] as const;
export type ChatConversationStatus = (typeof CHAT_CONVERSATION_STATUSES)[number];

export const CHAT_AUTHORS = ['shopper', 'agent', 'bot', 'system'] as const;
export type ChatAuthor = (typeof CHAT_AUTHORS)[number];

export const ChatAttachmentSchema = z.object({
  id: z.string().uuid(),
  name: z.string().max(200),
  type: z.enum(CHAT_ATTACHMENT_TYPES),
  size: z.number().int().positive(),
  /** Served only to the conversation's shopper and agents (same-origin path). */
  url: z.string(),
});
export type ChatAttachment = z.infer<typeof ChatAttachmentSchema>;

/** A bot answer's source: a help article in the shopper's language. */
export const ChatLinkSchema = z.object({ title: z.string(), href: z.string() });

export const ChatMessageSchema = z.object({
  id: z.string().uuid(),
  conversationId: z.string().uuid(),
  /** Ascending per conversation, from 1. */
  seq: z.number().int().positive(),
  author: z.enum(CHAT_AUTHORS),
  /** The agent's display name, the bot's name; null for the shopper and system lines. */
  authorName: z.string().nullable(),
  /** Raw text as typed; every client renders it escaped. System lines carry a code the client translates. */
  body: z.string(),
  attachment: ChatAttachmentSchema.nullable(),
  links: z.array(ChatLinkSchema),
  /** The sender's own id for the message (shopper and agent messages); null for bot and system lines. */
  clientId: z.string().uuid().nullable(),
  sentAt: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** System lines' bodies are one of these codes; each client shows them in its own words. */
export const CHAT_SYSTEM_CODES = ['agent-joined', 'transferred', 'handoff', 'ended-by-agent', 'ended-by-shopper', 'left-message'] as const;

export const ChatConversationSchema = z.object({
  id: z.string().uuid(),
  status: z.enum(CHAT_CONVERSATION_STATUSES),
  queue: ChatQueueSchema,
  topic: z.enum(CHAT_QUERY_TOPICS),
  /** Whoever has it now (active), else null. */
  agentName: z.string().nullable(),
  visitor: z.object({
    /** account: tied server-side to the signed-in shopper; guest: identified by the prechat e-mail only. */
    kind: z.enum(['account', 'guest']),
    email: z.string(),
    name: z.string().nullable(),
    loyaltyMember: z.boolean(),
  }),
  startedAt: z.string(),
  closedAt: z.string().nullable(),
  /** The highest seq stored. */
  lastSeq: z.number().int().nonnegative(),
});
export type ChatConversation = z.infer<typeof ChatConversationSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Shopper REST

/** GET /api/chat/availability?site=…: spec §4 "agent or chatbot availability follows a settings callback". */
export const ChatAvailabilitySchema = z.object({
  queue: ChatQueueSchema,
  /** Within the country's business hours now. */
  open: z.boolean(),
  agentsOnline: z.number().int().nonnegative(),
  /** Who answers a new conversation: the bot first, a human, or a message left for e-mail. */
  mode: z.enum(['bot', 'agent', 'offline']),
  /** Today's hours in the country's time zone, e.g. "09:00–18:00", or null when closed all day. */
  hoursToday: z.string().nullable(),
  timeZone: z.string(),
});
export type ChatAvailability = z.infer<typeof ChatAvailabilitySchema>;

/**
 * POST /api/chat/conversations: the prechat form. A signed-in shopper's e-mail and name come from the account, never
 * from this body; a guest's `email` is required. Sets the httpOnly `sf_chat` cookie that identifies the conversation
 * to this browser (reload, other pages, the WebSocket).
 */
export const ChatStartBodySchema = z.object({
  site: z.enum(LOCALE_CODES),
  email: z.string().trim().max(254).optional(),
  name: z.string().trim().max(CHAT_NAME_MAX).optional(),
  topic: z.enum(CHAT_QUERY_TOPICS),
  /** The first message, optional (outside hours it is the message left). */
  message: z.string().trim().max(CHAT_MESSAGE_MAX).optional(),
  /** Where the shopper is (the agent sees it). */
  page: z.object({ path: z.string().max(500), type: z.string().max(40) }),
  /** Spec §5: the privacy notice was shown (and, in German and Dutch, acknowledged). */
  privacyAccepted: z.literal(true),
});
export type ChatStartBody = z.infer<typeof ChatStartBodySchema>;

/** GET /api/chat/conversations/current (204 when this browser has none open) and the answer to a start. */
export const ChatCurrentSchema = z.object({ conversation: ChatConversationSchema, messages: z.array(ChatMessageSchema) });
export type ChatCurrent = z.infer<typeof ChatCurrentSchema>;

/** POST /api/chat/conversations/current/close: `transcript` e-mails the conversation to the shopper. */
export const ChatCloseBodySchema = z.object({ transcript: z.boolean() });

// POST /api/chat/conversations/current/attachments: the raw file as the body (Content-Type of the file, name in the
// `x-file-name` header); answers ChatAttachmentSchema (201). Sending it is a `send` frame with its `attachmentId`.

// ---------------------------------------------------------------------------------------------------------------
// WebSocket frames (JSON text frames on /api/chat/ws). The connection is identified by the cookies it was opened with:
// the shopper's `sf_chat` (and account session), or the operator session of an agent.

const clientId = z.string().uuid();

export const ChatClientFrameSchema = z.discriminatedUnion('type', [
  /**
   * First frame. shopper: resume the cookie's conversation after `lastSeq`; agent: subscribe to the queues. Nested
   * on `as`: zod refuses two members with the same `type` in one discriminated union.
   */
  z.discriminatedUnion('as', [
    z.object({ type: z.literal('hello'), as: z.literal('shopper'), lastSeq: z.number().int().nonnegative() }),
    z.object({ type: z.literal('hello'), as: z.literal('agent') }),
  ]),
  /** Agent: follow a conversation (its messages and typing), from `lastSeq`. */
  z.object({ type: z.literal('watch'), conversationId: z.string().uuid(), lastSeq: z.number().int().nonnegative() }),
  z.object({
    type: z.literal('send'),
    conversationId: z.string().uuid(),
    clientId,
    body: z.string().max(CHAT_MESSAGE_MAX),
    attachmentId: z.string().uuid().optional(),
  }),
  z.object({ type: z.literal('typing'), conversationId: z.string().uuid(), typing: z.boolean() }),
  /** Shopper: ask for a human (bot handoff). */
  z.object({ type: z.literal('handoff'), conversationId: z.string().uuid() }),
  z.object({ type: z.literal('ping') }),
]);
export type ChatClientFrame = z.infer<typeof ChatClientFrameSchema>;

/** A waiting or active conversation as the agent console lists it. */
export const ChatConversationSummarySchema = ChatConversationSchema.extend({
  lastMessage: z.string().nullable(),
  waitingSince: z.string().nullable(),
});
export type ChatConversationSummary = z.infer<typeof ChatConversationSummarySchema>;

export const CHAT_ERROR_CODES = ['bad-frame', 'not-allowed', 'not-found', 'closed', 'rate-limited', 'too-long', 'blocked', 'unavailable'] as const;

export const ChatServerFrameSchema = z.discriminatedUnion('type', [
  /** Answer to hello: the conversation (shopper) and every message after the `lastSeq` it sent, in order. */
  z.object({ type: z.literal('welcome'), conversation: ChatConversationSchema.nullable(), messages: z.array(ChatMessageSchema) }),
  /** The stored message for a `send` (also for a resend of the same clientId). */
  z.object({ type: z.literal('ack'), clientId, message: ChatMessageSchema }),
  z.object({ type: z.literal('message'), message: ChatMessageSchema }),
  z.object({ type: z.literal('typing'), conversationId: z.string().uuid(), author: z.enum(['shopper', 'agent']), typing: z.boolean() }),
  /** The conversation changed (agent joined, transferred, closed, …). */
  z.object({ type: z.literal('conversation'), conversation: ChatConversationSchema }),
  /** Agent: the queues they follow changed. */
  z.object({ type: z.literal('queues'), waiting: z.array(ChatConversationSummarySchema), active: z.array(ChatConversationSummarySchema) }),
  /** `clientId` when the error answers a `send`. */
  z.object({ type: z.literal('error'), code: z.enum(CHAT_ERROR_CODES), message: z.string(), clientId: clientId.optional() }),
  /** The server is shutting down: reconnect (another instance answers). */
  z.object({ type: z.literal('reconnect') }),
  z.object({ type: z.literal('pong') }),
]);
export type ChatServerFrame = z.infer<typeof ChatServerFrameSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Agent REST (/api/internal/chat/…, operator session with the `agent` role)

/** GET /api/internal/chat/queues: waiting and active conversations of every queue, and who is online. */
export const ChatQueuesSchema = z.object({
  waiting: z.array(ChatConversationSummarySchema),
  active: z.array(ChatConversationSummarySchema),
  agents: z.array(z.object({ id: z.string(), name: z.string(), online: z.boolean() })),
});

/** GET /api/internal/chat/conversations/{id}: the conversation, its messages and the shopper's context. */
export const ChatAgentViewSchema = z.object({
  conversation: ChatConversationSchema,
  messages: z.array(ChatMessageSchema),
  context: z.object({
    page: z.object({ path: z.string(), type: z.string() }),
    site: z.enum(LOCALE_CODES),
    basket: z.object({ itemCount: z.number().int(), total: z.string().nullable() }).nullable(),
    recentOrders: z.array(z.object({ orderNumber: z.string(), status: z.string(), placedAt: z.string(), total: z.string() })),
    loyaltyTier: z.string().nullable(),
  }),
  /** The agent this conversation is assigned to (null while waiting). */
  agentId: z.string().nullable(),
});
export type ChatAgentView = z.infer<typeof ChatAgentViewSchema>;

// POST /api/internal/chat/conversations/{id}/claim: the agent takes a waiting conversation (204); 409 "another agent
// already took this conversation" when someone was quicker (a database condition decides, not the console).
// POST /api/internal/chat/conversations/{id}/close: body ChatCloseBodySchema (transcript e-mailed when true).
// POST /api/internal/chat/conversations/{id}/block: the visitor can start no conversation and send nothing more.
// GET /api/chat/attachments/{id}: the file, to the conversation's shopper or an agent only (404 to anyone else).

/** POST …/{id}/transfer: to another queue or a named agent (a reported transfer event). */
export const ChatTransferBodySchema = z
  .object({ queue: ChatQueueSchema.optional(), agentId: z.string().optional() })
  .refine((body) => (body.queue ? 1 : 0) + (body.agentId ? 1 : 0) === 1, 'name either a queue or an agent');

/** GET /api/internal/chat/canned?language=…: canned replies per language. */
export const ChatCannedRepliesSchema = z.object({ replies: z.array(z.object({ id: z.string(), title: z.string(), body: z.string() })) });

// ---------------------------------------------------------------------------------------------------------------
// What both clients (the widget and the agent console) do alike

/** Waits before the 1st, 2nd, 3rd … reconnect; the last repeats. */
export const CHAT_RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000] as const;

/** ws: or wss: to the page's own host (the cookies of the shop travel with the upgrade). */
export function chatSocketUrl(location: Pick<Location, 'protocol' | 'host'>, path: string = CHAT_WS_PATH): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${path}`;
}

/**
 * Adds `incoming` to `current`: one entry per id (a message replayed after a reconnect, or both acked and broadcast,
 * shows once) and ascending seq (frames may arrive out of order across a reconnect). Returns `current` itself when
 * nothing is new, so a store can skip a render.
 */
export function mergeChatMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[]): readonly ChatMessage[] {
  const known = new Set(current.map((message) => message.id));
  const fresh = incoming.filter((message) => {
    if (known.has(message.id)) return false;
    known.add(message.id);
    return true;
  });
  if (fresh.length === 0) return current;
  return [...current, ...fresh].sort((a, b) => a.seq - b.seq);
}

export const highestChatSeq = (messages: readonly ChatMessage[], floor = 0): number => messages.reduce((max, message) => Math.max(max, message.seq), floor);
