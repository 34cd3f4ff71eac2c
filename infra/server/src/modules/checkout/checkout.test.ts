import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { AddressValidationResult, Basket, OutboxMessage, PlaceOrderResult, ProductDetail, ProductList } from '@sf/contracts';
import { describeDatabases } from '../../test/databases';
import { inventory } from '../catalog/tables';
import { CARDS, checkoutFixtures, UK_ADDRESS } from '../../test/checkout-fixtures';
import { US_ADDRESS } from '../../test/account-fixtures';

describeDatabases('checkout: address validation, place order, 3-D Secure, replays', (context) => {
  const f = checkoutFixtures(context);
  const outbox = async () => ((await f.dev('GET', '/api/dev/outbox')).json() as { messages: OutboxMessage[] }).messages;

  it('validates addresses per country and suggests the printed form', async () => {
    const check = async (address: object) => (await f.inject('POST', '/api/checkout/address/validate', { address })).json() as AddressValidationResult;
    const uk = await check({ ...UK_ADDRESS, postalCode: 'sw1y4jh', city: 'lONDON' });
    expect(uk).toMatchObject({ valid: true, changed: true, problems: [] });
    expect(uk.suggestion).toMatchObject({ postalCode: 'SW1Y 4JH', city: 'London' });
    const us = await check(US_ADDRESS);
    expect(us.suggestion).toMatchObject({ postalCode: '10001', city: 'New York', region: 'NY' });
    const missingState = await check({ firstName: 'Grace', lastName: 'Hopper', addressLine1: '1 Main St', city: 'Austin', postalCode: '73301', country: 'US' });
    expect(missingState).toMatchObject({ valid: false, suggestion: null, problems: [{ field: 'region', code: 'required' }] });
    const bad = await check({ ...UK_ADDRESS, postalCode: '12345', firstName: ' ' });
    expect(bad.valid).toBe(false);
    expect(bad.problems.map((problem) => `${problem.field}:${problem.code}`)).toEqual(['firstName:required', 'postalCode:invalid']);
    const exact = await check(UK_ADDRESS);
    expect(exact).toMatchObject({ valid: true, changed: false });
  });

  it('places a card order: paid, stock taken, basket emptied, confirmation in the outbox; a replay returns it', async () => {
    const { variantId } = await f.variantWithStock(4);
    const basket = await f.basketWith(variantId, 2);
    const payload = await f.body(basket);
    const key = randomUUID();
    const placed = await f.place(payload, key);
    expect(placed.statusCode, placed.body).toBe(201);
    const { order, action } = placed.json() as PlaceOrderResult;
    expect(action).toBeNull();
    expect(order).toMatchObject({
      status: 'paid',
      isFinalized: true,
      billingAddress: { email: 'ada@example.com' },
      totals: { currency: 'GBP', total: basket.totals.total },
    });
    expect(order.orderNumber).toMatch(/^NB\d{8}$/);
    expect(order.paymentMethod).toEqual([{ code: 'CARD', additionalData: { amount: basket.totals.total, label: 'visa •••• 4242' } }]);
    expect(await f.stockOf(variantId)).toBe(2);
    expect(((await f.inject('GET', `/api/baskets/${basket.basketId}`)).json() as Basket).items).toEqual([]);
    const mail = (await outbox()).find((message) => message.orderNumber === order.orderNumber);
    expect(mail).toMatchObject({ kind: 'order_confirmation', to: 'ada@example.com', subject: `Your Northbound order ${order.orderNumber}` });
    expect(mail?.html).toContain(order.orderNumber);
    expect(mail?.text).toContain('Total');

    const replay = await f.place(payload, key);
    expect(replay.statusCode).toBe(200);
    expect((replay.json() as PlaceOrderResult).order.orderNumber).toBe(order.orderNumber);
    expect(await f.stockOf(variantId)).toBe(2);
    const other = await f.place({ ...payload, email: 'someone@example.com' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ message: 'Idempotency-Key was already used with a different request' });
  });

  it('selling the last unit of a size takes that size out of listings; cancelling the order puts it back', async () => {
    const product = (await f.inject('GET', '/api/catalog/products/NB1001?brand=northbound&locale=uk-en')).json() as ProductDetail;
    const { variantId, size } = await f.variantWithStock(1);
    // Only this colour has the size, so the listing's size filter depends on this one unit.
    for (const other of product.variants.filter((variant) => variant.size === size && variant.variantId !== variantId)) {
      await context.db
        .update(inventory)
        .set({ quantity: 0 })
        .where(and(eq(inventory.variantId, other.variantId), eq(inventory.warehouseId, 'eu-dc')));
    }
    await context.app.listings.reindexProducts(['NB1001']);
    const listed = async () => {
      const url = `/api/listing/category/${product.categorySlug}?brand=northbound&locale=uk-en&limit=100&size=${encodeURIComponent(size)}`;
      return ((await f.inject('GET', url)).json() as ProductList).items.map((item) => item.productId);
    };
    expect(await listed()).toContain('NB1001');

    const challenged = await f.place(await f.body(await f.basketWith(variantId, 1), [{ code: 'CARD', token: await f.token(CARDS.challenge) }]));
    expect(challenged.statusCode, challenged.body).toBe(202);
    expect(await listed()).not.toContain('NB1001');
    const { order, action } = challenged.json() as PlaceOrderResult;
    if (!action) throw new Error('expected a challenge');
    await f.inject('POST', action.challengeUrl, { action: 'fail' });
    expect((await f.inject('POST', `/api/checkout/orders/${order.orderNumber}/challenge`, { paymentId: action.paymentId })).statusCode).toBe(402);
    expect(await listed()).toContain('NB1001');
  });

  it('a declined card answers 402 with the provider message and gives stock and gift-card money back', async () => {
    const { variantId } = await f.variantWithStock(3, 1);
    const basket = await f.basketWith(variantId, 1);
    const card = await context.app.giftCards.issue({ amount: { amount: 500, currency: 'GBP' } });
    const declined = await f.place(
      await f.body(basket, [
        { code: 'GIFT_CARD', number: card.number, pin: card.pin, amount: 500 },
        { code: 'CARD', token: await f.token(CARDS.decline) },
      ]),
    );
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ message: 'Your card was declined. Try another card.' });
    expect(await f.stockOf(variantId)).toBe(3);
    expect((await context.app.giftCards.balance(card.number, card.pin))?.balance.amount).toBe(500);
    expect(((await f.inject('GET', `/api/baskets/${basket.basketId}`)).json() as Basket).items).toHaveLength(1);
  });

  it('3-D Secure: 202 keeps the order created with stock reserved; approval pays it, failure cancels it', async () => {
    const { variantId } = await f.variantWithStock(5, 2);
    const start = async () => {
      const basket = await f.basketWith(variantId, 1);
      const response = await f.place(await f.body(basket, [{ code: 'CARD', token: await f.token(CARDS.challenge) }]));
      expect(response.statusCode, response.body).toBe(202);
      return response.json() as PlaceOrderResult;
    };
    const first = await start();
    expect(first.order.status).toBe('created');
    expect(first.order.isFinalized).toBe(false);
    if (!first.action) throw new Error('expected a challenge');
    expect(await f.stockOf(variantId)).toBe(4);
    const early = await f.inject('POST', `/api/checkout/orders/${first.order.orderNumber}/challenge`, { paymentId: first.action.paymentId });
    expect(early.statusCode).toBe(409);
    await f.inject('POST', first.action.challengeUrl, { action: 'code', code: '1234' });
    const done = await f.inject('POST', `/api/checkout/orders/${first.order.orderNumber}/challenge`, { paymentId: first.action.paymentId });
    expect(done.statusCode, done.body).toBe(200);
    expect((done.json() as PlaceOrderResult).order).toMatchObject({ status: 'paid', isFinalized: true });

    const second = await start();
    expect(await f.stockOf(variantId)).toBe(3);
    if (!second.action) throw new Error('expected a challenge');
    await f.inject('POST', second.action.challengeUrl, { action: 'fail' });
    const failed = await f.inject('POST', `/api/checkout/orders/${second.order.orderNumber}/challenge`, { paymentId: second.action.paymentId });
    expect(failed.statusCode).toBe(402);
    expect(await f.stockOf(variantId)).toBe(4);
    const wrong = await f.inject('POST', `/api/checkout/orders/${second.order.orderNumber}/challenge`, { paymentId: 'pay_nope' });
    expect(wrong.statusCode).toBe(404);
  });

  it('an order paid twice at once (two challenge answers) is paid once: one basket close, one confirmation', async () => {
    const { variantId } = await f.variantWithStock(5, 3);
    const basket = await f.basketWith(variantId, 1);
    const placed = (await f.place(await f.body(basket, [{ code: 'CARD', token: await f.token(CARDS.challenge) }]))).json() as PlaceOrderResult;
    if (!placed.action) throw new Error('expected a challenge');
    await f.inject('POST', placed.action.challengeUrl, { action: 'code', code: '1234' });
    const url = `/api/checkout/orders/${placed.order.orderNumber}/challenge`;
    const answers = await Promise.all([0, 1].map(() => f.inject('POST', url, { paymentId: placed.action?.paymentId })));
    // The loser either finds the order already paid (200, the same order) or loses the status update (409).
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual(expect.arrayContaining([200]));
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    const confirmations = (await outbox()).filter((message) => message.orderNumber === placed.order.orderNumber);
    expect(confirmations).toHaveLength(1);
    expect(((await f.inject('GET', `/api/baskets/${basket.basketId}`)).json() as Basket).items).toEqual([]);
    expect(await f.stockOf(variantId)).toBe(4);
  });

  it('an abandoned 3-D Secure order is cancelled after its time, giving stock and gift-card money back', async () => {
    const { variantId } = await f.variantWithStock(3, 10);
    const basket = await f.basketWith(variantId, 1);
    const card = await context.app.giftCards.issue({ amount: { amount: 300, currency: 'GBP' } });
    const response = await f.place(
      await f.body(basket, [
        { code: 'GIFT_CARD', number: card.number, pin: card.pin, amount: 300 },
        { code: 'CARD', token: await f.token(CARDS.challenge) },
      ]),
    );
    expect(response.statusCode, response.body).toBe(202);
    const { order } = response.json() as PlaceOrderResult;
    expect(await f.stockOf(variantId)).toBe(2);
    expect(await context.app.checkout.expireStale(60_000)).toBe(0);
    expect(await context.app.checkout.expireStale(60_000, new Date(Date.now() + 120_000))).toBeGreaterThanOrEqual(1);
    expect(await f.stockOf(variantId)).toBe(3);
    expect((await context.app.giftCards.balance(card.number, card.pin))?.balance.amount).toBe(300);
    const details = await f.inject('GET', `/api/orders/${order.orderNumber}?email=ada%40example.com`);
    expect((details.json() as { status: string }).status).toBe('cancelled');
  });

  it('places the order with the shipping method named in the body, re-pricing the basket for it', async () => {
    const { variantId } = await f.variantWithStock(3, 11);
    const basket = await f.basketWith(variantId, 1);
    const express = basket.shippingMethods.find((method) => method.code === 'express');
    if (!express?.available) return;
    const response = await f.place({ ...(await f.body(basket)), shippingMethod: 'express' });
    expect(response.statusCode, response.body).toBe(201);
    const { order } = response.json() as PlaceOrderResult;
    expect(order.shipments[0]?.shippingMethod.code).toBe('express');
    expect(order.totals.shipping).toBeGreaterThanOrEqual(basket.totals.shipping);
  });

  it('shipping captures the payment; a return restocks and refunds gift card and card; cancelling a paid order gives all back', async () => {
    const { variantId } = await f.variantWithStock(6, 12);
    const status = (orderNumber: string, value: string) => f.dev('POST', `/api/dev/orders/${orderNumber}/status`, { status: value });
    const placeWithGiftCard = async () => {
      const basket = await f.basketWith(variantId, 2);
      const card = await context.app.giftCards.issue({ amount: { amount: 700, currency: 'GBP' } });
      const response = await f.place(
        await f.body(basket, [
          { code: 'GIFT_CARD', number: card.number, pin: card.pin, amount: 700 },
          { code: 'CARD', token: await f.token() },
        ]),
      );
      expect(response.statusCode, response.body).toBe(201);
      return { card, order: (response.json() as PlaceOrderResult).order };
    };
    const paymentOf = async (orderNumber: string) => (await context.app.orders.byNumber(orderNumber))?.paymentId ?? '';

    const returned = await placeWithGiftCard();
    expect(await f.stockOf(variantId)).toBe(4);
    expect((await status(returned.order.orderNumber, 'returned')).statusCode).toBe(409);
    expect((await status(returned.order.orderNumber, 'shipped')).statusCode).toBe(200);
    expect(await context.app.payments.details(await paymentOf(returned.order.orderNumber))).toMatchObject({ status: 'captured' });
    expect((await status(returned.order.orderNumber, 'delivered')).statusCode).toBe(200);
    const back = await status(returned.order.orderNumber, 'returned');
    expect(back.statusCode, back.body).toBe(200);
    expect(await f.stockOf(variantId)).toBe(6);
    expect((await context.app.giftCards.balance(returned.card.number, returned.card.pin))?.balance.amount).toBe(700);
    expect(await context.app.payments.details(await paymentOf(returned.order.orderNumber))).toMatchObject({ status: 'refunded' });

    const cancelled = await placeWithGiftCard();
    const stopped = await status(cancelled.order.orderNumber, 'cancelled');
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(await f.stockOf(variantId)).toBe(6);
    expect((await context.app.giftCards.balance(cancelled.card.number, cancelled.card.pin))?.balance.amount).toBe(700);
    expect(await context.app.payments.details(await paymentOf(cancelled.order.orderNumber))).toMatchObject({ status: 'voided' });
    expect((await status(cancelled.order.orderNumber, 'shipped')).statusCode).toBe(409);
  });

  it('gift cards alone pay an order; bought e-gift cards are issued and e-mailed when paid', async () => {
    const { variantId } = await f.variantWithStock(2, 3);
    const basket = await f.basketWith(variantId, 1);
    const withCard = await f.inject('POST', `/api/baskets/${basket.basketId}/gift-cards`, {
      amount: 2500,
      recipientEmail: 'friend@example.com',
      recipientName: 'Charles',
      senderName: 'Ada',
      message: 'Happy walking',
    });
    expect(withCard.statusCode, withCard.body).toBe(200);
    const total = (withCard.json() as Basket).totals.total;
    const card = await context.app.giftCards.issue({ amount: { amount: total + 100, currency: 'GBP' } });
    const placed = await f.place(await f.body(basket, [{ code: 'GIFT_CARD', number: card.number, pin: card.pin, amount: total }]));
    expect(placed.statusCode, placed.body).toBe(201);
    const { order } = placed.json() as PlaceOrderResult;
    expect(order.paymentMethod).toEqual([{ code: 'GIFT_CARD', additionalData: { amount: total, label: expect.stringContaining(card.number.slice(-4)) } }]);
    expect(order.items.filter((item) => item.giftCard)).toHaveLength(1);
    expect((await context.app.giftCards.balance(card.number, card.pin))?.balance.amount).toBe(100);
    const gift = (await outbox()).find((message) => message.kind === 'gift_card' && message.orderNumber === order.orderNumber);
    expect(gift).toMatchObject({ to: 'friend@example.com', subject: 'Ada sent you a Northbound e-gift card' });
    const pin = /PIN: (\d+)/.exec(gift?.text ?? '')?.[1];
    const number = /Card number: ([\d ]+)/.exec(gift?.text ?? '')?.[1]?.replace(/ /g, '');
    expect((await context.app.giftCards.balance(number ?? '', pin ?? ''))?.balance.amount).toBe(2500);
  });

  it('refuses bad tenders, addresses and shipping methods with the field named', async () => {
    const { variantId } = await f.variantWithStock(5, 4);
    const basket = await f.basketWith(variantId, 1);
    const payload = await f.body(basket);
    const message = async (body: object) => {
      const response = await f.place(body);
      expect(response.statusCode, response.body).toBe(400);
      return (response.json() as { message: string }).message;
    };
    expect(await message({ ...payload, shippingAddress: { ...UK_ADDRESS, postalCode: '123' } })).toMatch(/^body\/shippingAddress\/postalCode: /);
    expect(await message({ ...payload, shippingAddress: { ...UK_ADDRESS, country: 'DE', postalCode: '10115' } })).toMatch(/^body\/shippingAddress\/country: /);
    expect(await message({ ...payload, sameAsShipping: false })).toMatch(/billingAddress/);
    expect(await message({ ...payload, shippingMethod: 'teleport' })).toMatch(/^body\/shippingMethod: /);
    expect(await message({ ...payload, tenders: [{ code: 'GIFT_CARD', number: '6010000000000002', pin: '2345', amount: 100 }] })).toMatch(/left to pay/);
    expect(await message({ ...payload, tenders: [...payload.tenders, { code: 'BNPL', plan: 3 }] })).toMatch(/at most one/);
    const missingKey = await f.inject('POST', '/api/checkout/orders', payload);
    expect(missingKey.statusCode).toBe(400);
    expect(missingKey.json()).toMatchObject({ message: expect.stringMatching(/idempotency-key/) });
    expect(await f.stockOf(variantId)).toBe(5);
  });

  it('an unknown basket is 404 and an empty one 409', async () => {
    const empty = await f.basketWith(null);
    expect((await f.place(await f.body(empty))).statusCode).toBe(409);
    expect((await f.place({ ...(await f.body(empty)), basketId: randomUUID() })).statusCode).toBe(404);
  });

  it('documents every checkout and order endpoint in the OpenAPI spec', async () => {
    const response = await f.inject('GET', '/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const paths = Object.keys((response.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/checkout/address/validate',
        '/api/checkout/orders',
        '/api/checkout/orders/{orderNumber}/challenge',
        '/api/orders/lookup',
        '/api/orders/{orderNumber}',
        '/api/orders/{orderNumber}/confirmation',
        '/api/orders/{orderNumber}/return-label.pdf',
        '/api/dev/outbox',
      ]),
    );
  });

  it('outbox is not served on production', async () => {
    const { buildTestApp } = await import('../../test/test-app');
    const production = await buildTestApp({ database: context.database, env: { APP_ENV: 'production' } });
    const response = await production.inject({ url: '/api/dev/outbox' });
    await production.close();
    expect(response.statusCode).toBe(404);
  });
});
