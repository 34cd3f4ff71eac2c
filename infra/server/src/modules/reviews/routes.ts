/**
 * Public review and question APIs (rate limited per address, cross-site writes refused) and the moderation API
 * (operators holding the moderator role). Text is stored as sent and returned as JSON; pages render it escaped.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LOCALES } from '@sf/remote-contract';
import {
  AnswerBodySchema,
  ApiErrorSchema,
  HelpfulVoteSchema,
  ModerationDecisionSchema,
  ModerationQueueSchema,
  NewQuestionSchema,
  NewReviewSchema,
  QuestionListSchema,
  QuestionSchema,
  ReportBodySchema,
  REVIEW_PHOTO_LIMITS,
  ReviewListQuerySchema,
  ReviewListSchema,
  ReviewProductIdSchema,
  ReviewSchema,
  SiteQuerySchema,
  SubmittedSchema,
  UploadedPhotoSchema,
} from '@sf/contracts/api';
import { errorResponses, HttpError } from '../../http-errors';
import { limitPerAddress } from '../../plugins/rate-limit';
import { refuseCrossSite } from '../../plugins/same-site';
import { siteContext } from '../../site-context';
import { hasPaidOrderWith } from '../orders';
import { takePhoto } from './photo-intake';

const tags = ['reviews'];
const security = [{ operatorSession: [] }];

/** Per address. A shopper writes a review or a question now and then; votes and reports come in small bursts. */
export const REVIEW_LIMITS = {
  reviews: { limit: 5, windowSeconds: 3600 },
  questions: { limit: 5, windowSeconds: 3600 },
  photos: { limit: 20, windowSeconds: 3600 },
  votes: { limit: 60, windowSeconds: 600 },
  reports: { limit: 10, windowSeconds: 3600 },
};

/** The visitor a vote or report counts for: the signed-in customer, else this cookie (made on the first vote). */
export const VOTER_COOKIE = 'sf_rv';
const VOTER_PATTERN = /^[0-9a-f-]{36}$/;

