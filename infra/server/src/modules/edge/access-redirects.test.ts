import { afterAll, expect, it } from 'vitest';
import { describeDatabases } from '../../test/databases';
import { createRepoFixture } from '../../test/test-app';

const fixture = createRepoFixture({
  'shell/dist/index.html': '<!doctype html><html lang="__SF_LANG__"><head><!--sf:head--></head><body><!--sf:state--></body></html>',
  'shell/dist/build-info.json': JSON.stringify({ buildId: 'shell-build-access' }),
});
afterAll(() => fixture.cleanup());

/** Test-only: the resolver injected below reads who is signed in from this header (never done outside tests). */
const SIGNED_IN = 'x-test-customer';

describeDatabases(
  'edge access rules (spec §2, §6: sign-in required, signed-in redirects, required token)',
  (context) => {
    const get = (url: string, customer?: string) => context.app.inject({ method: 'GET', url, headers: customer ? { [SIGNED_IN]: customer } : {} });

    it('sends a guest from the account area to sign-in with the full path (path + query) as redirectTo', async () => {
      const response = await get('/account/profile?tab=2&x=a%20b');
      expect(response.statusCode).toBe(302);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers.location).toBe(`/sign-in?redirectTo=${encodeURIComponent('/account/profile?tab=2&x=a%20b')}`);
      expect((await get('/account')).headers.location).toBe('/sign-in?redirectTo=%2Faccount');
      // The locale prefix stays on the sign-in URL; redirectTo is the locale-free path the router navigates.
      expect((await get('/de-de/account/order-history')).headers.location).toBe('/de-de/sign-in?redirectTo=%2Faccount%2Forder-history');
    });

    it('serves the account area to a signed-in shopper', async () => {
      expect((await get('/account/profile', 'c-1')).statusCode).not.toBe(302);
    });

    it('sends a signed-in shopper from /sign-in to a safe redirectTo, never off the site', async () => {
      expect((await get('/sign-in', 'c-1')).headers.location).toBe('/account');
      expect((await get('/sign-in?redirectTo=%2Faccount%2Fprofile%3Ftab%3D2', 'c-1')).headers.location).toBe('/account/profile?tab=2');
      for (const hostile of ['https%3A%2F%2Fevil.test', '%2F%2Fevil.test', '%2F%5Cevil.test', 'javascript%3Aalert(1)', '%2F%09%2Fevil.test']) {
        expect((await get(`/sign-in?redirectTo=${hostile}`, 'c-1')).headers.location, hostile).toBe('/account');
      }
      expect((await get('/sign-in?redirectTo=%2Faccount')).statusCode).toBe(200);
    });

    it('sends a signed-in shopper from /order-status to the order history; a guest sees the page', async () => {
      expect((await get('/order-status', 'c-1')).headers.location).toBe('/account/order-history');
      expect((await get('/order-status')).statusCode).toBe(200);
    });

    it('sends /reset-password and /verify-email without a token home', async () => {
      expect((await get('/reset-password')).headers.location).toBe('/');
      expect((await get('/reset-password?token=')).headers.location).toBe('/');
      expect((await get('/fr-fr/verify-email')).headers.location).toBe('/fr-fr');
      expect((await get('/reset-password?token=abcdefghijklmnopqrstuvwxyz')).statusCode).toBe(200);
      expect((await get('/verify-email?token=abcdefghijklmnopqrstuvwxyz')).statusCode).toBe(200);
    });

    it('serves the identity pages to guests', async () => {
      for (const path of ['/sign-in', '/forgot-password']) expect((await get(path)).statusCode, path).toBe(200);
    });
  },
  {
    repoRoot: fixture.root,
    resolveCustomer: async (request) => {
      const customer = request.headers[SIGNED_IN];
      return typeof customer === 'string' ? { customerId: customer, email: `${customer}@example.com`, emailVerified: true, role: 'shopper' as const } : null;
    },
  },
);
