/**
 * The shopper's chat API: availability, the prechat form (sets the httpOnly sf_chat cookie), the current
 * conversation, closing it, attachments, and the offline reply's link that continues a conversation on this browser.
 * The browser's conversation is the one its cookie opens; an account's conversation also needs that account signed in.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { ApiErrorSchema } from '@sf/contracts/api';
import { localizePath } from '@sf/contracts';
import {
  CHAT_ATTACHMENT_MAX_BYTES,
  ChatAttachmentSchema,
  ChatAvailabilitySchema,
  ChatCloseBodySchema,
  ChatCurrentSchema,
  ChatStartBodySchema,
} from '@sf/contracts/chat';
import { LOCALE_CODES } from '@sf/remote-contract';
import { errorResponses, HttpError } from '../../http-errors';
import { limitPerAddress } from '../../plugins/rate-limit';
import { refuseCrossSite } from '../../plugins/same-site';
import { brandOfHostFor } from '../../site-context';
import { holdsRole, readOperatorCookie } from '../operators';
import { attachmentById, attachmentBytes, contentDisposition, storeAttachment } from './attachments';
import { conversationView, type ConversationRow } from './store';
import { clearChatCookie, conversationOfToken, issueToken, readChatCookie, setChatCookie } from './tokens';

const tags = ['chat'];
export const CHAT_START_LIMIT = { limit: 10, windowSeconds: 3600 };
export const CHAT_UPLOAD_LIMIT = { limit: 30, windowSeconds: 3600 };
export const NO_CONVERSATION = 'No conversation is open in this browser';

/** The x-file-name header, URI-encoded by the widget (a name with non-ASCII characters); taken as is when it is not. */
function fileNameOf(header: string | undefined): string {
  if (!header) return 'attachment';
  try {
    return decodeURIComponent(header);
  } catch {
    return header;
  }
}

const crossSite = ApiErrorSchema.describe('Sent from another site');
const tooMany = ApiErrorSchema.describe('Too many from this address; see Retry-After');

