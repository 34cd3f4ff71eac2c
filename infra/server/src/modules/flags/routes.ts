/**
 * GET /fapi/featureFlags: flags for the locale named in the `locale` request header (default locale otherwise) and the
 * brand in the `brand` header (default brand otherwise), with the spec §3 evaluation context: a signed-in shopper is
 * a consumer with `isLoyaltyMember` from the loyalty module. The `ld-passthrough` header overrides flags outside
 * production (spec §7). GET /fapi/featureFlags/stream: the same flags as Server-Sent Events, sent again on every change.
 */
import { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema, BrandSchema, FeatureFlagsSchema, LocaleSchema } from '@sf/contracts/api';
import type { BrandKey, FlagContext, LocaleCode } from '@sf/remote-contract';
import { FLAG_PASSTHROUGH_HEADER, FLAG_PASSTHROUGH_QUERY, FLAG_STREAM_PATH } from '@sf/contracts/feature-flags';
import { errorResponses, HttpError } from '../../http-errors';
import { VISITOR_COOKIE } from '@sf/contracts/experiments';
import { validVisitorId } from '../experiments/assignment';
import { targetsOf } from './evaluate';
import type { FlagStreamHub } from './flag-stream';
import { requestPassthrough, type Passthrough } from './passthrough';
import { flagContext, type FlagConsumerInput } from './service';

const tags = ['platform'];

/** The request's visitor as a flag context: a guest when the session store is away (flags must still answer). */
async function requestContext(app: FastifyInstance, request: FastifyRequest, brand: BrandKey, locale: LocaleCode, passthrough?: string): Promise<FlagContext> {
  const customer = await app.currentCustomer(request).catch(() => null);
  const consumer: FlagConsumerInput | null = customer
    ? { email: customer.email, role: customer.role, isLoyaltyMember: await app.loyalty.isMember(customer.customerId, brand).catch(() => false) }
    : null;
  return flagContext({ brand, locale }, app.flags.environment, consumer, passthrough, validVisitorId(request.cookies[VISITOR_COOKIE]));
}

export const flagsRoutes = (hub: FlagStreamHub): FastifyPluginAsyncZod =>
  async function flagsRoutes(app) {
    const { DEFAULT_LOCALE, DEFAULT_BRAND, environment } = app.config;

    app.get('/fapi/featureFlags', {
      schema: {
        tags,
        summary: 'Feature flags for a locale and brand, with the evaluation context (consumer when signed in)',
        headers: z.object({
          locale: LocaleSchema.optional(),
          brand: BrandSchema.optional(),
          [FLAG_PASSTHROUGH_HEADER]: z.string().optional().describe('e.g. liveChat:false,helpPages:true; honoured outside production only'),
        }),
        response: { 200: FeatureFlagsSchema, 400: errorResponses[400] },
      },
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const locale = (request.headers.locale as LocaleCode | undefined) ?? DEFAULT_LOCALE;
        const brand = (request.headers.brand as BrandKey | undefined) ?? DEFAULT_BRAND;
        const passthrough = requestPassthrough(environment, request.headers[FLAG_PASSTHROUGH_HEADER], FLAG_PASSTHROUGH_HEADER);
        const context = await requestContext(app, request, brand, locale, passthrough.raw);
        return app.flags.evaluateForRequest(context, passthrough.overrides);
      },
    });

    app.get(FLAG_STREAM_PATH, {
      schema: {
        tags,
        summary: 'Server-Sent Events: the flags of /fapi/featureFlags at once, then again whenever an operator changes a flag',
        querystring: z.object({
          locale: LocaleSchema.optional(),
          brand: BrandSchema.optional(),
          [FLAG_PASSTHROUGH_QUERY]: z.string().optional(),
        }),
        response: {
          200: z.string().describe('text/event-stream: `event: flags` with the feature flags object as data'),
          400: errorResponses[400],
          429: ApiErrorSchema.describe('Too many open streams from this address'),
        },
      },
      handler: async (request, reply) => {
        const locale = (request.query.locale as LocaleCode | undefined) ?? DEFAULT_LOCALE;
        const brand = (request.query.brand as BrandKey | undefined) ?? DEFAULT_BRAND;
        const passthrough = requestPassthrough(environment, request.query[FLAG_PASSTHROUGH_QUERY], FLAG_PASSTHROUGH_QUERY);
        if (!hub.admits(request.ip)) throw new HttpError(429, 'Too many open flag streams from this address', 30);
        const context = await requestContext(app, request, brand, locale, passthrough.raw);
        const targets = targetsOf(context);
        const overrides: Passthrough = passthrough.overrides;
        // Written by hand: no compression or serialisation may buffer events (the compression plugin skips a hijacked reply).
        reply.hijack();
        reply.raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store, no-transform',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
          'x-content-type-options': 'nosniff',
        });
        reply.raw.flushHeaders();
        hub.add(
          {
            response: reply.raw,
            address: request.ip,
            contextKey: `${JSON.stringify(targets)}|${JSON.stringify(overrides)}`,
            evaluate: () => ({ ...app.flags.forContext(targets, overrides), context }),
          },
          app.flags.store.current().version,
        );
      },
    });
  };
