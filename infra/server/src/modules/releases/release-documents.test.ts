/**
 * Issue 26, through the real server-rendered documents (needs `npm run build`): a preview visitor's page carries the
 * preview's registry and banner and is never taken from or put into the shared HTML cache, while other visitors keep
 * getting the cached production page; a promote takes every cached page out (the next one names the release).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { CreatedPreview } from '@sf/contracts';
import { operatorCookie } from '../../test/operator-session';
import { built, openSsrSetup, stateOf } from '../../test/ssr-fixture';
import { PREVIEW_COOKIE } from './preview-link';
import { publishFake } from './test-releases';

const PAGE = '/c/men';

describe.skipIf(!built)('release documents and the HTML cache (needs `npm run build`)', () => {
  let setup: Awaited<ReturnType<typeof openSsrSetup>>;
  let app: FastifyInstance;
  beforeAll(async () => {
    setup = await openSsrSetup();
    app = await setup.app();
  }, 120_000);
  afterAll(async () => setup?.close());

  const catalogManifest = (html: string) => stateOf(html).registry.remotes.find((remote) => remote.name === 'mfe_catalog')?.manifestUrl;

  it('serves a preview to its visitor only, never from or into the shared cache', async () => {
    const cookie = await operatorCookie(app);
    expect((await app.inject({ url: PAGE })).headers['x-html-cache']).toBe('miss');
    expect((await app.inject({ url: PAGE })).headers['x-html-cache']).toBe('fresh');
    const { release } = await publishFake(app, cookie, 'doc-preview');
    const preview = (
      await app.inject({ method: 'POST', url: '/fapi/internal/previews', headers: { cookie }, payload: { pullRequest: 5, releaseIds: [release.id] } })
    ).json() as CreatedPreview;
    const link = new URL(preview.link);
    const opened = await app.inject({ url: link.pathname + link.search });
    const asReviewer = `${PREVIEW_COOKIE}=${opened.cookies.find((candidate) => candidate.name === PREVIEW_COOKIE)?.value}`;

    for (const headers of [{ cookie: asReviewer }, { host: 'pr-5.preview.localhost' }]) {
      const page = await app.inject({ url: PAGE, headers });
      expect(page.headers['x-html-cache']).toBeUndefined();
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.headers['x-robots-tag']).toBe('noindex');
      expect(stateOf(page.body).preview).toMatchObject({ name: 'pr-5', pullRequest: 5 });
      expect(catalogManifest(page.body)).toBe(release.manifestUrl);
    }
    const shopper = await app.inject({ url: PAGE });
    expect(shopper.headers['x-html-cache']).toBe('fresh');
    expect(stateOf(shopper.body).preview).toBeUndefined();
    expect(catalogManifest(shopper.body)).toBe('/remotes/mfe-catalog/mf-manifest.json');
  });

  it('takes cached pages out on promote: the next page names the new release', async () => {
    const cookie = await operatorCookie(app);
    expect((await app.inject({ url: PAGE })).headers['x-html-cache']).toBe('fresh');
    const { release } = await publishFake(app, cookie, 'doc-promote');
    await app.inject({ method: 'POST', url: `/fapi/internal/releases/${release.id}/promote`, headers: { cookie } });
    const next = await app.inject({ url: PAGE });
    expect(next.headers['x-html-cache']).toBe('miss');
    expect(catalogManifest(next.body)).toBe(release.manifestUrl);
    await app.inject({ method: 'POST', url: '/fapi/internal/remotes/mfe_catalog/rollback', headers: { cookie } });
  });
});
