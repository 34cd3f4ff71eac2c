/**
 * Reliability under concurrency and hostile input, on every driver: no oversold stock, no overdrawn gift card, one
 * order per Idempotency-Key, and never a 5xx whatever the request looks like.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Basket, PlaceOrderBody, PlaceOrderResult } from '@sf/contracts';
import { describeDatabases } from '../../test/databases';
import { orders } from '../orders/tables';
import { payments } from '../payments/tables';
import { CARDS, checkoutFixtures } from '../../test/checkout-fixtures';

describeDatabases('checkout reliability', (context) => {
  const f = checkoutFixtures(context);
  const ordersFor = async (variantId: string) =>
    (
      await context.db
        .select({ status: orders.status })
        .from(orders)
        .where(sql`${orders.items} @> ${JSON.stringify([{ variantId }])}::jsonb`)
    ).map((row) => row.status);

  it('50 parallel checkouts racing for 5 units: exactly 5 orders, the rest 409 out of stock, stock 0', async () => {
    const { variantId } = await f.variantWithStock(5, 6);
    const bodies: PlaceOrderBody[] = [];
    for (let i = 0; i < 50; i++) bodies.push(await f.body(await f.basketWith(variantId, 1)));
    const responses = await Promise.all(bodies.map((body) => f.place(body)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(45);
    for (const response of responses.filter((candidate) => candidate.statusCode === 409)) {
      expect((response.json() as { message: string }).message).toMatch(/out of stock|left in size/);
    }
    expect(await f.stockOf(variantId)).toBe(0);
    expect(await ordersFor(variantId)).toEqual(['paid', 'paid', 'paid', 'paid', 'paid']);
  }, 120_000);

  it('two-size orders racing with their sizes added in opposite orders: no deadlock, no oversell', async () => {
    const first = await f.variantWithStock(3, 8);
    const second = await f.variantWithStock(3, 9);
    const bodies: PlaceOrderBody[] = [];
    for (let i = 0; i < 12; i++) {
      const [a, b] = i % 2 === 0 ? [first, second] : [second, first];
      const basket = await f.basketWith(a.variantId, 1);
      const added = await f.inject('POST', `/api/baskets/${basket.basketId}/items`, { variantId: b.variantId, quantity: 1 });
      expect(added.statusCode).toBe(200);
      bodies.push(await f.body(basket));
    }
    const statuses = (await Promise.all(bodies.map((body) => f.place(body)))).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    expect(await f.stockOf(first.variantId)).toBe(0);
    expect(await f.stockOf(second.variantId)).toBe(0);
  }, 120_000);

  it('reserving stock takes every line in one go, or names the first short line and the order rolls back', async () => {
    const plenty = await f.variantWithStock(5, 10);
    const scarce = await f.variantWithStock(1, 11);
    const rolledBack = new Error('roll back');
    let refused: unknown;
    await context.db
      .transaction(async (tx) => {
        refused = await context.app.catalog.reserveStock(tx, 'eu-dc', [
          { variantId: plenty.variantId, quantity: 2 },
          { variantId: scarce.variantId, quantity: 2 },
        ]);
        throw rolledBack;
      })
      .catch((error: unknown) => {
        if (error !== rolledBack) throw error;
      });
    expect(refused).toEqual({ ok: false, variantId: scarce.variantId });
    expect(await f.stockOf(plenty.variantId)).toBe(5);
    const taken = await context.db.transaction((tx) =>
      context.app.catalog.reserveStock(tx, 'eu-dc', [
        { variantId: scarce.variantId, quantity: 1 },
        { variantId: plenty.variantId, quantity: 2 },
      ]),
    );
    // Both sizes are at or under the shown-stock limit afterwards: their product's listings must refresh.
    expect(taken).toEqual({ ok: true, shownChanged: ['NB1001'] });
    expect(await f.stockOf(plenty.variantId)).toBe(3);
    expect(await f.stockOf(scarce.variantId)).toBe(0);
  });

  it('the same gift card in parallel checkouts is never overdrawn', async () => {
    const { variantId } = await f.variantWithStock(50, 7);
    const card = await context.app.giftCards.issue({ amount: { amount: 3000, currency: 'GBP' } });
    const bodies: PlaceOrderBody[] = [];
    for (let i = 0; i < 10; i++) {
      const basket = await f.basketWith(variantId, 1);
      bodies.push(
        await f.body(basket, [
          { code: 'GIFT_CARD', number: card.number, pin: card.pin, amount: 1000 },
          { code: 'CARD', token: await f.token() },
        ]),
      );
    }
    const statuses = (await Promise.all(bodies.map((body) => f.place(body)))).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
    expect((await context.app.giftCards.balance(card.number, card.pin))?.balance.amount).toBe(0);
    // Failed orders rolled back their stock decrement too.
    expect(await f.stockOf(variantId)).toBe(47);
  }, 120_000);

  it('a place-order replayed (in parallel and afterwards) makes one order', async () => {
    const { variantId } = await f.variantWithStock(10, 8);
    const body = await f.body(await f.basketWith(variantId, 2));
    const key = randomUUID();
    const responses = await Promise.all(Array.from({ length: 8 }, () => f.place(body, key)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    // The others see the order (200) or, while its payment is in flight, a retryable 409.
    expect(statuses.every((status) => [200, 201, 409].includes(status))).toBe(true);
    const later = await f.place(body, key);
    expect(later.statusCode).toBe(200);
    const numbers = new Set(
      [...responses, later].filter((response) => response.statusCode < 300).map((response) => (response.json() as PlaceOrderResult).order.orderNumber),
    );
    expect(numbers.size).toBe(1);
    expect(
      await context.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.idempotencyKey, key))),
    ).toHaveLength(1);
    expect(await f.stockOf(variantId)).toBe(8);
  }, 60_000);

  it('one basket placed 8 times at once with 8 different Idempotency-Keys makes one order and one card payment', async () => {
    const { variantId } = await f.variantWithStock(10, 10);
    const basket = await f.basketWith(variantId, 1);
    // Two tabs: each its own card token, so the bodies differ; a double click: the same body under a new key.
    const bodies = [await f.body(basket), await f.body(basket)];
    const responses = await Promise.all(Array.from({ length: 8 }, (_, i) => f.place(bodies[i % 2] as PlaceOrderBody)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    const winner = (responses.find((response) => response.statusCode === 201)!.json() as PlaceOrderResult).order.orderNumber;
    for (const response of responses.filter((candidate) => candidate.statusCode !== 201)) {
      if (response.statusCode === 200) expect((response.json() as PlaceOrderResult).order.orderNumber).toBe(winner);
      else expect([409, 200]).toContain(response.statusCode);
      if (response.statusCode === 409) expect((response.json() as { message: string }).message).toMatch(/already been ordered|still being processed/);
    }
    const placed = await context.db.select({ number: orders.orderNumber, status: orders.status }).from(orders).where(eq(orders.basketId, basket.basketId));
    expect(placed).toEqual([{ number: winner, status: 'paid' }]);
    expect(await context.db.select({ id: payments.id }).from(payments).where(eq(payments.orderRef, winner))).toHaveLength(1);
    expect(
      await context.db
        .select({ id: payments.id })
        .from(payments)
        .where(sql`${payments.orderRef} <> ${winner} and ${payments.orderRef} in (select order_number from orders where basket_id = ${basket.basketId})`),
    ).toHaveLength(0);
    expect(await f.stockOf(variantId)).toBe(9);
  }, 60_000);

  it('a basket whose card was declined can be placed again with a new key', async () => {
    const { variantId } = await f.variantWithStock(5, 11);
    const basket = await f.basketWith(variantId, 1);
    const declined = await f.place(await f.body(basket, [{ code: 'CARD', token: await f.token(CARDS.decline) }]));
    expect(declined.statusCode).toBe(402);
    const retried = await f.place(await f.body(basket));
    expect(retried.statusCode).toBe(201);
    expect(await f.stockOf(variantId)).toBe(4);
  }, 60_000);

  it('hostile input to every checkout and order endpoint gets a 4xx with a message, never a 5xx', async () => {
    const { variantId } = await f.variantWithStock(20, 9);
    const basket: Basket = await f.basketWith(variantId, 1);
    const good = await f.body(basket);
    const placed = (await f.place(await f.body(await f.basketWith(variantId, 1)))).json() as PlaceOrderResult;
    const number = placed.order.orderNumber;
    const weird = [
      '',
      ' ',
      'a'.repeat(5000),
      '\u0000',
      'NB\u000012345678',
      '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🥾',
      '\u202Eevil',
      '../../etc/passwd',
      "' OR 1=1 --",
      '<script>alert(1)</script>',
      '%00',
      '__proto__',
      'constructor',
    ];
    const values: unknown[] = [...weird, null, 0, -1, 1e308, true, [], {}, [good], { __proto__: { polluted: true } }];
    const jsonBodies: string[] = [
      '',
      'null',
      '[]',
      '"text"',
      '42',
      '{',
      '{"basketId":',
      'not json',
      '{"__proto__":{"polluted":true}}',
      '{"constructor":{"prototype":{"polluted":true}}}',
      JSON.stringify({ ...good, shippingAddress: { ...good.shippingAddress, ['__proto__']: { admin: true } } }),
      `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`,
      JSON.stringify({ filler: 'x'.repeat(1_100_000) }),
    ];
    const bodyVariants: unknown[] = [
      ...values.flatMap((value) => [
        { ...good, basketId: value },
        { ...good, email: value },
        { ...good, shippingAddress: value },
        { ...good, shippingAddress: { ...good.shippingAddress, postalCode: value } },
        { ...good, shippingAddress: { ...good.shippingAddress, firstName: value } },
        { ...good, tenders: value },
        { ...good, tenders: [{ code: 'GIFT_CARD', number: value, pin: value, amount: value }] },
        { ...good, shippingMethod: value },
        { ...good, locale: value },
        { address: value },
        { address: { ...good.shippingAddress, city: value } },
        { email: value, orderNumber: value },
        { paymentId: value },
        { status: value },
      ]),
      { ...good, tenders: [{ code: 'CARD', token: 'tok_AAAAAAAAAAAAAAAAAAAA' }] },
      { ...good, tenders: Array.from({ length: 50 }, () => good.tenders[0]) },
      { ...good, sameAsShipping: false, billingAddress: { ...good.shippingAddress, country: 'ZZ' } },
    ];
    const keys = [undefined, '', 'not-a-uuid', randomUUID().toUpperCase(), 'x'.repeat(1000), '00000000-0000-0000-0000-000000000000\u0000'];
    const paths = ['x', 'NB00000000', number, 'NB%00', '%F0%9F%A5%BE', 'a'.repeat(300), '..%2F..%2F', '__proto__'];
    const emails = [
      '',
      'ada@example.com',
      'not-an-email',
      '%00',
      `${'a'.repeat(400)}@x.com`,
      encodeURIComponent('ada@example.com\u0000'),
      '%F0%9F%A5%BE@x.com',
    ];

    const requests: Array<{ method: 'GET' | 'POST'; url: string; payload?: string; headers?: Record<string, string> }> = [];
    const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
      requests.push({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...headers } });
    for (const payload of [...jsonBodies, ...bodyVariants.map((variant) => JSON.stringify(variant))]) {
      post('/api/checkout/address/validate', payload);
      post('/api/checkout/orders', payload, { 'idempotency-key': randomUUID() });
      post(`/api/checkout/orders/${number}/challenge`, payload);
      post('/api/orders/lookup', payload);
      post(`/api/dev/orders/${number}/status`, payload);
    }
    for (const key of keys) post('/api/checkout/orders', JSON.stringify(good), key === undefined ? {} : { 'idempotency-key': key });
    post('/api/checkout/orders', JSON.stringify(good), { 'idempotency-key': randomUUID(), 'content-type': 'text/plain' });
    for (const path of paths) {
      post(`/api/checkout/orders/${path}/challenge`, JSON.stringify({ paymentId: 'pay_x' }));
      post(`/api/dev/orders/${path}/status`, JSON.stringify({ status: 'shipped' }));
      for (const email of emails) {
        for (const suffix of ['', '/confirmation', '/return-label.pdf']) requests.push({ method: 'GET', url: `/api/orders/${path}${suffix}?email=${email}` });
      }
    }
    for (const limit of ['0', '-1', 'abc', '1e9', '%00']) requests.push({ method: 'GET', url: `/api/dev/outbox?limit=${limit}` });

    const failures: string[] = [];
    let index = 0;
    for (const request of requests) {
      // One address per request: this test is about input handling, not the rate limit.
      const response = await context.app.inject({ ...request, remoteAddress: `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index++ & 255}` });
      const message = response.headers['content-type']?.toString().includes('json') ? (response.json() as { message?: unknown }).message : undefined;
      const ok = response.statusCode < 300 || (response.statusCode >= 400 && response.statusCode < 500 && typeof message === 'string' && message.length > 0);
      if (!ok)
        failures.push(`${request.method} ${request.url} ${request.payload?.slice(0, 120) ?? ''} → ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
    expect(failures, failures.slice(0, 10).join('\n')).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(requests.length).toBeGreaterThan(1000);
  }, 600_000);
});
