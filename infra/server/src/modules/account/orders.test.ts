/** Order history: the signed-in shopper's orders only, newest first and paged; guest orders attach by verified e-mail. */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Basket, Order, OrderHistory, PlaceOrderResult } from '@sf/contracts';
import { describeDatabases } from '../../test/databases';
import { cookieHeader, freshAddress, tokenFromOutbox } from '../../test/customer-session';
import { CARDS, checkoutFixtures, UK_ADDRESS } from '../../test/checkout-fixtures';
import { orders } from '../orders/tables';
import { accountFixtures, type Shopper, testCustomerResolver } from '../../test/account-fixtures';

describeDatabases(
  'account: order history',
  (context) => {
    const { shopper, call } = accountFixtures(context);
    const checkout = checkoutFixtures(context);

    /** Places a paid order of one unit as `who` (null: a guest) with `email`. */
    async function order(who: Shopper | null, email: string, cardNumber: string = CARDS.approve): Promise<{ status: number; order: Order }> {
      const { variantId } = await checkout.variantWithStock(50, 5);
      const basket = (await call<Basket>(who, 'POST', '/api/baskets', { brand: 'northbound', locale: 'uk-en' })).body;
      await call(who, 'POST', `/api/baskets/${basket.basketId}/items`, { variantId, quantity: 1 });
      const placed = await call<PlaceOrderResult>(
        who,
        'POST',
        '/api/checkout/orders',
        {
          basketId: basket.basketId,
          email,
          shippingAddress: UK_ADDRESS,
          sameAsShipping: true,
          shippingMethod: 'standard',
          tenders: [{ code: 'CARD', token: await checkout.token(cardNumber) }],
        },
        { 'idempotency-key': randomUUID() },
      );
      return { status: placed.status, order: placed.body.order };
    }
    const history = async (who: Shopper, query = '') => call<OrderHistory>(who, 'GET', `/api/account/orders${query}`);

    it("sums the shopper's kept purchases in the site's currency for analytics (lifetime value); a return no longer counts", async () => {
      const bea = shopper();
      const empty = await call(bea, 'GET', '/api/account/lifetime-value?brand=northbound&locale=uk-en');
      expect(empty.body).toEqual({ currency: 'GBP', clv: 0, monetary: 0, numberOfPurchases: 0, pastSpend: 0 });
      const first = (await order(bea, bea.email)).order;
      const second = (await order(bea, bea.email)).order;
      await order(bea, bea.email, CARDS.decline);
      const total = first.totals.total + second.totals.total;
      const value = await call(bea, 'GET', '/api/account/lifetime-value?brand=northbound&locale=uk-en');
      expect(value.body).toEqual({ currency: 'GBP', clv: total, monetary: Math.round(total / 2), numberOfPurchases: 2, pastSpend: total });
      await context.db.update(orders).set({ status: 'returned' }).where(eq(orders.orderNumber, second.orderNumber));
      expect((await call(bea, 'GET', '/api/account/lifetime-value?brand=northbound&locale=uk-en')).body).toMatchObject({
        numberOfPurchases: 1,
        clv: first.totals.total,
      });
      // Another currency's site shows that currency's purchases: none.
      expect((await call(bea, 'GET', '/api/account/lifetime-value?brand=northbound&locale=de-de')).body).toMatchObject({
        currency: 'EUR',
        numberOfPurchases: 0,
      });
      expect((await call(null, 'GET', '/api/account/lifetime-value?brand=northbound&locale=uk-en')).status).toBe(401);
      expect((await call(bea, 'GET', '/api/account/lifetime-value?brand=nope&locale=uk-en')).status).toBe(400);
    });

    it('answers 401 to a guest', async () => {
      expect((await call(null, 'GET', '/api/account/orders')).status).toBe(401);
      expect((await call(null, 'GET', '/api/account/orders/NB12345678')).status).toBe(401);
    });

    it("lists the shopper's orders newest first, paged, and leaves out declined attempts", async () => {
      const ann = shopper();
      const placed: string[] = [];
      for (let index = 0; index < 3; index += 1) placed.push((await order(ann, ann.email)).order.orderNumber);
      const declined = await order(ann, ann.email, CARDS.decline);
      expect(declined.status).toBe(402);
      const all = (await history(ann)).body;
      expect(all.total).toBe(3);
      expect(all.orders.map((entry) => entry.orderNumber)).toEqual([...placed].reverse());
      expect(all.orders[0]).toMatchObject({ status: 'paid', isFinalized: true, brand: 'northbound', itemCount: 1, totals: { currency: 'GBP' } });
      expect(all.orders[0]?.images[0]).toMatch(/^\/images\/photos\/[0-9a-f]{16}\/640\.jpg$/);
      const page2 = (await history(ann, '?page=2&pageSize=2')).body;
      expect(page2).toMatchObject({ page: 2, pageSize: 2, total: 3 });
      expect(page2.orders.map((entry) => entry.orderNumber)).toEqual([placed[0]]);
      expect((await history(ann, '?pageSize=51')).status).toBe(400);
      expect((await history(ann, '?page=0')).body.message).toContain('page');
    });

    it("shows an order's details to its owner only: another shopper's and a guest's are 404", async () => {
      const owner = shopper();
      const intruder = shopper();
      const mine = (await order(owner, owner.email)).order;
      const details = await call<Order>(owner, 'GET', `/api/account/orders/${mine.orderNumber}`);
      expect(details.status).toBe(200);
      expect(details.body).toMatchObject({ orderNumber: mine.orderNumber, status: 'paid' });
      const stolen = await call(intruder, 'GET', `/api/account/orders/${mine.orderNumber}`);
      expect(stolen.status).toBe(404);
      expect(stolen.body.message).toBe('We could not find an order with these details');
      expect((await history(intruder)).body.orders).toEqual([]);
      const guestOrder = (await order(null, 'someone.else@example.com')).order;
      expect((await call(intruder, 'GET', `/api/account/orders/${guestOrder.orderNumber}`)).status).toBe(404);
      expect((await call(owner, 'GET', '/api/account/orders/NB00000000')).status).toBe(404);
    });

    it("a place-order replayed by another shopper or a guest (same key, same body) is 404, not the owner's order", async () => {
      const owner = shopper();
      const intruder = shopper();
      const { variantId } = await checkout.variantWithStock(50, 5);
      const basket = (await call<Basket>(owner, 'POST', '/api/baskets', { brand: 'northbound', locale: 'uk-en' })).body;
      await call(owner, 'POST', `/api/baskets/${basket.basketId}/items`, { variantId, quantity: 1 });
      const body = await checkout.body(basket, undefined, owner.email);
      const key = { 'idempotency-key': randomUUID() };
      const placed = await call<PlaceOrderResult>(owner, 'POST', '/api/checkout/orders', body, key);
      expect(placed.status).toBe(201);
      for (const who of [intruder, null]) {
        const replay = await call<PlaceOrderResult>(who, 'POST', '/api/checkout/orders', body, key);
        expect(replay.status).toBe(404);
        expect(JSON.stringify(replay.body)).not.toContain(placed.body.order.orderNumber);
      }
      const own = await call<PlaceOrderResult>(owner, 'POST', '/api/checkout/orders', body, key);
      expect(own.status).toBe(200);
      expect(own.body.order.orderNumber).toBe(placed.body.order.orderNumber);
    });

    it('attaches guest orders of the same e-mail only once the e-mail is verified', async () => {
      const email = `guest-then-member-${randomUUID().slice(0, 8)}@example.com`;
      const guestOrder = (await order(null, email.toUpperCase())).order;
      const unverified = shopper({ email, verified: false });
      expect((await history(unverified)).body.orders).toEqual([]);
      expect((await call(unverified, 'GET', `/api/account/orders/${guestOrder.orderNumber}`)).status).toBe(404);
      // Someone else claiming the address without proving it gets nothing either.
      const verified = { ...unverified, headers: { ...unverified.headers, 'x-test-email-verified': 'true' } };
      const details = await call<Order>(verified, 'GET', `/api/account/orders/${guestOrder.orderNumber}`);
      expect(details.status).toBe(200);
      expect((await history(verified)).body.orders.map((entry) => entry.orderNumber)).toEqual([guestOrder.orderNumber]);
      // Attached for good: another account verifying the same address later does not take it over.
      const later = shopper({ email });
      expect((await history(later)).body.orders).toEqual([]);
    });

    it('attaches through the identity hook when an e-mail is verified (app.identity.emailVerified)', async () => {
      const email = `hooked-${randomUUID().slice(0, 8)}@example.com`;
      const guestOrder = (await order(null, email)).order;
      const customerId = randomUUID();
      await context.app.identity.emailVerified(customerId, email);
      const [row] = await context.db.select().from(orders).where(eq(orders.orderNumber, guestOrder.orderNumber));
      expect(row?.customerId).toBe(customerId);
      expect(await context.app.account.attachGuestOrders(customerId, email)).toBe(0);
    });
  },
  { resolveCustomer: testCustomerResolver },
);

