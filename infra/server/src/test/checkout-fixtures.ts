/** Shared by the checkout tests: baskets with known stock, card tokens, addresses and a place-order call. */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Basket, CardToken, PlaceOrderBody, ProductDetail } from '@sf/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './databases';
import { operatorCookie } from './operator-session';
import { inventory } from '../modules/catalog/tables';

export const CARDS = { approve: '4242424242424242', decline: '4000000000000002', challenge: '4000000000003220' } as const;

export const UK_ADDRESS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine1: '12 St James’s Square',
  city: 'London',
  postalCode: 'SW1Y 4JH',
  country: 'GB',
};

export function checkoutFixtures(context: AppContext) {
  const inject = (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
    context.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  /** Variant `index` of NB1001 with exactly `stock` units in the EU warehouse (tests own their database copy). */
  async function variantWithStock(stock: number, index = 0): Promise<{ variantId: string; size: string; name: string }> {
    const product = (await inject('GET', '/api/catalog/products/NB1001?brand=northbound&locale=uk-en')).json() as ProductDetail;
    const variant = product.variants[index];
    if (!variant) throw new Error('NB1001 has no such variant');
    await context.db
      .update(inventory)
      .set({ quantity: stock })
      .where(and(eq(inventory.variantId, variant.variantId), eq(inventory.warehouseId, 'eu-dc')));
    return { variantId: variant.variantId, size: variant.size, name: product.name };
  }

  async function stockOf(variantId: string): Promise<number> {
    const [row] = await context.db
      .select({ quantity: inventory.quantity })
      .from(inventory)
      .where(and(eq(inventory.variantId, variantId), eq(inventory.warehouseId, 'eu-dc')));
    return row?.quantity ?? -1;
  }

  async function basketWith(variantId: string | null, quantity = 1): Promise<Basket> {
    const basket = (await inject('POST', '/api/baskets', { brand: 'northbound', locale: 'uk-en' })).json() as Basket;
    if (!variantId) return basket;
    const added = await inject('POST', `/api/baskets/${basket.basketId}/items`, { variantId, quantity });
    if (added.statusCode !== 200) throw new Error(`add to basket: ${added.statusCode} ${added.body}`);
    return added.json() as Basket;
  }

  let tokens = 0;
  async function token(number: string = CARDS.approve): Promise<string> {
    // Each from its own address: these tests are about checkout, not the card-token rate limit.
    tokens += 1;
    const response = await context.app.inject({
      method: 'POST',
      url: '/payments/test-provider/tokens',
      payload: { number, expiry: '12/34', cvc: '123', name: 'Ada Lovelace' },
      remoteAddress: `10.77.${(tokens >> 8) & 255}.${tokens & 255}`,
    });
    return (response.json() as CardToken).token;
  }

  async function body(basket: Basket, tenders?: PlaceOrderBody['tenders'], email = 'ada@example.com'): Promise<PlaceOrderBody> {
    return {
      basketId: basket.basketId,
      email,
      shippingAddress: UK_ADDRESS,
      sameAsShipping: true,
      shippingMethod: 'standard',
      tenders: tenders ?? [{ code: 'CARD', token: await token() }],
    };
  }

  /** Development helpers (outbox, order status) as the signed-in demo operator; signs in again after a restart. */
  let operator: { app: FastifyInstance; cookie: string } | undefined;
  async function dev(method: 'GET' | 'POST', url: string, payload?: object) {
    if (operator?.app !== context.app) operator = { app: context.app, cookie: await operatorCookie(context.app) };
    return inject(method, url, payload, { cookie: operator.cookie });
  }

  const place = (payload: object, key: string = randomUUID()) => inject('POST', '/api/checkout/orders', payload, { 'idempotency-key': key });

  return { inject, dev, variantWithStock, stockOf, basketWith, token, body, place };
}
