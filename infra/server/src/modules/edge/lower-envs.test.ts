import { afterAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { describeDatabases } from '../../test/databases';
import { buildTestApp, createRepoFixture } from '../../test/test-app';

const fixture = createRepoFixture({
  'shell/dist/index.html': '<!doctype html><html lang="__SF_LANG__"><head><!--sf:head--></head><body><!--sf:state--></body></html>',
  'shell/dist/build-info.json': JSON.stringify({ buildId: 'shell-build-lower' }),
});
afterAll(() => fixture.cleanup());

describeDatabases(
  'non-production pages (spec §2: redirect home on production)',
  (context) => {
    const apps: FastifyInstance[] = [];
    const appFor = async (APP_ENV: string, extra: Record<string, string> = {}) => {
      const app = await buildTestApp({ database: context.database, env: { APP_ENV, ...extra }, repoRoot: fixture.root });
      apps.push(app);
      return app;
    };
    afterAll(async () => {
      for (const app of apps) await app.close();
    });

    it('redirects /lower-envs home on production, keeping the locale prefix', async () => {
      const app = await appFor('production');
      const response = await app.inject({ method: 'GET', url: '/lower-envs' });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/');
      expect((await app.inject({ method: 'GET', url: '/de-de/lower-envs' })).headers.location).toBe('/de-de');
    });

    it('serves /lower-envs as a page outside production', async () => {
      for (const env of ['test', 'development']) {
        const app = await appFor(env);
        const response = await app.inject({ method: 'GET', url: '/lower-envs' });
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain(`"environment":"${env}"`);
      }
    });
  },
  { repoRoot: fixture.root },
);
