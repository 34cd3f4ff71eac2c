import { expect, it } from 'vitest';
import type { Favorites } from '@sf/contracts';
import { describeDatabases } from '../../test/databases';

/** Tests sign shoppers in through the app's customer seam; the real app has no such header. */
const SIGNED_IN = 'x-test-customer';
const site = 'brand=northbound&locale=uk-en';

describeDatabases(
  'favourites API',
  (context) => {
    const call = async (customer: string | null, method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: object) => {
      const response = await context.app.inject({ method, url, ...(customer ? { headers: { [SIGNED_IN]: customer } } : {}), ...(payload ? { payload } : {}) });
      return { status: response.statusCode, body: response.json() as Favorites & { message?: string } };
    };
    const list = async (customer: string, query = site) => (await call(customer, 'GET', `/api/favorites?${query}`)).body.productIds;

    it('answers 401 without a signed-in customer', async () => {
      for (const [method, url] of [
        ['GET', `/api/favorites?${site}`],
        ['PUT', `/api/favorites/NB1001?${site}`],
        ['DELETE', `/api/favorites/NB1001?${site}`],
      ] as const) {
        const response = await call(null, method, url);
        expect(response.status, `${method} ${url}`).toBe(401);
        expect(response.body.message).toBe('Sign in to keep favourites on your account');
      }
      expect((await call(null, 'POST', '/api/favorites/merge', { brand: 'northbound', locale: 'uk-en', productIds: [] })).status).toBe(401);
    });

    it('adds, lists in the order added, ignores repeats and removes', async () => {
      expect((await call('ann', 'PUT', `/api/favorites/NB1003?${site}`)).status).toBe(200);
      const second = await call('ann', 'PUT', `/api/favorites/nb1001?${site}`);
      expect(second.body.productIds).toEqual(['NB1003', 'NB1001']);
      expect(second.body.items.map((item) => item.productId)).toEqual(['NB1003', 'NB1001']);
      expect(second.body.items[0]?.price.list.currency).toBe('GBP');
      await call('ann', 'PUT', `/api/favorites/NB1003?${site}`);
      expect(await list('ann')).toEqual(['NB1003', 'NB1001']);
      expect((await call('ann', 'DELETE', `/api/favorites/NB1003?${site}`)).body.productIds).toEqual(['NB1001']);
      expect((await call('ann', 'DELETE', `/api/favorites/NB1003?${site}`)).status).toBe(200);
    });

    it('merges a guest list: account order first, guest additions after, unknown and other-brand ids dropped, idempotent', async () => {
      await call('bob', 'PUT', `/api/favorites/NB1005?${site}`);
      await call('bob', 'PUT', `/api/favorites/NB1002?${site}`);
      const guest = { brand: 'northbound', locale: 'uk-en', productIds: ['NB1004', 'NB1002', 'KS1001', 'NB99999', 'nb1006', 'NB1004'] };
      const merged = await call('bob', 'POST', '/api/favorites/merge', guest);
      expect(merged.status).toBe(200);
      expect(merged.body.productIds).toEqual(['NB1005', 'NB1002', 'NB1004', 'NB1006']);
      expect((await call('bob', 'POST', '/api/favorites/merge', guest)).body.productIds).toEqual(['NB1005', 'NB1002', 'NB1004', 'NB1006']);
      expect(await list('bob')).toEqual(['NB1005', 'NB1002', 'NB1004', 'NB1006']);
    });

    it('keeps customers and brands apart', async () => {
      await call('cat', 'PUT', `/api/favorites/NB1007?${site}`);
      await call('cat', 'PUT', '/api/favorites/KS1002?brand=kerbside&locale=de-de');
      expect(await list('cat')).toEqual(['NB1007']);
      expect(await list('cat', 'brand=kerbside&locale=uk-en')).toEqual(['KS1002']);
      expect(await list('dan')).toEqual([]);
      // A product of another brand cannot be added to this brand's list.
      expect((await call('cat', 'PUT', `/api/favorites/KS1003?${site}`)).status).toBe(404);
    });

    it('rejects malformed ids and bodies with a 400 naming the field', async () => {
      const badId = await call('eve', 'PUT', `/api/favorites/boot?${site}`);
      expect(badId.status).toBe(400);
      expect(badId.body.message).toContain('params/productId: Invalid Product ID');
      const badMerge = await call('eve', 'POST', '/api/favorites/merge', { brand: 'northbound', locale: 'uk-en', productIds: ['NB1001', '<script>'] });
      expect(badMerge.status).toBe(400);
      expect(badMerge.body.message).toContain('body/productIds/1');
      const noSite = await call('eve', 'GET', '/api/favorites');
      expect(noSite.status).toBe(400);
      expect(noSite.body.message).toContain('querystring/brand');
    });
  },
  {
    resolveCustomer: async (request) => {
      const customer = request.headers[SIGNED_IN];
      return typeof customer === 'string' ? { customerId: customer, email: `${customer}@example.com`, emailVerified: true, role: 'shopper' as const } : null;
    },
  },
);