const tooMany = ApiErrorSchema.describe('Too many from this address; see Retry-After');
const ReviewIdParams = z.object({ id: z.string().uuid('id: expected a review id') });
const QuestionIdParams = z.object({ id: z.string().uuid('id: expected a question id') });
const ProductParams = z.object({ productId: ReviewProductIdSchema });

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.reviews;

  async function voterOf(request: FastifyRequest, reply: FastifyReply): Promise<string> {
    const customer = await app.currentCustomer(request);
    if (customer) return `customer:${customer.customerId}`;
    const cookie = request.cookies[VOTER_COOKIE];
    if (cookie && VOTER_PATTERN.test(cookie)) return `visitor:${cookie}`;
    const made = randomUUID();
    reply.setCookie(VOTER_COOKIE, made, { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', maxAge: 365 * 86_400 });
    return `visitor:${made}`;
  }

  async function productOr404(site: ReturnType<typeof siteContext>, productId: string) {
    const product = await app.catalog.getProduct(site, productId);
    if (!product) throw new HttpError(404, `product: no product ${productId}`);
    return product;
  }

  // Photos arrive as the file's bytes; whatever type the client claims, photo-intake reads the real one.
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: REVIEW_PHOTO_LIMITS.maxBytes + 1 }, (_request, body, done) => done(null, body));

  app.get('/api/reviews/:productId', {
    schema: {
      tags,
      summary: "A product's approved reviews: one page, sorted (newest, highest, lowest, helpful) and filtered by stars",
      params: ProductParams,
      querystring: ReviewListQuerySchema,
      response: { 200: ReviewListSchema, 400: errorResponses[400], 404: errorResponses[404] },
    },
    handler: async (request, reply) => {
      const site = siteContext(request.query);
      const product = await productOr404(site, request.params.productId);
      const list = await service.list(product.productId, request.query);
      return reply.header('cache-control', 'no-cache').send({ productId: product.productId, productName: product.name, productPath: product.path, ...list });
    },
  });

  app.post('/api/reviews/photos', {
    schema: {
      tags,
      summary: 'Upload a review photo (the file as the body; JPEG, PNG or WebP by its bytes; at most 8 MB)',
      response: {
        201: UploadedPhotoSchema,
        400: errorResponses[400],
        403: ApiErrorSchema.describe('Sent from another site'),
        413: ApiErrorSchema.describe('The file is too large'),
        415: ApiErrorSchema.describe('Not a JPEG, PNG or WebP image'),
        429: tooMany,
      },
    },
    bodyLimit: REVIEW_PHOTO_LIMITS.maxBytes + 1,
    config: limitPerAddress('review-photos', REVIEW_LIMITS.photos, 'photo uploads'),
    onRequest: refuseCrossSite,
    handler: async (request, reply) => {
      const body = request.body;
      if (!Buffer.isBuffer(body)) throw new HttpError(400, 'photo: send the image file as the request body');
      return reply.code(201).send(await takePhoto(app.images, body));
    },
  });

  app.post('/api/reviews/:productId', {
    schema: {
      tags,
      summary: 'Write a review (published once a moderator approves it; verified buyer is worked out from orders)',
      params: ProductParams,
      body: NewReviewSchema,
      response: {
        201: SubmittedSchema,
        400: errorResponses[400],
        403: ApiErrorSchema.describe('Sent from another site'),
        404: errorResponses[404],
        429: tooMany,
      },
    },
    bodyLimit: 32 * 1024,
    config: limitPerAddress('review-writes', REVIEW_LIMITS.reviews, 'reviews'),
    onRequest: refuseCrossSite,
    handler: async (request, reply) => {
      const site = siteContext(request.body);
      const product = await productOr404(site, request.params.productId);
      const { body } = request;
      for (const id of body.photoIds) {
        if (!(await app.images.hasOriginal(id))) throw new HttpError(400, `photoIds: no uploaded photo ${id}`);
      }
      const customer = await app.currentCustomer(request);
      // Never from the client: an account (or its verified e-mail), or the e-mail given, with a paid order of the product.
      const verifiedBuyer =
        (customer
          ? await hasPaidOrderWith(
              app.database.db,
              { customerId: customer.customerId, email: customer.emailVerified ? customer.email : null },
              product.productId,
            )
          : false) || (await hasPaidOrderWith(app.database.db, { customerId: null, email: body.email }, product.productId));
      const saved = await service.submitReview({
        productId: product.productId,
        brand: site.brand,
        language: LOCALES[site.locale].language,
        rating: body.rating,
        fit: body.fit,
        title: body.title,
        body: body.body,
        authorName: body.authorName,
        email: body.email,
        customerId: customer?.customerId ?? null,
        verifiedBuyer,
        photoIds: [...new Set(body.photoIds)],
      });
      return reply.code(201).send({ ...saved, message: 'Thank you: your review will appear once it has been checked.' });
    },
  });

  app.post('/api/reviews/:id/helpful', {
    schema: {
      tags,
      summary: 'Mark a review helpful (one vote per visitor; a repeat is answered with counted: false)',
      params: ReviewIdParams,
      response: {
        200: HelpfulVoteSchema,
        400: errorResponses[400],
        403: ApiErrorSchema.describe('Sent from another site'),
        404: errorResponses[404],
        429: tooMany,
      },
    },
    config: limitPerAddress('review-votes', REVIEW_LIMITS.votes, 'votes'),
    onRequest: refuseCrossSite,
    handler: async (request, reply) => {
      const voter = await voterOf(request, reply);
      return reply.header('cache-control', 'no-store').send(await service.voteHelpful(request.params.id, voter));
    },
  });

  app.post('/api/reviews/:id/report', {
    schema: {
      tags,
      summary: 'Report a review to the moderators (once per visitor)',
      params: ReviewIdParams,
      body: ReportBodySchema,
      response: { 204: z.null(), 400: errorResponses[400], 403: ApiErrorSchema.describe('Sent from another site'), 404: errorResponses[404], 429: tooMany },
    },
    bodyLimit: 4096,
    config: limitPerAddress('review-reports', REVIEW_LIMITS.reports, 'reports'),
    onRequest: refuseCrossSite,
    handler: async (request, reply) => {
      const reporter = await voterOf(request, reply);
      await service.report(request.params.id, reporter, request.body.reason, request.body.comment);
      return reply.code(204).send(null);
    },
  });

  app.get('/api/reviews/:productId/questions', {
    schema: {
      tags,
      summary: "A product's published questions with their answers",
      params: ProductParams,
      querystring: SiteQuerySchema,
      response: { 200: QuestionListSchema, 400: errorResponses[400], 404: errorResponses[404] },
    },
    handler: async (request, reply) => {
      const product = await productOr404(siteContext(request.query), request.params.productId);
      return reply.header('cache-control', 'no-cache').send({ productId: product.productId, items: await service.questions(product.productId) });
    },
  });

  app.post('/api/reviews/:productId/questions', {
    schema: {
      tags,
      summary: 'Ask a question about a product (published once a moderator approves or answers it)',
      params: ProductParams,
      body: NewQuestionSchema,
      response: {
        201: SubmittedSchema,
        400: errorResponses[400],
        403: ApiErrorSchema.describe('Sent from another site'),
        404: errorResponses[404],
        429: tooMany,
      },
    },
    bodyLimit: 8192,
    config: limitPerAddress('review-questions', REVIEW_LIMITS.questions, 'questions'),
    onRequest: refuseCrossSite,
    handler: async (request, reply) => {
      const site = siteContext(request.body);
      const product = await productOr404(site, request.params.productId);
      const saved = await service.submitQuestion({
        productId: product.productId,
        brand: site.brand,
        language: LOCALES[site.locale].language,
        body: request.body.body,
        authorName: request.body.authorName,
        email: request.body.email,
      });
      return reply.code(201).send({ ...saved, message: 'Thank you: your question will appear once it has been answered.' });
    },
  });

  // Moderation (operators with the moderator role; admins hold every role).
  const moderator = app.requireOperatorRole('moderator');
  const operatorErrors = { 401: ApiErrorSchema.describe('No operator session'), 403: ApiErrorSchema.describe('Not a moderator, or sent from another site') };

  app.get('/api/internal/moderation', {
    schema: {
      tags: ['internal'],
      summary: 'Reviews and questions waiting for a moderator',
      security,
      response: { 200: ModerationQueueSchema, ...operatorErrors },
    },
    preHandler: moderator,
    handler: async (_request, reply) => reply.header('cache-control', 'no-store').send(await service.queue()),
  });

  app.post('/api/internal/moderation/reviews/:id', {
    schema: {
      tags: ['internal'],
      summary: 'Approve or reject a review (updates the product rating)',
      security,
      params: ReviewIdParams,
      body: ModerationDecisionSchema,
      response: { 200: ReviewSchema, 400: errorResponses[400], ...operatorErrors, 404: errorResponses[404] },
    },
    preHandler: moderator,
    handler: async (request, reply) => {
      const review = await service.decideReview(request.params.id, request.body.decision, request.operator?.email ?? 'operator');
      request.log.info({ review: review.id, decision: request.body.decision, operator: request.operator?.email }, 'reviews: moderated a review');
      return reply.header('cache-control', 'no-store').send(review);
    },
  });

  app.post('/api/internal/moderation/questions/:id', {
    schema: {
      tags: ['internal'],
      summary: 'Approve or reject a question',
      security,
      params: QuestionIdParams,
      body: ModerationDecisionSchema,
      response: { 200: QuestionSchema, 400: errorResponses[400], ...operatorErrors, 404: errorResponses[404] },
    },
    preHandler: moderator,
    handler: async (request, reply) => reply.header('cache-control', 'no-store').send(await service.decideQuestion(request.params.id, request.body.decision)),
  });

  app.post('/api/internal/moderation/questions/:id/answer', {
    schema: {
      tags: ['internal'],
      summary: 'Answer a question (publishes it)',
      security,
      params: QuestionIdParams,
      body: AnswerBodySchema,
      response: { 200: QuestionSchema, 400: errorResponses[400], ...operatorErrors, 404: errorResponses[404] },
    },
    preHandler: moderator,
    handler: async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await service.answerQuestion(request.params.id, request.body.answer, request.operator?.email ?? 'operator')),
  });
};
