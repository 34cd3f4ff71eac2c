/** Every cart endpoint against malformed ids, oversized strings, wrong types, extra fields, huge numbers and unicode. */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Basket, ProductDetail } from '@sf/contracts';
import { describeDatabases } from '../../test/databases';
import { HOSTILE_VALUES, type HostileMethod as Method, type HostileRequest as Case, ODD_UNICODE, sendHostile } from '../../test/hostile-input';
import { inventory } from '../catalog/tables';

describeDatabases('cart hostile input', (context) => {
  it('answers 4xx with a message, never 5xx, on every endpoint', async () => {
    const product = (await (
      await context.app.inject({ method: 'GET', url: '/api/catalog/products/NB1001?brand=northbound&locale=uk-en' })
    ).json()) as ProductDetail;
    const variantId = product.variants[0]?.variantId ?? '';
    await context.db.update(inventory).set({ quantity: 50 }).where(eq(inventory.variantId, variantId));
    const basket = (await context.app.inject({ method: 'POST', url: '/api/baskets', payload: { brand: 'northbound', locale: 'uk-en' } })).json() as Basket;
    const added = (
      await context.app.inject({ method: 'POST', url: `/api/baskets/${basket.basketId}/items`, payload: { variantId, quantity: 1 } })
    ).json() as Basket;
    const id = basket.basketId;
    const itemId = added.items[0]?.itemId ?? '';
    const missingId = '00000000-0000-4000-8000-000000000000';
    const badIds = ['not-a-uuid', `${id}x`, encodeURIComponent(ODD_UNICODE), 'x'.repeat(5000), '..%2F..%2Fetc', missingId];

    const bodies: Record<string, Record<string, unknown>> = {
      'POST /api/baskets': { brand: 'northbound', locale: 'uk-en' },
      [`POST /api/baskets/${id}/items`]: { variantId, quantity: 1 },
      [`PATCH /api/baskets/${id}/items/${itemId}`]: { quantity: 1, variantId },
      [`POST /api/baskets/${id}/gift-cards`]: { amount: 2500, recipientEmail: 'a@example.com', recipientName: 'A', senderName: 'B', message: '' },
      [`POST /api/baskets/${id}/coupons`]: { code: 'WELCOME10' },
      [`PUT /api/baskets/${id}/shipping-method`]: { code: 'standard' },
      [`PUT /api/baskets/${id}/gift-option`]: { enabled: true, message: 'hi' },
      [`PUT /api/baskets/${id}/shipping-region`]: { region: null },
    };
    const cases: Case[] = [];
    for (const [route, valid] of Object.entries(bodies)) {
      const [method, url] = route.split(' ') as [Method, string];
      cases.push({ name: `${route} extra field`, method, url, payload: { ...valid, isAdmin: true } });
      cases.push({ name: `${route} array body`, method, url, payload: [valid] });
      cases.push({ name: `${route} malformed JSON`, method, url, raw: '{"a":' });
      cases.push({ name: `${route} no body`, method, url });
      for (const field of Object.keys(valid)) {
        for (const value of HOSTILE_VALUES)
          cases.push({ name: `${route} ${field}=${String(value).slice(0, 20)}`, method, url, payload: { ...valid, [field]: value } });
      }
    }
    for (const bad of badIds) {
      cases.push({ name: `GET basket ${bad.slice(0, 20)}`, method: 'GET', url: `/api/baskets/${bad}` });
      cases.push({ name: `POST items ${bad.slice(0, 20)}`, method: 'POST', url: `/api/baskets/${bad}/items`, payload: { variantId, quantity: 1 } });
      cases.push({ name: `PATCH item ${bad.slice(0, 20)}`, method: 'PATCH', url: `/api/baskets/${id}/items/${bad}`, payload: { quantity: 1 } });
      cases.push({ name: `DELETE item ${bad.slice(0, 20)}`, method: 'DELETE', url: `/api/baskets/${id}/items/${bad}` });
      cases.push({ name: `DELETE basket item ${bad.slice(0, 20)}`, method: 'DELETE', url: `/api/baskets/${bad}/items/${itemId}` });
      cases.push({ name: `DELETE coupon ${bad.slice(0, 20)}`, method: 'DELETE', url: `/api/baskets/${id}/coupons/${bad}` });
      cases.push({ name: `DELETE coupon of ${bad.slice(0, 20)}`, method: 'DELETE', url: `/api/baskets/${bad}/coupons/WELCOME10` });
      for (const rest of ['/coupons', '/gift-cards', '/shipping-method', '/gift-option', '/shipping-region']) {
        const method: Method = rest === '/coupons' || rest === '/gift-cards' ? 'POST' : 'PUT';
        cases.push({ name: `${method} ${rest} on ${bad.slice(0, 20)}`, method, url: `/api/baskets/${bad}${rest}`, payload: {} });
      }
    }
    const failures: string[] = [];
    for (const testCase of cases) {
      const { failure } = await sendHostile(context.app, testCase);
      if (failure) failures.push(failure);
    }
    expect(failures).toEqual([]);
    expect(cases.length).toBeGreaterThan(300);
  }, 120_000);
});
