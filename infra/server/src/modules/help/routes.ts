/**
 * HTTP surface of the help module: the help centre (topics, articles, search) for shoppers, the contact form, and
 * customer service's case pages (role `customer-service`: 401 without an operator session, 403 without the role).
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  CaseDetailSchema,
  CaseListQuerySchema,
  CaseListSchema,
  CaseParamsSchema,
  CaseStatusBodySchema,
  ContactCaseBodySchema,
  ContactCaseCreatedSchema,
  HelpArticlePageSchema,
  HelpArticleParamsSchema,
  HelpSearchQuerySchema,
  HelpSearchResultSchema,
  HelpTopicListSchema,
  HelpTopicParamsSchema,
  HelpTopicSchema,
  SiteQuerySchema,
} from '@sf/contracts/api';
import { CONTACT_ATTACHMENT_MAX_BYTES } from '@sf/contracts/help';
import { errorResponses, HttpError, notFound } from '../../http-errors';
import { limitPerAddress, limitPerKey } from '../../plugins/rate-limit';
import { siteContext } from '../../site-context';
import { checkAttachment } from './attachment';

/** Per client address and per e-mail address: a shopper writes a few messages, never dozens. */
export const CONTACT_LIMITS = {
  perAddress: { limit: 10, windowSeconds: 60 * 60 },
  perEmail: { limit: 3, windowSeconds: 60 * 60 },
};
/** The JSON around a base64 attachment of the largest size (4/3 of it) and a long message. */
const CONTACT_BODY_LIMIT = Math.ceil((CONTACT_ATTACHMENT_MAX_BYTES * 4) / 3) + 64 * 1024;

const tags = ['help'];
const caseTags = ['help', 'internal'];
const operatorErrors = {
  401: ApiErrorSchema.describe('No operator session'),
  403: ApiErrorSchema.describe('The operator lacks the customer-service role, or the request is cross-site'),
};