describeDatabases('account: order history with real sign-up and verification', (context) => {
  const checkout = checkoutFixtures(context);

  it('a guest order placed before sign-up shows in the history after the verification link', async () => {
    const email = `real-${randomUUID().slice(0, 8)}@example.com`;
    const { variantId } = await checkout.variantWithStock(20, 6);
    const basket = await checkout.basketWith(variantId);
    const placed = await checkout.place(await checkout.body(basket, undefined, email));
    expect(placed.statusCode, placed.body).toBe(201);
    const { orderNumber } = (placed.json() as PlaceOrderResult).order;
    const signUp = await context.app.inject({
      method: 'POST',
      url: '/api/identity/sign-up',
      payload: { email, password: 'walnut-harbour-lantern-42', firstName: 'Real', lastName: 'Member', brand: 'northbound', locale: 'uk-en' },
      remoteAddress: freshAddress(),
    });
    expect(signUp.statusCode, signUp.body).toBe(202);
    const token = await tokenFromOutbox(context.app, email, '/verify-email');
    const verified = await context.app.inject({ method: 'POST', url: '/api/identity/verify-email', payload: { token }, remoteAddress: freshAddress() });
    expect(verified.statusCode, verified.body).toBe(200);
    const cookie = cookieHeader(verified);
    const list = await context.app.inject({ method: 'GET', url: '/api/account/orders', headers: { cookie } });
    expect(list.statusCode, list.body).toBe(200);
    expect((list.json() as OrderHistory).orders.map((entry) => entry.orderNumber)).toEqual([orderNumber]);
    const profile = await context.app.inject({ method: 'GET', url: '/api/account/checkout-profile', headers: { cookie } });
    expect(profile.json()).toMatchObject({ email, firstName: 'Real', lastName: 'Member' });
  });
});
