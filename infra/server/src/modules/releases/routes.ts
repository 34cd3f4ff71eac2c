/**
 * Issue 26: the internal release API (admin operators), the release files, and the preview links.
 *
 * - POST /fapi/internal/releases registers a release the deploy command uploaded; promote, roll back, health check
 *   and previews change what is live at once, on every instance (the change feed), without a restart.
 * - GET /releases/<remote folder>/<build id>/<file> serves release files from the artefact store: immutable.
 * - GET /preview/<name>?expires=&signature= sets the preview cookie for this browser; /preview/exit clears it.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RemoteName } from '@sf/remote-contract';
import { REMOTE_FOLDERS, REMOTE_NAMES } from '@sf/remote-contract/remote-modules';
import {
  ApiErrorSchema,
  CreatedPreviewSchema,
  CreatePreviewBodySchema,
  PublishReleaseBodySchema,
  ReleaseActionResultSchema,
  ReleaseOverviewSchema,
  ReleaseSchema,
} from '@sf/contracts/api';
import { HttpError, badRequest, notFound } from '../../http-errors';
import { releaseKeyPrefix, releaseUrlPrefix } from './artefact-store';
import { releaseMismatches } from './contract-version';
import { contentTypeOf } from './release-files';
import { PREVIEW_COOKIE, previewCookieValue, signPreview, verifyPreview } from './preview-link';
import { toPreview, toRelease } from './service';

const tags = ['releases'];
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema, 422: ApiErrorSchema };
const FOLDER_TO_NAME = new Map(REMOTE_NAMES.map((name) => [REMOTE_FOLDERS[name], name]));
const isRemoteName = (value: string): value is RemoteName => (REMOTE_NAMES as readonly string[]).includes(value);

export const releaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.requireOperatorRole('admin');
  const operatorOf = (request: { operator?: { email: string } }) => request.operator?.email ?? 'unknown';

  app.post('/fapi/internal/releases', {
    preHandler: admin,
    schema: {
      tags,
      summary: 'Registers a release the deploy command uploaded',
      body: PublishReleaseBodySchema,
      response: { 200: ReleaseSchema, 201: ReleaseSchema, ...errors },
    },
    handler: async (request, reply) => {
      const body = request.body;
      if (!isRemoteName(body.remote)) throw badRequest(`remote: must be one of ${REMOTE_NAMES.join(', ')}`);
      const mismatches = releaseMismatches(body.remote, body.exposes, body.contract);
      if (mismatches.length) throw new HttpError(409, `the release does not fit this storefront's contract: ${mismatches.join('; ')}`);
      const folder = REMOTE_FOLDERS[body.remote];
      const prefix = releaseKeyPrefix(folder, body.buildId);
      if (!(await app.artefacts.has(`${prefix}/mf-manifest.json`))) {
        throw new HttpError(422, `buildId: no files at ${prefix}/ in the artefact store (${app.artefacts.location}); upload them first`);
      }
      if (body.serverEntry && !(await app.artefacts.has(`${prefix}/server/remoteEntry.js`))) {
        throw new HttpError(422, `serverEntry: no ${prefix}/server/remoteEntry.js in the artefact store`);
      }
      const urls = releaseUrlPrefix(folder, body.buildId);
      const { release, created } = await app.releases.service.publish(
        { ...body, manifestUrl: `${urls}/mf-manifest.json`, serverEntryUrl: body.serverEntry ? `${urls}/server/remoteEntry.js` : null },
        operatorOf(request),
      );
      return reply.code(created ? 201 : 200).send(toRelease(release));
    },
  });

  app.get('/fapi/internal/releases', {
    preHandler: admin,
    schema: {
      tags,
      summary: 'Releases per remote, recent events and open previews',
      response: { 200: ReleaseOverviewSchema, 401: ApiErrorSchema, 403: ApiErrorSchema },
    },
    handler: async (_request, reply) => {
      const { releases, events, previews } = await app.releases.service.overview();
      reply.header('cache-control', 'no-store');
      return {
        store: app.artefacts.location,
        remotes: REMOTE_NAMES.map((remote) => {
          const own = releases.filter((release) => release.remote === remote);
          return { remote, liveReleaseId: own.find((release) => release.status === 'live')?.id ?? null, releases: own.map(toRelease) };
        }),
        events,
        previews: previews.map(toPreview),
      };
    },
  });

  app.post('/fapi/internal/releases/:id/promote', {
    preHandler: admin,
    schema: {
      tags,
      summary: 'Makes a release live; its health is checked at once',
      params: z.object({ id: z.uuid() }),
      response: { 200: ReleaseActionResultSchema, ...errors },
    },
    handler: async (request) => {
      const promoted = await app.releases.service.promote(request.params.id, operatorOf(request));
      await app.releases.changed();
      // A release that does not answer is rolled back by itself (seconds later, not in this request).
      app.releases.checkSoon(promoted.remote);
      return { remote: promoted.remote, liveReleaseId: promoted.id, buildId: app.remotes.buildId() };
    },
  });

  app.post('/fapi/internal/remotes/:remote/rollback', {
    preHandler: admin,
    schema: {
      tags,
      summary: 'Rolls a remote back to its last good release (or the monorepo build)',
      params: z.object({ remote: z.string().max(64) }),
      response: { 200: ReleaseActionResultSchema, ...errors },
    },
    handler: async (request) => {
      const { remote } = request.params;
      if (!isRemoteName(remote)) throw badRequest(`remote: must be one of ${REMOTE_NAMES.join(', ')}`);
      const result = await app.releases.service.rollback(remote, operatorOf(request));
      await app.releases.changed();
      return { remote, liveReleaseId: result?.to?.id ?? null, buildId: app.remotes.buildId() };
    },
  });

  app.post('/fapi/internal/releases/health-check', {
    preHandler: admin,
    schema: {
      tags,
      summary: 'Checks every live release now; failures are rolled back',
      response: {
        200: z.object({ rolledBack: z.array(z.object({ remote: z.string(), releaseId: z.string(), reason: z.string() })) }),
        401: ApiErrorSchema,
        403: ApiErrorSchema,
      },
    },
    handler: async () => ({ rolledBack: await app.releases.checkHealth() }),
  });

  app.post('/fapi/internal/previews', {
    preHandler: admin,
    schema: {
      tags,
      summary: 'Creates (or renews) the preview of a pull request and returns its links',
      body: CreatePreviewBodySchema,
      response: { 201: CreatedPreviewSchema, ...errors },
    },
    handler: async (request, reply) => {
      const preview = await app.releases.service.createPreview(request.body, operatorOf(request));
      await app.releases.changed('previews');
      const expires = preview.expiresAt.getTime();
      const signature = signPreview(app.config.APP_SECRET, preview.name, expires);
      const publicUrl = new URL(app.config.PUBLIC_URL);
      return reply.code(201).send({
        name: preview.name,
        pullRequest: preview.pullRequest,
        expiresAt: preview.expiresAt.toISOString(),
        link: `${app.config.PUBLIC_URL}/preview/${preview.name}?expires=${expires}&signature=${signature}`,
        hostLink: `${publicUrl.protocol}//${preview.name}${app.config.PREVIEW_HOST_SUFFIX}${publicUrl.port ? `:${publicUrl.port}` : ''}/`,
      });
    },
  });

  app.delete('/fapi/internal/previews/:name', {
    preHandler: admin,
    schema: {
      tags,
      summary: 'Ends a preview before it expires',
      params: z.object({ name: z.string().regex(/^pr-[0-9]{1,9}$/) }),
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      if (!(await app.releases.service.expirePreview(request.params.name))) throw notFound(`No preview ${request.params.name}`);
      await app.releases.changed('previews');
      return reply.code(204).send(null);
    },
  });

  app.get('/preview/exit', {
    schema: { tags, summary: 'Leaves the preview in this browser', hide: true },
    handler: async (_request, reply) => reply.clearCookie(PREVIEW_COOKIE, { path: '/' }).header('cache-control', 'no-store').redirect('/', 302),
  });

  app.get('/preview/:name', {
    schema: {
      tags,
      summary: 'Opens a preview in this browser (a signed link sets the preview cookie)',
      params: z.object({ name: z.string().max(16) }),
      querystring: z.object({ expires: z.string().max(16), signature: z.string().max(64) }),
      response: { 302: z.null(), 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 410: ApiErrorSchema },
    },
    handler: async (request, reply) => {
      const verdict = verifyPreview(app.config.APP_SECRET, request.params.name, request.query.expires, request.query.signature);
      if (!verdict.ok) throw new HttpError(verdict.status, verdict.reason);
      if (!app.releases.state.preview(verdict.name)) throw new HttpError(410, `${verdict.name} has ended or expired`);
      return reply
        .setCookie(PREVIEW_COOKIE, previewCookieValue(app.config.APP_SECRET, verdict.name, verdict.expiresAt), {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: request.protocol === 'https',
          expires: new Date(verdict.expiresAt),
        })
        .header('cache-control', 'no-store')
        .redirect('/', 302);
    },
  });

  app.get('/releases/:folder/:buildId/*', {
    schema: {
      tags,
      summary: 'A release file from the artefact store (immutable)',
      hide: true,
      params: z.object({ folder: z.string().max(64), buildId: z.string().regex(/^[0-9a-f]{16}$/), '*': z.string().max(512) }),
    },
    handler: async (request, reply) => {
      const { folder, buildId, '*': file } = request.params;
      if (!FOLDER_TO_NAME.has(folder) || !/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(file) || file.split('/').includes('..'))
        throw notFound('No such release file');
      const body = await app.artefacts.get(`${releaseKeyPrefix(folder, buildId)}/${file}`);
      if (!body) throw notFound('No such release file');
      // Everything under a release's path is content-addressed by the build id, the manifest too.
      return reply
        .type(contentTypeOf(file))
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('access-control-allow-origin', '*')
        .send(Buffer.from(body));
    },
  });
};