export const helpRoutes: FastifyPluginAsyncZod = async (app) => {
  const cached = (reply: { header(name: string, value: string): unknown }) => reply.header('cache-control', 'public, max-age=300');

  app.get('/api/help/topics', {
    schema: {
      tags,
      summary: 'Every help topic of the site, in its language; popular ones flagged',
      querystring: SiteQuerySchema,
      response: { 200: HelpTopicListSchema, 400: errorResponses[400] },
    },
    handler: async (request, reply) => {
      cached(reply);
      return app.helpCentre.topics(siteContext(request.query));
    },
  });

  app.get('/api/help/topics/:topic', {
    schema: {
      tags,
      summary: 'A help topic and its articles (question and answer)',
      params: HelpTopicParamsSchema,
      querystring: SiteQuerySchema,
      response: { 200: HelpTopicSchema, 400: errorResponses[400], 404: errorResponses[404] },
    },
    handler: async (request, reply) => {
      const topic = app.helpCentre.topic(siteContext(request.query), request.params.topic);
      if (!topic) throw notFound(`No help topic ${request.params.topic}`);
      cached(reply);
      return topic;
    },
  });

  app.get('/api/help/topics/:topic/:article', {
    schema: {
      tags,
      summary: 'One help article with the other articles of its topic',
      params: HelpArticleParamsSchema,
      querystring: SiteQuerySchema,
      response: { 200: HelpArticlePageSchema, 400: errorResponses[400], 404: errorResponses[404] },
    },
    handler: async (request, reply) => {
      const { topic, article } = request.params;
      const page = app.helpCentre.article(siteContext(request.query), topic, article);
      if (!page) throw notFound(`No help article ${topic}/${article}`);
      cached(reply);
      return page;
    },
  });

  app.get('/api/search/articles', {
    schema: {
      tags: ['help', 'search'],
      summary: "Help articles matching the words typed, in the site's language, best first",
      querystring: HelpSearchQuerySchema,
      response: { 200: HelpSearchResultSchema, 400: errorResponses[400] },
    },
    handler: async (request) => app.helpCentre.search(siteContext(request.query), request.query.q),
  });

  app.post('/api/help/cases', {
    schema: {
      tags,
      summary: 'The contact form: opens a customer-service case and e-mails its reference (a repeated idempotency key answers the first case)',
      body: ContactCaseBodySchema,
      response: {
        200: ContactCaseCreatedSchema.describe('This idempotency key made this case before; nothing new was created'),
        201: ContactCaseCreatedSchema,
        400: errorResponses[400],
        409: ApiErrorSchema.describe('The idempotency key was used for a message from another e-mail address'),
        413: ApiErrorSchema.describe('The attachment (or the request) is too large'),
        415: ApiErrorSchema.describe('The attachment is not a JPEG, PNG, WebP or GIF image or a PDF'),
        429: ApiErrorSchema.describe('Too many messages from this address or for this e-mail; see Retry-After'),
      },
    },
    bodyLimit: CONTACT_BODY_LIMIT,
    config: limitPerAddress('help-cases', CONTACT_LIMITS.perAddress, 'messages'),
    handler: async (request, reply) => {
      const { idempotencyKey, brand, locale, topic, email, name, orderNumber, message, attachment } = request.body;
      reply.header('cache-control', 'no-store');
      const replayed = await app.cases.byKey(idempotencyKey);
      if (replayed) {
        if (replayed.email !== email) throw new HttpError(409, 'idempotencyKey: this key belongs to another message; send a new one');
        return reply.code(200).send({ reference: replayed.reference, createdAt: replayed.createdAt.toISOString() });
      }
      await limitPerKey(app.keyValue, {
        group: 'help-cases-email',
        key: `${brand}|${email}`,
        max: CONTACT_LIMITS.perEmail.limit,
        windowSeconds: CONTACT_LIMITS.perEmail.windowSeconds,
        what: 'messages for this e-mail address',
      });
      const checked = attachment ? await checkAttachment(attachment) : null;
      const created = await app.cases.create({ idempotencyKey, brand, locale, topic, email, name, orderNumber: orderNumber ?? null, message }, checked);
      if (created.email !== email) throw new HttpError(409, 'idempotencyKey: this key belongs to another message; send a new one');
      return reply.code(created.created ? 201 : 200).send({ reference: created.reference, createdAt: created.createdAt.toISOString() });
    },
  });

  const customerService = { preHandler: app.requireOperatorRole('customer-service') };

  app.get('/api/internal/cases', {
    ...customerService,
    schema: {
      tags: caseTags,
      summary: 'Customer-service cases, newest first',
      querystring: CaseListQuerySchema,
      response: { 200: CaseListSchema, 400: errorResponses[400], ...operatorErrors },
    },
    handler: async (request, reply) => reply.header('cache-control', 'no-store').send({ cases: await app.cases.list(request.query.status) }),
  });

  app.get('/api/internal/cases/:reference', {
    ...customerService,
    schema: {
      tags: caseTags,
      summary: 'One case with its message',
      params: CaseParamsSchema,
      response: { 200: CaseDetailSchema, 400: errorResponses[400], 404: errorResponses[404], ...operatorErrors },
    },
    handler: async (request, reply) => {
      const found = await app.cases.get(request.params.reference);
      if (!found) throw notFound(`No case ${request.params.reference}`);
      return reply.header('cache-control', 'no-store').send(found);
    },
  });

  app.get('/api/internal/cases/:reference/attachment', {
    ...customerService,
    schema: {
      tags: caseTags,
      summary: "The case's attachment, as a download",
      params: CaseParamsSchema,
      response: { 200: z.any().describe('the file, as an image or PDF download'), 400: errorResponses[400], 404: errorResponses[404], ...operatorErrors },
    },
    handler: async (request, reply) => {
      const file = await app.cases.attachment(request.params.reference);
      if (!file) throw notFound(`Case ${request.params.reference} has no attachment`);
      // Always a download with the sniffed type: a file a shopper sent never renders inside our origin.
      return reply
        .header('content-type', file.contentType)
        .header(
          'content-disposition',
          `attachment; filename="${file.fileName.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  });

  app.put('/api/internal/cases/:reference/status', {
    ...customerService,
    schema: {
      tags: caseTags,
      summary: "Changes a case's status (who changed it is recorded)",
      params: CaseParamsSchema,
      body: CaseStatusBodySchema,
      response: { 200: CaseDetailSchema, 400: errorResponses[400], 404: errorResponses[404], ...operatorErrors },
    },
    handler: async (request, reply) => {
      const { reference } = request.params;
      await app.cases.setStatus(reference, request.body.status, request.operator?.email ?? 'unknown');
      const updated = await app.cases.get(reference);
      if (!updated) throw notFound(`No case ${reference}`);
      return reply.header('cache-control', 'no-store').send(updated);
    },
  });
};
