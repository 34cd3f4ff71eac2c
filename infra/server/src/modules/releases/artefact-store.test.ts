/**
 * Issue 26: the artefact stores. The directory store and the S3 store (against @20minutes/s3rver, an S3-compatible
 * server this test starts) keep a release's files by key, answer null for a missing key and refuse keys that leave
 * the release prefix; a release uploaded to S3 is registered, promoted and served by the server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RemoteRegistry } from '@sf/contracts';
import { createTestDatabase, type TestDatabase } from '../../test/databases';
import { operatorCookie } from '../../test/operator-session';
import { freePort } from '../../test/redis-server';
import { buildTestApp } from '../../test/test-app';
import type { DatabaseHandle } from '../../db/client';
import { directoryStore, s3Store, type ArtefactStore } from './artefact-store';
import { publishFake } from './test-releases';

const BUCKET = 'storefront-releases';
const temp = mkdtempSync(path.join(tmpdir(), 'sf-store-'));
let server: S3rver;
let endpoint = '';

beforeAll(async () => {
  const port = await freePort();
  endpoint = `http://127.0.0.1:${port}`;
  server = new S3rver({ port, address: '127.0.0.1', silent: true, directory: path.join(temp, 's3'), configureBuckets: [{ name: BUCKET }] });
  await server.run();
});
afterAll(async () => {
  await server?.close();
  rmSync(temp, { recursive: true, force: true });
});

async function behavesAsStore(store: ArtefactStore) {
  const key = 'releases/mfe-catalog/0123456789abcdef/mf-manifest.json';
  expect(await store.has(key)).toBe(false);
  expect(await store.get(key)).toBeNull();
  await store.put(key, Buffer.from('{"a":1}'), 'application/json');
  expect(await store.has(key)).toBe(true);
  expect(Buffer.from((await store.get(key)) ?? []).toString()).toBe('{"a":1}');
  await expect(store.get('releases/../../etc/passwd')).rejects.toThrow('refused');
  await expect(store.put('/absolute', Buffer.from(''), 'text/plain')).rejects.toThrow('refused');
}

describe('artefact stores', () => {
  it('a directory keeps files by key', async () => {
    await behavesAsStore(directoryStore(path.join(temp, 'dir')));
  });

  it('S3-compatible storage keeps files by key', async () => {
    await behavesAsStore(s3Store({ bucket: BUCKET, endpoint, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }));
  });
});

describe('a release in S3, served by the storefront', () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    handle = await database.open();
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
    await database?.dispose();
  });

  it('publishes, promotes and serves a release from the bucket', async () => {
    const app = await buildTestApp({
      database: handle,
      env: { ARTEFACT_S3_BUCKET: BUCKET, ARTEFACT_S3_ENDPOINT: endpoint, ARTEFACT_S3_ACCESS_KEY_ID: 'S3RVER', ARTEFACT_S3_SECRET_ACCESS_KEY: 'S3RVER' },
    });
    try {
      expect(app.artefacts.location).toContain(`s3://${BUCKET}`);
      const cookie = await operatorCookie(app);
      const { response, release } = await publishFake(app, cookie, 's3');
      expect(response.statusCode).toBe(201);
      expect((await app.inject({ method: 'POST', url: `/fapi/internal/releases/${release.id}/promote`, headers: { cookie } })).statusCode).toBe(200);
      expect(await app.releases.checkHealth()).toEqual([]);
      const registry = (await app.inject({ url: '/fapi/remotes' })).json() as RemoteRegistry;
      expect(registry.remotes.find((remote) => remote.name === 'mfe_catalog')?.manifestUrl).toBe(release.manifestUrl);
      const entry = await app.inject({ url: release.manifestUrl.replace('mf-manifest.json', 'remoteEntry.js') });
      expect(entry.statusCode).toBe(200);
      expect(entry.body).toContain('s3');
    } finally {
      await app.close();
    }
  });
});
