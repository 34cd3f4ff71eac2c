import { afterAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { HealthStatus, RemoteRegistry } from '@sf/contracts';
import { REMOTE_NAMES } from '@sf/remote-contract/remote-modules';
import { describeDatabases } from '../../test/databases';
import { buildTestApp, createRepoFixture } from '../../test/test-app';

const fixture = createRepoFixture({
  'mfe-catalog/package.json': JSON.stringify({ version: '2.0.1', storefront: { dialogs: [{ name: 'from-package', module: './X' }] } }),
  'mfe-catalog/dist/build-info.json': JSON.stringify({
    buildId: 'catalog-build-9',
    dialogs: [{ name: 'quickshop', module: './QuickshopDialog', size: 'lg' }, { bogus: true }],
  }),
  'mfe-chat/package.json': JSON.stringify({ version: '0.4.0', storefront: { dialogs: [{ name: 'chat', module: './ChatLauncher' }] } }),
  'shell/dist/build-info.json': JSON.stringify({ buildId: 'shell-build-3' }),
});
afterAll(() => fixture.cleanup());

describeDatabases(
  'platform endpoints',
  (context) => {
    const extraApps: FastifyInstance[] = [];
    afterAll(async () => {
      for (const app of extraApps) await app.close();
    });

    it('lists every remote with manifest URL, version, build id and declared dialogs', async () => {
      const registry = (await context.app.inject({ method: 'GET', url: '/fapi/remotes' })).json() as RemoteRegistry;
      expect(registry.remotes.map((remote) => remote.name)).toEqual(REMOTE_NAMES);
      const catalog = registry.remotes.find((remote) => remote.name === 'mfe_catalog');
      expect(catalog).toEqual({
        name: 'mfe_catalog',
        manifestUrl: '/remotes/mfe-catalog/mf-manifest.json',
        version: '2.0.1',
        buildId: 'catalog-build-9',
        dialogs: [{ name: 'quickshop', module: './QuickshopDialog', size: 'lg' }],
      });
      expect(registry.remotes.find((remote) => remote.name === 'mfe_chat')).toMatchObject({
        version: '0.4.0',
        buildId: 'dev',
        dialogs: [{ name: 'chat', size: 'md' }],
      });
      expect(registry.remotes.find((remote) => remote.name === 'mfe_account')).toMatchObject({ version: '0.0.0', buildId: 'dev', dialogs: [] });
    });

    it('points a remote elsewhere with REMOTE_OVERRIDES', async () => {
      const app = await buildTestApp({
        database: context.database,
        repoRoot: fixture.root,
        env: { REMOTE_OVERRIDES: JSON.stringify({ mfe_chat: 'http://127.0.0.1:9/mf-manifest.json' }) },
      });
      extraApps.push(app);
      const registry = (await app.inject({ method: 'GET', url: '/fapi/remotes' })).json() as RemoteRegistry;
      expect(registry.remotes.find((remote) => remote.name === 'mfe_chat')?.manifestUrl).toBe('http://127.0.0.1:9/mf-manifest.json');
      expect(registry.remotes.find((remote) => remote.name === 'mfe_catalog')?.manifestUrl).toBe('/remotes/mfe-catalog/mf-manifest.json');
    });

    it('reports the build id from the shell build, or BUILD_ID', async () => {
      const latest = await context.app.inject({ method: 'GET', url: '/builds/latest.json?timestamp=1700000000000' });
      expect(latest.json()).toEqual({ id: 'shell-build-3' });
      expect(latest.headers['cache-control']).toBe('no-store');
      const app = await buildTestApp({ database: context.database, repoRoot: fixture.root, env: { BUILD_ID: 'release-42' } });
      extraApps.push(app);
      expect((await app.inject({ method: 'GET', url: '/builds/latest.json' })).json()).toEqual({ id: 'release-42' });
    });

    it('checks the database in the health status', async () => {
      const response = await context.app.inject({ method: 'GET', url: '/healthcheck/status' });
      expect(response.statusCode).toBe(200);
      const health = response.json() as HealthStatus;
      expect(health).toMatchObject({ status: 'ok', database: { state: 'up', driver: context.driver }, version: '0.1.0', buildId: 'shell-build-3' });
      expect(health.database.latencyMs).toBeGreaterThanOrEqual(0);
      // Issue 24: what an operator reads on /healthcheck/status.
      expect(health).toMatchObject({ environment: 'test', redis: { state: 'not configured' } });
      expect(health.uptimeSeconds).toBeGreaterThanOrEqual(0);
      expect(health.memory.rssBytes).toBeGreaterThan(0);
      expect(health.remotes.find((remote) => remote.name === 'mfe_catalog')).toMatchObject({ version: expect.any(String), manifestUrl: expect.any(String) });
    });

    it('publishes an OpenAPI document of the API', async () => {
      const spec = (await context.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { openapi: string; paths: Record<string, unknown> };
      expect(spec.openapi).toMatch(/^3\./);
      expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/api/baskets/{basketId}/items', '/api/catalog/products/{productId}', '/fapi/remotes']));
      expect(Object.keys(spec.paths)).not.toContain('/*');
    });
  },
  { repoRoot: fixture.root },
);
