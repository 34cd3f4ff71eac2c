/**
 * Personalisation endpoints (issue 24). `POST /api/personalisation/events` takes the browser's personalisation events
 * with the spec §3 profile (sendBeacon: JSON as text/plain too); it needs targeting consent in the request's own
 * `sf-consent` cookie, is size-capped, rate limited per address and refused when the browser says it comes from
 * another site (a beacon needs no CORS preflight). The visitor is the module's HttpOnly `sf_pvid` cookie, made on
 * the first accepted send. `DELETE /api/personalisation/profile` (consent withdrawn) deletes the stored profile and
 * the cookie. `GET /api/personalisation/recommendations` ranks "Recommended for you" from the stored profile.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema, PersonalisationBatchSchema, RecommendationsQuerySchema, RecommendationsSchema } from '@sf/contracts/api';
import { CONSENT_COOKIE, readConsentCookie } from '@sf/contracts/consent-cookie';
import { VISITOR_ID_PATTERN } from '@sf/contracts/experiments';
import {
  PERSONALISATION_EVENTS_PATH,
  PERSONALISATION_PROFILE_PATH,
  PERSONALISATION_RECOMMENDATIONS_PATH,
  PERSONALISATION_VISITOR_COOKIE,
  PERSONALISATION_VISITOR_MAX_AGE_S,
} from '@sf/contracts/personalisation';
import { errorResponses, HttpError } from '../../http-errors';
import { limitPerAddress } from '../../plugins/rate-limit';
import { parseBeaconBody, refuseCrossSite } from '../../plugins/same-site';
import { siteContext } from '../../site-context';

const tags = ['personalisation'];
/** A full profile (20 interests, 20 viewed, 50 basket lines) and 20 events is about 6 KB of JSON. */
export const PERSONALISATION_BODY_LIMIT_BYTES = 16 * 1024;
/** The browser sends at most one batch per 2 s while the shopper acts, plus one on page hide. */
export const PERSONALISATION_LIMITS = { perAddress: { limit: 120, windowSeconds: 60 }, reads: { limit: 240, windowSeconds: 60 } };
export const TARGETING_REQUIRED = 'Personalisation needs targeting consent';

const visitorOf = (request: FastifyRequest): string | null => {
  const value = request.cookies[PERSONALISATION_VISITOR_COOKIE];
  return value !== undefined && VISITOR_ID_PATTERN.test(value) ? value : null;
};

const cookieText = (value: string, maxAge: number, secure: boolean) =>
  `${PERSONALISATION_VISITOR_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

export const personalisationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(PERSONALISATION_EVENTS_PATH, {
    schema: {
      tags,
      summary: 'Personalisation events with the spec §3 profile (targeting consent; JSON, also as text/plain). No answer body.',
      consumes: ['application/json', 'text/plain'],
      body: PersonalisationBatchSchema,
      response: {
        204: z.null().describe('Stored'),
        400: errorResponses[400],
        403: ApiErrorSchema.describe('Sent from another site, or without targeting consent'),
        413: ApiErrorSchema.describe('Body over 16 KB'),
        429: ApiErrorSchema.describe('Too many sends from this address; see Retry-After'),
      },
    },
    bodyLimit: PERSONALISATION_BODY_LIMIT_BYTES,
    config: limitPerAddress('personalisation-events', PERSONALISATION_LIMITS.perAddress, 'personalisation sends'),
    onRequest: refuseCrossSite,
    preValidation: parseBeaconBody,
    handler: async (request, reply) => {
      // The browser checks too; the server does not take its word for it (a stale tab, a hand-made request).
      if (!app.consent.of(request).targeting) throw new HttpError(403, TARGETING_REQUIRED);
      const known = visitorOf(request);
      const visitorId = known ?? randomBytes(16).toString('base64url');
      const { brand, locale } = siteContext(request.body);
      await app.personalisation.save({
        visitorId,
        consentId: readConsentCookie(request.cookies[CONSENT_COOKIE])?.consentId ?? null,
        brand,
        locale,
        profile: request.body.profile,
        events: request.body.events,
      });
      await app.personalisation.pruneIfDue().then(
        (deleted) => deleted && request.log.info({ deleted }, 'personalisation: pruned old profiles'),
        (error: unknown) => request.log.warn({ err: error }, 'personalisation: pruning failed'),
      );
      if (!known) reply.header('set-cookie', cookieText(visitorId, PERSONALISATION_VISITOR_MAX_AGE_S, request.protocol === 'https'));
      return noStore(reply).code(204).send(null);
    },
  });

  app.delete(PERSONALISATION_PROFILE_PATH, {
    schema: {
      tags,
      summary: "Delete this visitor's stored profile and visitor cookie (targeting consent withdrawn); no consent needed",
      response: {
        204: z.null().describe('Deleted (or there was nothing to delete)'),
        403: ApiErrorSchema.describe('Sent from another site'),
        429: ApiErrorSchema.describe('Too many requests from this address; see Retry-After'),
      },
    },
    config: limitPerAddress('personalisation-events', PERSONALISATION_LIMITS.perAddress, 'personalisation sends'),
    onRequest: refuseCrossSite,
    handler: async (request, reply) => {
      const visitorId = visitorOf(request);
      if (visitorId) await app.personalisation.forget(visitorId);
      if (request.cookies[PERSONALISATION_VISITOR_COOKIE] !== undefined) reply.header('set-cookie', cookieText('', 0, request.protocol === 'https'));
      return noStore(reply).code(204).send(null);
    },
  });

  app.get(PERSONALISATION_RECOMMENDATIONS_PATH, {
    schema: {
      tags,
      summary: '"Recommended for you" from the stored profile (targeting consent), else top-rated products; and recently viewed',
      querystring: RecommendationsQuerySchema,
      response: { 200: RecommendationsSchema, 400: errorResponses[400], 429: ApiErrorSchema.describe('Too many requests; see Retry-After') },
    },
    config: limitPerAddress('personalisation-reads', PERSONALISATION_LIMITS.reads),
    handler: async (request, reply) => {
      const visitorId = app.consent.of(request).targeting ? visitorOf(request) : null;
      const profile = visitorId ? await app.personalisation.profileOf(visitorId) : null;
      const answer = await app.personalisation.recommendations(siteContext(request.query), profile, request.query.exclude);
      return noStore(reply).send(answer);
    },
  });
};
