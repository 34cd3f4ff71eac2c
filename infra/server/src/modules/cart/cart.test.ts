import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { MAX_LINE_QUANTITY, type Basket, type ProductDetail } from '@sf/contracts';
import { describeDatabases } from '../../test/databases';
import { inventory, prices } from '../catalog/tables';

describeDatabases('cart API', (context) => {
  const call = async <T>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, status = 200) => {
    const response = await context.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(response.statusCode, response.body).toBe(status);
    return response.json() as T;
  };
  const createBasket = (locale = 'de-de') => call<Basket>('POST', '/api/baskets', { brand: 'northbound', locale }, 201);
  /** A variant of NB1001 with a known stock level in the EU warehouse (tests own their database copy, so they may set it). */
  const variantWithStock = async (stock: number, index = 0) => {
    const product = await call<ProductDetail>('GET', '/api/catalog/products/NB1001?brand=northbound&locale=de-de');
    const variant = product.variants[index];
    if (!variant) throw new Error('NB1001 has no variants');
    await context.db
      .update(inventory)
      .set({ quantity: stock })
      .where(and(eq(inventory.variantId, variant.variantId), eq(inventory.warehouseId, 'eu-dc')));
    return { variantId: variant.variantId, size: variant.size };
  };

  it('creates an empty basket with country and currency from the locale', async () => {
    const basket = await createBasket('ch-fr');
    expect(basket.basketId).toMatch(/^[0-9a-f-]{36}$/);
    expect(basket).toMatchObject({ country: 'CH', currency: 'CHF', items: [], totalItems: 0, subtotal: { amount: 0, currency: 'CHF' }, paymentMethods: [] });
    expect(basket.shippingMethods.map((method) => [method.code, method.available])).toEqual([
      ['standard', true],
      ['express', true],
      ['pickup', true],
    ]);
    expect(basket.selectedShippingMethod).toBe('standard');
    expect(basket.totals).toMatchObject({ currency: 'CHF', merchandiseTotal: 0, shipping: 0, total: 0, taxIncluded: true, taxRateBasisPoints: 810 });
  });

  it('adds a variant, and adding it again raises the quantity of the same line', async () => {
    const { variantId } = await variantWithStock(20);
    const basket = await createBasket();
    const once = await call<Basket>('POST', `/api/baskets/${basket.basketId}/items`, { variantId, quantity: 2 });
    expect(once.items).toHaveLength(1);
    expect(once.items[0]).toMatchObject({ variantId, productId: 'NB1001', masterId: 'NB1001', quantity: 2 });
    expect(once.items[0]?.unitPrice.currency).toBe('EUR');
    const twice = await call<Basket>('POST', `/api/baskets/${basket.basketId}/items`, { variantId, quantity: 3 });
    expect(twice.items).toHaveLength(1);
    expect(twice.totalItems).toBe(5);
    expect(twice.subtotal.amount).toBe((twice.items[0]?.unitPrice.amount ?? 0) * 5);
  });

  it('sizes added at once from several tabs are all kept, and no answer leaves out a size added before it', async () => {
    const product = await call<ProductDetail>('GET', '/api/catalog/products/NB1001?brand=northbound&locale=de-de');
    const sizes = product.variants.slice(0, 8);
    for (const [index] of sizes.entries()) await variantWithStock(20, index);
    const basket = await createBasket();
    const answers = await Promise.all(
      sizes.map((variant) => call<Basket>('POST', `/api/baskets/${basket.basketId}/items`, { variantId: variant.variantId, quantity: 1 })),
    );
    const seen = answers.map((answer) => new Set(answer.items.map((item) => item.variantId)));
    for (const [index, variant] of sizes.entries()) expect(seen[index]?.has(variant.variantId)).toBe(true);
    // Adds to one basket take turns (its row is locked) and each answer reads the basket after its own add: it shows
    // every size added before it, so of two answers the smaller one's sizes are all in the larger one.
    const bySize = [...seen].sort((a, b) => a.size - b.size);
    for (const [index, smaller] of bySize.entries()) {
      for (const larger of bySize.slice(index + 1)) expect([...smaller].every((variantId) => larger.has(variantId))).toBe(true);
    }
    const final = await call<Basket>('GET', `/api/baskets/${basket.basketId}`);
    expect(final.items.map((item) => item.variantId).sort()).toEqual(sizes.map((variant) => variant.variantId).sort());
  });

  it('refuses to go over the per-line limit with a clear 409', async () => {
    const { variantId } = await variantWithStock(50, 1);
    const basket = await createBasket();
    await call('POST', `/api/baskets/${basket.basketId}/items`, { variantId, quantity: MAX_LINE_QUANTITY - 1 });
    const error = await call<{ message: string }>('POST', `/api/baskets/${basket.basketId}/items`, { variantId, quantity: 2 }, 409);
    expect(error.message).toBe(`Quantity of ${variantId} would be ${MAX_LINE_QUANTITY + 1}: at most ${MAX_LINE_QUANTITY} per line`);
  });

  it('limits quantity by stock, and refuses sold-out sizes', async () => {
    const { variantId, size } = await variantWithStock(2, 2);
    const basket = await createBasket();
    const error = await call<{ message: string }>('POST', `/api/baskets/${basket.basketId}/items`, { variantId, quantity: 3 }, 409);
    expect(error.message).toBe(`Only 2 left in size ${size}`);
    const added = await call<Basket>('POST', `/api/baskets/${basket.basketId}/items`, { variantId, quantity: 2 });
    const itemId = added.items[0]?.itemId;
    await call('PATCH', `/api/baskets/${basket.basketId}/items/${itemId}`, { quantity: 3 }, 409);
    const soldOut = await variantWithStock(0, 3);
    const refused = await call<{ message: string }>('POST', `/api/baskets/${basket.basketId}/items`, { variantId: soldOut.variantId, quantity: 1 }, 409);
    expect(refused.message).toMatch(/out of stock/);
  });

  it('changes and removes lines', async () => {
    const { variantId } = await variantWithStock(20, 4);
    const basket = await createBasket();
    const added = await call<Basket>('POST', `/api/baskets/${basket.basketId}/items`, { variantId, quantity: 1 });
    const itemId = added.items[0]?.itemId ?? '';
    expect((await call<Basket>('PATCH', `/api/baskets/${basket.basketId}/items/${itemId}`, { quantity: 4 })).totalItems).toBe(4);
    expect((await call<Basket>('DELETE', `/api/baskets/${basket.basketId}/items/${itemId}`)).items).toEqual([]);
    await call('DELETE', `/api/baskets/${basket.basketId}/items/${itemId}`, undefined, 404);
  });

  it('re-reads prices from the price book on every read', async () => {
    const { variantId } = await variantWithStock(20, 5);
    const basket = await createBasket();
    await call('POST', `/api/baskets/${basket.basketId}/items`, { variantId, quantity: 2 });
    await context.db
      .update(prices)
      .set({ listAmount: 12345, saleAmount: null })
      .where(and(eq(prices.productId, 'NB1001'), eq(prices.currency, 'EUR')));
    const reread = await call<Basket>('GET', `/api/baskets/${basket.basketId}`);
    expect(reread.items[0]?.unitPrice).toEqual({ amount: 12345, currency: 'EUR' });
    expect(reread.subtotal).toEqual({ amount: 24690, currency: 'EUR' });
  });

  it('answers 404 for an unknown basket and 400 for a malformed id', async () => {
    const missing = await call<{ message: string }>('GET', '/api/baskets/00000000-0000-4000-8000-000000000000', undefined, 404);
    expect(missing.message).toContain('Basket not found');
    await call('POST', '/api/baskets/00000000-0000-4000-8000-000000000000/items', { variantId: 'NB1001-TAN-8', quantity: 1 }, 404);
    await call('GET', '/api/baskets/not-a-uuid', undefined, 400);
  });

  it('rejects variants of another brand or unknown variants, naming the field', async () => {
    const basket = await createBasket();
    const error = await call<{ message: string }>('POST', `/api/baskets/${basket.basketId}/items`, { variantId: 'KS1001-WHITE-8', quantity: 1 }, 400);
    expect(error.message).toMatch(/^body\/variantId: Unknown variant/);
  });

  it('keeps baskets across a restart of the app', async () => {
    const { variantId } = await variantWithStock(20, 6);
    const basket = await createBasket('pl-pl');
    await call('POST', `/api/baskets/${basket.basketId}/items`, { variantId, quantity: 3 });
    await context.restart();
    const reloaded = await call<Basket>('GET', `/api/baskets/${basket.basketId}`);
    expect(reloaded).toMatchObject({ basketId: basket.basketId, currency: 'PLN', totalItems: 3 });
    expect(reloaded.items[0]?.variantId).toBe(variantId);
  });
});
