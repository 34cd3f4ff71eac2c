/**
 * Issue 25, on the server-rendered pages (needs the front-end builds, like the other SSR tests):
 * - a publish on one instance takes the page out of every instance's HTML cache (two apps, one database, Redis);
 * - the CMS preview shows a draft to a content editor only, is never cached, and does not exist on production.
 */
import type { ChildProcess } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageVersion } from '@sf/contracts/api';
import { describeDatabases } from '../../test/databases';
import { httpGet } from '../../test/http-get';
import { operatorCookie } from '../../test/operator-session';
import { freePort, startRedis, stopRedis } from '../../test/redis-server';
import { built, cacheStateWithin, fixtureFromBuild } from '../../test/ssr-fixture';
import { buildTestApp } from '../../test/test-app';

const fixture = built ? fixtureFromBuild() : null;
afterAll(() => fixture?.cleanup());

async function saveDraft(app: FastifyInstance, cookie: string, slug: string, text: string): Promise<PageVersion> {
  const detail = (await app.inject({ url: `/api/internal/content/pages/en/${slug}`, headers: { cookie } })).json() as { versions: PageVersion[] };
  const latest = detail.versions[0];
  if (!latest) throw new Error(`no versions of ${slug}`);
  const saved = await app.inject({
    method: 'POST',
    url: '/api/internal/content/versions',
    headers: { cookie },
    payload: {
      slug,
      language: 'en',
      baseVersion: latest.version,
      title: latest.title,
      description: latest.description,
      overlayHeader: latest.overlayHeader,
      headerStyle: latest.headerStyle,
      blocks: [{ type: 'paragraph', text }],
    },
  });
  if (saved.statusCode !== 201) throw new Error(`save: ${saved.statusCode} ${saved.body}`);
  return saved.json() as PageVersion;
}

