/**
 * The anonymous HTML cache (issue 13) through the real server-rendered documents: kept and revalidated with ETags,
 * bypassed for signed-in shoppers, and dropped the moment a sale changes what a page shows, on every instance
 * (the second pair of apps shares a Redis of its own).
 */
import type { ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase, type TestDatabase } from '../../test/databases';
import { freePort, startRedis, stopRedis } from '../../test/redis-server';
import { built, fixtureFromBuild, stateOf, cacheStateWithin } from '../../test/ssr-fixture';
import { buildTestApp } from '../../test/test-app';
import { documentKey, epochsMovedBy } from './html-cache';

const PRODUCT = '/p/ridge-trek-boot-nb1001';

describe('html cache keys and invalidation', () => {
  it('keys a page by brand, locale, path and the query that changes it, in any order, without tracking parameters', () => {
    expect(documentKey('northbound', 'uk-en', '/c/men', 'sort=price-asc&colour=black&utm_source=mail')).toBe(
      documentKey('northbound', 'uk-en', '/c/men', 'colour=black&sort=price-asc'),
    );
    expect(documentKey('northbound', 'uk-en', '/c/men', 'page=2')).not.toBe(documentKey('northbound', 'uk-en', '/c/men', ''));
    expect(documentKey('kerbside', 'uk-en', '/c/men', '')).not.toBe(documentKey('northbound', 'uk-en', '/c/men', ''));
    expect(documentKey('northbound', 'de-de', '/c/men', '')).not.toBe(documentKey('northbound', 'uk-en', '/c/men', ''));
  });

  it('a sale moves the listings and that product; a content change moves everything', () => {
    expect(epochsMovedBy({ kind: 'stock', productIds: ['NB1001'] })).toEqual(['html:epoch:listings', 'html:epoch:p:NB1001']);
    expect(epochsMovedBy({ kind: 'content' })).toEqual(['html:epoch:all']);
    expect(epochsMovedBy({ kind: 'price' })).toEqual(['html:epoch:all']);
  });
});

describe.skipIf(!built)('html cache on the server (needs `npm run build`)', () => {
  const fixture = built ? fixtureFromBuild() : null;
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let first: FastifyInstance;
  let second: FastifyInstance;
  let redis: ChildProcess | undefined;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    handle = await database.open();
    const env = { SSR_SLOT_BUDGET_MS: '20000' };
    app = await buildTestApp({ database: handle, repoRoot: fixture?.root ?? '', env });
    const port = await freePort();
    redis = await startRedis(port);
    const shared = { ...env, REDIS_URL: `redis://127.0.0.1:${port}` };
    first = await buildTestApp({ database: handle, repoRoot: fixture?.root ?? '', env: shared });
    second = await buildTestApp({ database: handle, repoRoot: fixture?.root ?? '', env: shared });
  }, 90_000);
  afterAll(async () => {
    for (const instance of [app, first, second]) await instance?.close();
    if (redis) await stopRedis(redis);
    await handle?.close();
    await database?.dispose();
    fixture?.cleanup();
  });

  it('serves a page again from the cache with an ETag, and answers a matching revalidation with 304', async () => {
    const miss = await app.inject({ url: PRODUCT });
    expect(miss.headers['x-html-cache']).toBe('miss');
    expect(miss.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(miss.headers.vary).toContain('Cookie');
    // The miss is streamed as it renders, so its ETag (a hash of the whole text) is not known when its headers leave.
    expect(miss.headers.etag).toBeUndefined();
    const hit = await app.inject({ url: PRODUCT });
    expect(hit.headers['x-html-cache']).toBe('fresh');
    expect(hit.body).toBe(miss.body);
    expect(hit.headers.etag).toMatch(/^"[^"]+"$/);
    const revalidated = await app.inject({ url: PRODUCT, headers: { 'if-none-match': String(hit.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('serves the cached page compressed as the browser accepts, the same document in every encoding', async () => {
    const plain = await app.inject({ url: PRODUCT });
    for (const encoding of ['br', 'gzip'] as const) {
      const response = await app.inject({ url: PRODUCT, headers: { 'accept-encoding': `${encoding}, deflate` } });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toContain('Accept-Encoding');
      const body = encoding === 'br' ? brotliDecompressSync(response.rawPayload) : gunzipSync(response.rawPayload);
      expect(body.toString('utf8')).toBe(plain.body);
    }
  });

  it('a sale of the product makes its page and the listings render again at once', async () => {
    await app.inject({ url: '/c/men' });
    expect((await app.inject({ url: '/c/men' })).headers['x-html-cache']).toBe('fresh');
    await app.changes.publish({ kind: 'stock', productIds: ['NB1001'] });
    expect((await app.inject({ url: PRODUCT })).headers['x-html-cache']).toBe('miss');
    expect((await app.inject({ url: '/c/men' })).headers['x-html-cache']).toBe('miss');
    // Another product's page is untouched.
    await app.inject({ url: '/p/ridge-hiking-boot-nb1006' });
    await app.changes.publish({ kind: 'stock', productIds: ['NB1001'] });
    expect((await app.inject({ url: '/p/ridge-hiking-boot-nb1006' })).headers['x-html-cache']).toBe('fresh');
  });

  it('a new deploy (another build id) never gets the pages of the previous deploy', async () => {
    await app.inject({ url: PRODUCT });
    expect((await app.inject({ url: PRODUCT })).headers['x-html-cache']).toBe('fresh');
    writeFileSync(path.join(fixture?.root ?? '', 'shell/dist/build-info.json'), JSON.stringify({ buildId: `deploy-${Date.now()}` }));
    expect((await app.inject({ url: PRODUCT })).headers['x-html-cache']).toBe('miss');
  });

  it('a signed-in shopper (session cookie) gets a fresh, uncached page', async () => {
    const response = await app.inject({ url: PRODUCT, cookies: { sf_session: 'anything' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-html-cache']).toBeUndefined();
    expect(stateOf(response.body).serverRendered).toBe(true);
  });

  it('account and error pages are never cached', async () => {
    expect((await app.inject({ url: '/sign-in' })).headers['cache-control']).toBe('no-store');
    const missing = await app.inject({ url: '/p/no-such-product-nb9999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it('instances sharing Redis share the cache, and a sale on one is seen by the other within a second', async () => {
    expect((await first.inject({ url: PRODUCT })).headers['x-html-cache']).toBe('miss');
    expect((await second.inject({ url: PRODUCT })).headers['x-html-cache']).toBe('fresh');
    await first.changes.publish({ kind: 'stock', productIds: ['NB1001'] });
    expect(await cacheStateWithin(second, PRODUCT, 'miss', 1000)).toBe('miss');
  });
});
