/**
 * Experiment endpoints. `POST /api/experiments/exposures`: the browser says the visitor saw the variant of an
 * experiment; the server works the variant out itself from the visitor cookie and the consent cookie, and counts it
 * once per visitor (a double send is a 204 too, counted once). Refused: cross-site posts, a missing or malformed
 * visitor cookie, a visitor without the consent the experiment needs. `GET /api/experiments/summary`: operators only.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONSENT_COOKIE, parseConsentCookie } from '@sf/contracts/consent-cookie';
import { EXPERIMENT_EXPOSURE_PATH, VISITOR_COOKIE } from '@sf/contracts/experiments';
import { ApiErrorSchema, ExperimentExposureSchema, ExperimentsSummarySchema } from '@sf/contracts/api';
import { errorResponses, HttpError } from '../../http-errors';
import { limitPerAddress } from '../../plugins/rate-limit';
import { refuseCrossSite } from '../../plugins/same-site';
import { validVisitorId } from './assignment';

const tags = ['experiments'];
/** A page view exposes a handful of experiments at most; this leaves room for an office behind one address. */
export const EXPOSURE_LIMITS = { perAddress: { limit: 120, windowSeconds: 60 } };

export const experimentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(EXPERIMENT_EXPOSURE_PATH, {
    schema: {
      tags,
      summary: 'Record that the visitor saw their variant of an experiment (once per visitor and experiment)',
      body: ExperimentExposureSchema,
      response: {
        204: z.null().describe('Recorded (or already recorded)'),
        400: errorResponses[400],
        403: ApiErrorSchema.describe('Sent from another site, or no consent for the experiment'),
        404: ApiErrorSchema.describe('No such experiment'),
        409: ApiErrorSchema.describe('The visitor is not in the experiment (outside its slice of the group, or it is stopped)'),
        429: ApiErrorSchema.describe('Too many reports from this address; see Retry-After'),
      },
    },
    bodyLimit: 1024,
    config: limitPerAddress('experiment-exposures', EXPOSURE_LIMITS.perAddress, 'reports'),
    onRequest: refuseCrossSite,
    handler: async (request, reply) => {
      const visitorId = validVisitorId(request.cookies[VISITOR_COOKIE]);
      if (!visitorId) throw new HttpError(400, `${VISITOR_COOKIE}: the visitor cookie is missing or malformed`);
      const consent = parseConsentCookie(request.cookies[CONSENT_COOKIE]);
      const experiment = app.experiments.definitions().find((candidate) => candidate.key === request.body.experiment);
      if (!experiment) throw new HttpError(404, `experiment: no experiment "${request.body.experiment}"`);
      if (!consent?.[experiment.consentCategory]) throw new HttpError(403, `consent: the experiment needs ${experiment.consentCategory} consent`);
      const outcome = await app.experiments.recordExposure(experiment.key, visitorId, consent);
      if (outcome === 'not-enrolled') throw new HttpError(409, 'experiment: the visitor is not in this experiment');
      return reply.code(204).header('cache-control', 'no-store').send(null);
    },
  });

  app.get('/api/experiments/summary', {
    schema: {
      tags,
      summary: 'Every experiment with the visitors assigned and exposed per variant (operators)',
      security: [{ operatorSession: [] }],
      response: { 200: ExperimentsSummarySchema, 401: ApiErrorSchema.describe('No operator session') },
    },
    preHandler: app.requireOperator,
    handler: async (_request, reply) => reply.header('cache-control', 'no-store').send(await app.experiments.summary()),
  });
};