describe.skipIf(!built)('publishing and previewing server-rendered CMS pages (needs `npm run build`)', () => {
  describeDatabases('a publish on one instance reaches the HTML cache of the other', (context) => {
    let redis: ChildProcess | undefined;
    let first: FastifyInstance | undefined;
    let second: FastifyInstance | undefined;
    beforeAll(async () => {
      const port = await freePort();
      redis = await startRedis(port);
      const env = { REDIS_URL: `redis://127.0.0.1:${port}`, SSR_SLOT_BUDGET_MS: '20000' };
      first = await buildTestApp({ database: context.database, repoRoot: fixture?.root ?? '', env });
      second = await buildTestApp({ database: context.database, repoRoot: fixture?.root ?? '', env });
    }, 120_000);
    afterAll(async () => {
      await first?.close();
      await second?.close();
      if (redis) await stopRedis(redis);
    });

    it('the second instance serves the new page right after a publish on the first', async () => {
      if (!first || !second) throw new Error('apps not built');
      expect(await cacheStateWithin(second, '/delivery', 'fresh', 20_000)).toBe('fresh');
      const cookie = await operatorCookie(first);
      const draft = await saveDraft(first, cookie, 'delivery', 'Published on the first instance');
      // A draft changes nothing a shopper sees.
      const before = await second.inject({ url: '/delivery' });
      expect([before.headers['x-html-cache'], before.body.includes('Published on the first instance')]).toEqual(['fresh', false]);

      const published = await first.inject({ method: 'POST', url: `/api/internal/content/versions/${draft.id}/publish`, headers: { cookie }, payload: {} });
      expect(published.statusCode, published.body).toBe(200);
      let after = await second.inject({ url: '/delivery' });
      for (let attempt = 0; attempt < 50 && !after.body.includes('Published on the first instance'); attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        after = await second.inject({ url: '/delivery' });
      }
      expect(after.body).toContain('Published on the first instance');
      expect(after.headers['x-html-cache']).not.toBe('fresh');

      const unpublished = await first.inject({ method: 'POST', url: `/api/internal/content/versions/${draft.id}/unpublish`, headers: { cookie }, payload: {} });
      expect(unpublished.statusCode).toBe(200);
      let gone = await second.inject({ url: '/delivery' });
      for (let attempt = 0; attempt < 50 && gone.statusCode !== 404; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        gone = await second.inject({ url: '/delivery' });
      }
      expect(gone.statusCode).toBe(404);
    }, 60_000);
  });

  describeDatabases('CMS preview', (context) => {
    let app: FastifyInstance | undefined;
    let production: FastifyInstance | undefined;
    let draft: PageVersion | undefined;
    let editorCookie = '';
    const DRAFT_TEXT = 'Only content editors see this draft';
    beforeAll(async () => {
      app = await buildTestApp({ database: context.database, repoRoot: fixture?.root ?? '', env: { SSR_SLOT_BUDGET_MS: '20000' } });
      production = await buildTestApp({
        database: context.database,
        repoRoot: fixture?.root ?? '',
        env: { SSR_SLOT_BUDGET_MS: '20000', APP_ENV: 'production' },
      });
      await app.operators.ensure('editor@storefront.test', 'a-long-editor-password', ['content-editor']);
      editorCookie = `sf_operator=${await app.operators.signIn('editor@storefront.test', 'a-long-editor-password')}`;
      draft = await saveDraft(app, await operatorCookie(app), 'faq', DRAFT_TEXT);
    }, 120_000);
    afterAll(async () => {
      await app?.close();
      await production?.close();
    });

    it('shows a content editor the draft rendered like the live page, never cached', async () => {
      if (!app || !draft) throw new Error('not set up');
      const preview = await app.inject({ url: `/faq?cms=${draft.id}&preview=1`, headers: { cookie: editorCookie } });
      expect(preview.statusCode).toBe(200);
      expect(preview.body).toContain(DRAFT_TEXT);
      expect(preview.body).toContain('data-testid="cms-page"');
      expect(preview.headers['cache-control']).toBe('no-store');
      expect(preview.headers['x-html-cache']).toBeUndefined();
      expect(preview.headers['x-cms-preview']).toBe(draft.id);
      // Shoppers still get the live page, from the cache as before.
      expect(await cacheStateWithin(app, '/faq', 'fresh', 20_000)).toBe('fresh');
      expect((await app.inject({ url: '/faq' })).body).not.toContain(DRAFT_TEXT);
    }, 60_000);

    it('shows shoppers and operators without the role the live page, not from or into the cache', async () => {
      if (!app || !draft) throw new Error('not set up');
      const anonymous = await httpGet(app, `/faq?cms=${draft.id}&preview=1`);
      expect(anonymous.statusCode).toBe(200);
      expect(anonymous.body).not.toContain(DRAFT_TEXT);
      expect(anonymous.headers['cache-control']).toBe('no-store');
      expect(anonymous.headers['x-html-cache']).toBeUndefined();
      await app.operators.ensure('moderator@storefront.test', 'a-long-moderator-password', ['moderator']);
      const moderator = `sf_operator=${await app.operators.signIn('moderator@storefront.test', 'a-long-moderator-password')}`;
      const refused = await app.inject({ url: `/faq?cms=${draft.id}&preview=1`, headers: { cookie: moderator } });
      expect(refused.body).not.toContain(DRAFT_TEXT);
      // Another page's version is not shown on this path.
      const elsewhere = await app.inject({ url: `/delivery?cms=${draft.id}&preview=1`, headers: { cookie: editorCookie } });
      expect(elsewhere.body).not.toContain(DRAFT_TEXT);
    }, 60_000);

    it('does not exist on production: the parameters are ignored and /cms/preview goes home', async () => {
      if (!app || !production || !draft) throw new Error('not set up');
      await production.operators.ensure('editor@storefront.test', 'a-long-editor-password', ['content-editor']);
      const cookie = `sf_operator=${await production.operators.signIn('editor@storefront.test', 'a-long-editor-password')}`;
      const ignored = await production.inject({ url: `/faq?cms=${draft.id}&preview=1`, headers: { cookie } });
      expect(ignored.statusCode).toBe(200);
      expect(ignored.body).not.toContain(DRAFT_TEXT);
      expect(ignored.headers['x-cms-preview']).toBeUndefined();
      const home = await production.inject({ url: `/cms/preview?version=${draft.id}`, headers: { cookie } });
      expect([home.statusCode, home.headers.location]).toEqual([302, '/']);
      const opened = await app.inject({ url: `/cms/preview?version=${draft.id}`, headers: { cookie: editorCookie } });
      expect([opened.statusCode, opened.headers.location]).toEqual([302, `/faq?cms=${draft.id}&preview=1`]);
    }, 60_000);
  });
});
