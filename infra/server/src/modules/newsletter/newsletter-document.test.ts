/** The /newsletter-subscription document: the route exists (no catch-all CMS 404), with its own title; tokens stay out of the canonical. */
import { afterAll, expect, it } from 'vitest';
import { describeDatabases } from '../../test/databases';
import { createRepoFixture } from '../../test/test-app';

const fixture = createRepoFixture({
  'shell/dist/index.html': '<!doctype html><html lang="__SF_LANG__"><head><!--sf:head--></head><body><div id="root"></div><!--sf:state--></body></html>',
});
afterAll(() => fixture.cleanup());

describeDatabases(
  'newsletter page document',
  (context) => {
    it('serves /newsletter-subscription with its title in the site language, token links included', async () => {
      const english = await context.app.inject({ method: 'GET', url: '/newsletter-subscription' });
      expect(english.statusCode).toBe(200);
      expect(english.body).toContain('<title>Newsletter | Northbound</title>');
      const confirm = await context.app.inject({ method: 'GET', url: '/nl-nl/newsletter-subscription?token=abc.def' });
      expect(confirm.statusCode).toBe(200);
      expect(confirm.body).toContain('<title>Nieuwsbrief | Northbound</title>');
      expect(confirm.body).not.toMatch(/rel="canonical"[^>]*token=/);
      expect(confirm.body).toContain('href="/remotes/mfe-content-help/mf-manifest.json"');
    });
  },
  { repoRoot: fixture.root },
);
