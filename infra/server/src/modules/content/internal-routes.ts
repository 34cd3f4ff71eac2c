/**
 * Issue 25: the content editor's API (`/api/internal/content/...`, operator role content-editor; 401 without a
 * session, 403 without the role). Saving makes a version; publishing copies one into the live page and tells every
 * instance (change feed `content`), so the HTML cache of each serves the new page at once. Also `/cms/preview`
 * (spec §2): outside production it opens a version's preview; on production it sends the visitor home.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isValidCmsSlug } from '@sf/contracts';
import {
  ApiErrorSchema,
  ContentPageDetailSchema,
  ContentPageListSchema,
  EditorLanguageSchema,
  PageVersionRestoreSchema,
  PageVersionSaveSchema,
  PageVersionSchema,
  PublishRequestSchema,
} from '@sf/contracts/api';
import { errorResponses, notFound } from '../../http-errors';
import type { ContentEditor, PublishOutcome } from './editor';

const tags = ['internal'];
const security = [{ operatorSession: [] }];
const IdParams = z.object({ id: z.uuid('id: expected a version id (UUID)') });
const roleErrors = {
  400: errorResponses[400],
  401: ApiErrorSchema.describe('No operator session'),
  403: ApiErrorSchema.describe('The operator lacks the content-editor role, or the request came from another site'),
  404: errorResponses[404],
};
const conflictError = { 409: ApiErrorSchema.describe('Saved or published by someone else meanwhile, or not the live version') };

export const internalContentRoutes = (editor: ContentEditor): FastifyPluginAsyncZod =>
  async function internalContentRoutes(app) {
    const preHandler = app.requireOperatorRole('content-editor');
    const author = (operator: { email: string } | undefined): string => operator?.email ?? 'unknown';
    /** After the commit: this instance's caches at once, the others' through Redis when REDIS_URL is set. */
    const announce = async (outcome: PublishOutcome) => {
      if (outcome.liveChanged) await app.changes.publish({ kind: 'content' });
      return outcome.version;
    };
    const whenOf = (at: string | null | undefined): Date | null => (at ? new Date(at) : null);

    app.get('/api/internal/content/pages', {
      schema: {
        tags,
        security,
        summary: 'Every CMS page per language with its live version and pending schedule (content editors)',
        response: { 200: ContentPageListSchema, ...roleErrors },
      },
      preHandler,
      handler: async (_request, reply) => reply.header('cache-control', 'no-store').send(await editor.list()),
    });

    app.get('/api/internal/content/pages/:language/*', {
      schema: {
        tags,
        security,
        summary: "A page's versions (newest first) and its publish history (content editors)",
        params: z.object({
          language: EditorLanguageSchema,
          '*': z.string().refine(isValidCmsSlug, 'slug: letters, digits, -, _ and / only, and no file extension'),
        }),
        response: { 200: ContentPageDetailSchema, ...roleErrors },
      },
      preHandler,
      handler: async (request, reply) => {
        const detail = await editor.detail(request.params['*'], request.params.language);
        if (!detail) throw notFound(`No versions of /${request.params['*']} in ${request.params.language}`);
        return reply.header('cache-control', 'no-store').send(detail);
      },
    });

    app.get('/api/internal/content/versions/:id', {
      schema: { tags, security, summary: 'One page version (content editors)', params: IdParams, response: { 200: PageVersionSchema, ...roleErrors } },
      preHandler,
      handler: async (request, reply) => {
        const version = await editor.version(request.params.id);
        if (!version) throw notFound(`Page version not found: ${request.params.id}`);
        return reply.header('cache-control', 'no-store').send(version);
      },
    });

    app.post('/api/internal/content/versions', {
      schema: {
        tags,
        security,
        summary: 'Save a draft: a new version from baseVersion (409 when someone saved meanwhile)',
        body: PageVersionSaveSchema,
        response: { 201: PageVersionSchema, ...roleErrors, ...conflictError },
      },
      preHandler,
      handler: async (request, reply) => reply.code(201).send(await editor.save(request.body, author(request.operator))),
    });

    app.post('/api/internal/content/versions/:id/restore', {
      schema: {
        tags,
        security,
        summary: "Restore: a new draft with this version's content, from baseVersion like a save",
        params: IdParams,
        body: PageVersionRestoreSchema,
        response: { 201: PageVersionSchema, ...roleErrors, ...conflictError },
      },
      preHandler,
      handler: async (request, reply) => reply.code(201).send(await editor.restore(request.params.id, request.body.baseVersion, author(request.operator))),
    });

    app.post('/api/internal/content/versions/:id/publish', {
      schema: {
        tags,
        security,
        summary: 'Publish a version now, or at `at` (recorded; every instance serves it at once)',
        params: IdParams,
        body: PublishRequestSchema,
        response: { 200: PageVersionSchema, ...roleErrors, ...conflictError },
      },
      preHandler,
      handler: async (request) => announce(await editor.publish(request.params.id, whenOf(request.body.at), author(request.operator))),
    });

    app.post('/api/internal/content/versions/:id/unpublish', {
      schema: {
        tags,
        security,
        summary: 'Unpublish the live version now, or at `at` (the page then answers 404)',
        params: IdParams,
        body: PublishRequestSchema,
        response: { 200: PageVersionSchema, ...roleErrors, ...conflictError },
      },
      preHandler,
      handler: async (request) => announce(await editor.unpublish(request.params.id, whenOf(request.body.at), author(request.operator))),
    });

    app.post('/api/internal/content/versions/:id/cancel-schedule', {
      schema: {
        tags,
        security,
        summary: "Drop a version's pending publish and unpublish",
        params: IdParams,
        response: { 200: PageVersionSchema, ...roleErrors },
      },
      preHandler,
      handler: async (request) => editor.cancelSchedule(request.params.id),
    });

    // Spec §2 /cms/preview: the version's page with the preview parameters (rule 8 carries them on). Production has
    // no previews: home, as for the other non-production pages.
    app.get('/cms/preview', {
      schema: { hide: true, querystring: z.object({ version: z.string().optional() }) },
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const id = z.uuid().safeParse(request.query.version);
        const version = app.config.environment !== 'production' && id.success ? await editor.version(id.data) : null;
        if (!version) return reply.redirect('/', 302);
        return reply.redirect(`/${version.slug}?cms=${version.id}&preview=1`, 302);
      },
    });
  };
