/**
 * Issue 24: the operators' APIs behind the /healthcheck pages (spec §2 internal routes). Each needs an operator
 * session (401 without); the mocks list exists outside production only (404 there, like an unknown route).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BRAND_KEYS } from '@sf/remote-contract';
import {
  ApiErrorSchema,
  HealthcheckMocksSchema,
  HealthcheckSitemapsSchema,
  HealthcheckStaticPagesSchema,
  HealthcheckTranslationsSchema,
} from '@sf/contracts/api';
import { HttpError } from '../../http-errors';
import { namespacesOf, readNamespace } from '../i18n';
import { mocksReport } from './mocks';
import { staticPagesReport } from './static-pages';
import { translationReport } from './translations';

const tags = ['healthcheck'];
const security = [{ operatorSession: [] }];
const unauthorized = { 401: ApiErrorSchema.describe('No operator session') };
export const HEALTHCHECK_UNAVAILABLE = 'The database did not answer; try again shortly';

export const healthcheckRoutes: FastifyPluginAsyncZod = async (app) => {
  /** A database failure is a 503 the page offers to retry, not a 500. */
  const fromDatabase = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      app.log.error({ err: error }, 'healthcheck: a report failed');
      throw new HttpError(503, HEALTHCHECK_UNAVAILABLE);
    }
  };

  app.get('/api/healthcheck/sitemaps', {
    schema: {
      tags,
      security,
      summary: "Every brand's sitemap files with URL counts and last generation (operators)",
      response: { 200: HealthcheckSitemapsSchema, ...unauthorized, 503: ApiErrorSchema },
    },
    preHandler: app.requireOperator,
    handler: async (_request, reply) => {
      const brands = await fromDatabase(() => Promise.all(BRAND_KEYS.map((brand) => app.sitemaps.summary(brand))));
      return reply.header('cache-control', 'no-store').send({ brands });
    },
  });

  app.get('/api/healthcheck/static-pages', {
    schema: {
      tags,
      security,
      summary: 'CMS pages and static routes per brand site, with their translation status (operators)',
      response: { 200: HealthcheckStaticPagesSchema, ...unauthorized, 503: ApiErrorSchema },
    },
    preHandler: app.requireOperator,
    handler: async (_request, reply) => {
      const pages = await fromDatabase(() => app.content.listPages());
      return reply.header('cache-control', 'no-store').send(staticPagesReport(pages, app.config.brandOrigins));
    },
  });

  app.get('/api/healthcheck/translations', {
    schema: {
      tags,
      security,
      summary: 'Per language: text keys per namespace and the keys missing against English (operators)',
      response: { 200: HealthcheckTranslationsSchema, ...unauthorized },
    },
    preHandler: app.requireOperator,
    handler: async (_request, reply) => reply.header('cache-control', 'no-store').send(translationReport({ namespacesOf, readNamespace })),
  });

  app.get('/api/healthcheck/mocks', {
    schema: {
      tags,
      security,
      summary: 'The test doubles this server runs with (lower environments only; 404 on production)',
      response: { 200: HealthcheckMocksSchema, ...unauthorized, 404: ApiErrorSchema, 503: ApiErrorSchema },
    },
    preHandler: app.requireDevOperator,
    handler: async (_request, reply) => reply.header('cache-control', 'no-store').send(await fromDatabase(() => mocksReport(app))),
  });
};