export const chatShopperRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.chat;
  const db = app.database.db;
  const brandOf = brandOfHostFor(app.config);
  const localeConfig = { strategy: app.config.LOCALE_PREFIX_STRATEGY, defaultLocale: app.config.DEFAULT_LOCALE };

  /** This browser's conversation (open or closed), when its account (if any) is the one signed in. */
  async function browserConversation(request: FastifyRequest): Promise<ConversationRow | null> {
    const conversation = await conversationOfToken(db, readChatCookie(request), 'cookie', service.now());
    if (!conversation) return null;
    if (conversation.customerId && conversation.customerId !== (await app.currentCustomer(request))?.customerId) return null;
    return conversation;
  }

  async function openConversation(request: FastifyRequest): Promise<ConversationRow> {
    const conversation = await browserConversation(request);
    if (!conversation || conversation.status === 'closed') throw new HttpError(404, NO_CONVERSATION);
    return conversation;
  }

  async function currentOf(conversationId: string) {
    const current = await service.current(conversationId);
    if (!current) throw new HttpError(404, NO_CONVERSATION);
    return { conversation: conversationView(current.conversation), messages: current.messages };
  }

  // Attachments arrive as the file's bytes; their type is read from those bytes.
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: CHAT_ATTACHMENT_MAX_BYTES + 1 }, (_request, body, done) => done(null, body));

  app.get('/api/chat/availability', {
    schema: {
      tags,
      summary: "Whether agents (or the bot) answer now on this site's chat queue, and today's hours",
      querystring: z.object({ site: z.enum(LOCALE_CODES) }),
      response: { 200: ChatAvailabilitySchema, 400: errorResponses[400], 404: ApiErrorSchema.describe('No live chat on this site') },
    },
    handler: async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await service.availability(brandOf(request.hostname), request.query.site)),
  });

  app.post('/api/chat/conversations', {
    schema: {
      tags,
      summary: 'Start a conversation (the prechat form); sets the httpOnly sf_chat cookie. A signed-in shopper writes as their account',
      body: ChatStartBodySchema,
      response: {
        200: ChatCurrentSchema.describe('This browser already has an open conversation: that one'),
        201: ChatCurrentSchema,
        400: errorResponses[400],
        403: ApiErrorSchema.describe('Sent from another site, or the visitor is blocked'),
        429: tooMany,
      },
    },
    bodyLimit: 16 * 1024,
    config: limitPerAddress('chat-starts', CHAT_START_LIMIT, 'conversations'),
    onRequest: refuseCrossSite,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const existing = await browserConversation(request);
      if (existing && existing.status !== 'closed') return reply.code(200).send(await currentOf(existing.id));
      const customer = await app.currentCustomer(request);
      const started = await service.start({ brand: brandOf(request.hostname), body: request.body, customer });
      setChatCookie(request, reply, started.cookieToken);
      return reply.code(201).send(await currentOf(started.conversationId));
    },
  });

  app.get('/api/chat/conversations/current', {
    // 204 when this browser has none: every page the launcher loads on asks, and "none" is no error (a 404 is logged
    // by the browser as a failed resource on every such page).
    schema: { tags, summary: "This browser's open conversation and its messages; 204 when it has none", response: { 200: ChatCurrentSchema, 204: z.null() } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const conversation = await browserConversation(request);
      const current = conversation && conversation.status !== 'closed' ? await service.current(conversation.id) : null;
      if (!current) return reply.code(204).send(null);
      return reply.send({ conversation: conversationView(current.conversation), messages: current.messages });
    },
  });

  app.post('/api/chat/conversations/current/close', {
    schema: {
      tags,
      summary: "End this browser's conversation; transcript: true e-mails it to the shopper",
      body: ChatCloseBodySchema,
      response: { 204: z.null(), 400: errorResponses[400], 403: crossSite, 404: errorResponses[404] },
    },
    bodyLimit: 1024,
    onRequest: refuseCrossSite,
    handler: async (request, reply) => {
      const conversation = await openConversation(request);
      await service.close(conversation.id, 'shopper', request.body.transcript);
      clearChatCookie(request, reply);
      return reply.code(204).send(null);
    },
  });

  app.post('/api/chat/conversations/current/attachments', {
    schema: {
      tags,
      summary: 'Attach a file to the conversation (the file as the body, its name in x-file-name; JPEG, PNG, WebP or PDF by its bytes; at most 5 MB)',
      headers: z.object({ 'x-file-name': z.string().max(500).optional() }),
      response: {
        201: ChatAttachmentSchema,
        400: errorResponses[400],
        403: crossSite,
        404: errorResponses[404],
        413: ApiErrorSchema.describe('The file is too large'),
        415: ApiErrorSchema.describe('Not a JPEG, PNG, WebP or PDF file'),
        429: tooMany,
      },
    },
    bodyLimit: CHAT_ATTACHMENT_MAX_BYTES + 1,
    config: limitPerAddress('chat-uploads', CHAT_UPLOAD_LIMIT, 'uploads'),
    onRequest: refuseCrossSite,
    handler: async (request, reply) => {
      const conversation = await openConversation(request);
      if (conversation.blocked) throw new HttpError(403, 'This chat is not available to you');
      const body = request.body;
      if (!Buffer.isBuffer(body)) throw new HttpError(400, 'attachment: send the file as the request body');
      const name = fileNameOf(request.headers['x-file-name']);
      const attachment = await storeAttachment(db, { conversationId: conversation.id, name, bytes: body, uploadedBy: 'shopper' });
      return reply.code(201).header('cache-control', 'no-store').send(attachment);
    },
  });

  app.get('/api/chat/attachments/:id', {
    schema: {
      tags,
      summary: "A conversation's file, as a download: to that conversation's shopper or an agent only (404 to anyone else)",
      params: z.object({ id: z.string().uuid('id: expected an attachment id') }),
      response: { 200: z.any().describe('the file, as an image or PDF download'), 400: errorResponses[400], 404: errorResponses[404] },
    },
    handler: async (request, reply) => {
      const attachment = await attachmentById(db, request.params.id);
      const missing = new HttpError(404, `attachment: no attachment ${request.params.id}`);
      if (!attachment) throw missing;
      const operator = await app.operators.session(readOperatorCookie(request));
      const agent = operator !== null && holdsRole(operator.roles, 'agent');
      if (!agent && (await browserConversation(request))?.id !== attachment.conversationId) throw missing;
      const bytes = await attachmentBytes(db, attachment.id);
      if (!bytes) throw missing;
      // Always a download with the sniffed type: a file a visitor sent never renders inside our origin.
      return reply
        .header('content-type', attachment.type)
        .header('content-disposition', contentDisposition(attachment.name))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  });

  app.get('/api/chat/continue', {
    schema: {
      tags,
      summary: "The offline reply e-mail's link: continues that conversation on this browser (sets sf_chat) and opens the site with the chat",
      querystring: z.object({ token: z.string().max(100) }),
      response: { 302: z.null().describe('To the site home, #chat'), 400: errorResponses[400], 404: errorResponses[404] },
    },
    handler: async (request, reply) => {
      const conversation = await conversationOfToken(db, request.query.token, 'email', service.now());
      if (!conversation || conversation.status === 'closed' || conversation.blocked) {
        throw new HttpError(404, 'This chat link has expired or the conversation has ended; start a new chat from the shop');
      }
      await service.resume(conversation);
      setChatCookie(request, reply, await issueToken(db, conversation.id, 'cookie', service.now()));
      // A path of this origin only, never a URL from the request: no open redirect.
      return reply.header('cache-control', 'no-store').redirect(`${localizePath('/', conversation.locale, localeConfig)}#chat`, 302);
    },
  });
};
