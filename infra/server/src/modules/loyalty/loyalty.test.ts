import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { LoyaltyAccount, PlaceOrderBody, PlaceOrderResult } from '@sf/contracts';
import { pointsEarned } from '@sf/contracts/loyalty';
import type { FeatureFlags } from '@sf/remote-contract';
import { describeDatabases } from '../../test/databases';
import { CARDS, checkoutFixtures } from '../../test/checkout-fixtures';
import { newCustomer, SIGNED_IN, testCustomerResolver } from '../../test/loyalty-fixtures';
import { DEMO_MEMBER_EMAIL } from './seed';

const site = { brand: 'northbound', locale: 'uk-en' };

describeDatabases(
  'loyalty: enrolment, ledger, earning, paying with points',
  (context) => {
    const f = checkoutFixtures(context);
    // One customer per test (plain uuids, as identity's are).
    const ana = newCustomer();
    const bea = newCustomer();
    const cai = newCustomer();
    const dev = newCustomer();
    const eli = newCustomer();
    const fay = newCustomer();
    const gus = newCustomer();
    const hal = newCustomer();
    const ida = newCustomer();
    const jon = newCustomer();
    const kim = newCustomer();
    const lea = newCustomer();
    const as = (customer: string | null) => (customer ? { [SIGNED_IN]: customer } : {});
    const call = (customer: string | null, method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
      context.app.inject({ method, url, headers: { ...as(customer), ...headers }, ...(payload ? { payload } : {}) });
    const account = async (customer: string, query = 'brand=northbound&locale=uk-en') =>
      (await call(customer, 'GET', `/api/loyalty?${query}`)).json() as LoyaltyAccount;
    const enrol = (customer: string, body: object = site) => call(customer, 'POST', '/api/loyalty/enrollment', body);
    const place = (customer: string | null, body: PlaceOrderBody, key: string = randomUUID()) =>
      call(customer, 'POST', '/api/checkout/orders', body, { 'idempotency-key': key });
    /** A member with `points` to spend (an adjustment) and a one-item basket with its order body. */
    async function memberWithBasket(customer: string, points: number, tenders?: (total: number) => PlaceOrderBody['tenders']) {
      await enrol(customer);
      if (points > 0) await context.app.loyalty.adjust(customer, 'northbound', points, 'test points');
      const { variantId } = await f.variantWithStock(5);
      const basket = await f.basketWith(variantId, 1);
      const body = await f.body(basket, tenders ? tenders(basket.totals.total) : undefined);
      return { basket, body, variantId };
    }

    it('answers 401 to a guest', async () => {
      for (const response of [
        await call(null, 'GET', '/api/loyalty?brand=northbound&locale=uk-en'),
        await call(null, 'POST', '/api/loyalty/enrollment', site),
      ]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ message: 'Sign in to continue' });
      }
    });

    it('enrols once per brand (201, then 200), keeps the marketing source and tells non-members apart', async () => {
      expect(await account(ana)).toMatchObject({
        member: false,
        tier: null,
        balance: 0,
        balanceValue: { amount: 0, currency: 'GBP' },
        ledger: { entries: [] },
      });
      expect(await context.app.loyalty.isMember(ana, 'northbound')).toBe(false);
      const first = await enrol(ana, { ...site, enrollmentMarketingSource: 'spring-mailing' });
      expect(first.statusCode).toBe(201);
      expect(first.json()).toMatchObject({
        member: true,
        tier: 'member',
        balance: 0,
        membership: { brand: 'northbound', enrollmentMarketingSource: 'spring-mailing' },
        nextTier: { tier: 'silver', threshold: 500, pointsToGo: 500, percent: 0 },
      });
      const again = await enrol(ana, { ...site, enrollmentMarketingSource: 'other' });
      expect(again.statusCode).toBe(200);
      expect((again.json() as LoyaltyAccount).membership?.enrollmentMarketingSource).toBe('spring-mailing');
      expect(await context.app.loyalty.isMember(ana, 'northbound')).toBe(true);
      expect(await context.app.loyalty.isMember(ana, 'kerbside')).toBe(false);
      expect((await account(ana, 'brand=kerbside&locale=de-de')).member).toBe(false);
    });

    it('parallel enrolments of one shopper make one membership', async () => {
      const answers = await Promise.all(Array.from({ length: 6 }, () => enrol(bea)));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
      expect((await account(bea)).member).toBe(true);
    });

    it('seeds the demo member with a points history: Silver, 680 points, newest first, paged', async () => {
      const demo = await context.app.identity.findByEmail(DEMO_MEMBER_EMAIL);
      expect(demo).not.toBeNull();
      const id = demo?.id ?? '';
      const view = await account(id, 'brand=northbound&locale=uk-en&pageSize=3');
      expect(view).toMatchObject({
        member: true,
        tier: 'silver',
        balance: 680,
        lifetimePoints: 980,
        balanceValue: { amount: 680, currency: 'GBP' },
        nextTier: { tier: 'gold', threshold: 1500, pointsToGo: 520, percent: 48 },
        ledger: { page: 1, pageSize: 3, total: 4 },
      });
      expect(view.ledger.entries.map((entry) => [entry.points, entry.balanceAfter])).toEqual([
        [-300, 680],
        [310, 980],
        [420, 670],
      ]);
      const second = await account(id, 'brand=northbound&locale=uk-en&pageSize=3&page=2');
      expect(second.ledger.entries.map((entry) => entry.note)).toEqual(['Welcome bonus']);
      // The balance is shown in the site's currency: 680 points pay 27.20 zł in Poland.
      expect((await account(id, 'brand=northbound&locale=pl-pl')).balanceValue).toEqual({ amount: 2720, currency: 'PLN' });
    });

    it('a member pays part with points: LOYALTY_POINTS on the order with its amount, points taken, points earned on the rest', async () => {
      const { body, basket } = await memberWithBasket(cai, 1000);
      const total = basket.totals.total;
      const payload = {
        ...body,
        tenders: [
          { code: 'LOYALTY_POINTS' as const, points: 600 },
          { code: 'CARD' as const, token: await f.token() },
        ],
      };
      const key = randomUUID();
      const placed = await place(cai, payload, key);
      expect(placed.statusCode, placed.body).toBe(201);
      const { order } = placed.json() as PlaceOrderResult;
      expect(order.status).toBe('paid');
      expect(order.paymentMethod).toEqual([
        { code: 'LOYALTY_POINTS', additionalData: { amount: 600, label: '600' } },
        { code: 'CARD', additionalData: { amount: total - 600, label: 'visa •••• 4242' } },
      ]);
      const earned = pointsEarned('northbound', 'GB', 'GBP', total - 600);
      expect(earned).toBeGreaterThan(0);
      const view = await account(cai);
      expect(view.balance).toBe(1000 - 600 + earned);
      expect(view.ledger.entries.map((entry) => [entry.kind, entry.points, entry.orderNumber])).toEqual([
        ['earn', earned, order.orderNumber],
        ['redeem', -600, order.orderNumber],
        ['adjust', 1000, null],
      ]);
      // The same key again: the same order, the points taken once.
      const replay = await place(cai, payload, key);
      expect(replay.statusCode).toBe(200);
      expect((await account(cai)).balance).toBe(1000 - 600 + earned);
    });

    it('points can pay a whole order (paid at once, nothing earned on it)', async () => {
      const { body, basket } = await memberWithBasket(dev, 0);
      await context.app.loyalty.adjust(dev, 'northbound', basket.totals.total, 'enough for the order');
      const placed = await place(dev, { ...body, tenders: [{ code: 'LOYALTY_POINTS', points: basket.totals.total }] });
      expect(placed.statusCode, placed.body).toBe(201);
      const { order } = placed.json() as PlaceOrderResult;
      expect(order.paymentMethod).toEqual([{ code: 'LOYALTY_POINTS', additionalData: { amount: basket.totals.total, label: String(basket.totals.total) } }]);
      expect((await account(dev)).balance).toBe(0);
    });

    it('refuses points beyond the balance, from a non-member and from a guest, and the order and stock stay untouched', async () => {
      const { body, variantId } = await memberWithBasket(eli, 100);
      const token = await f.token();
      const points = (n: number) => ({
        ...body,
        tenders: [
          { code: 'LOYALTY_POINTS' as const, points: n },
          { code: 'CARD' as const, token },
        ],
      });
      const tooMany = await place(eli, points(101));
      expect(tooMany.statusCode).toBe(409);
      expect(tooMany.json()).toMatchObject({ message: 'You have 100 points; this needs 101.' });
      expect(await f.stockOf(variantId)).toBe(5);
      expect((await account(eli)).balance).toBe(100);
      const stranger = await place(fay, points(10));
      expect(stranger.statusCode).toBe(403);
      expect(stranger.json()).toMatchObject({ message: 'Join the loyalty programme to pay with points.' });
      const guest = await place(null, points(10));
      expect(guest.statusCode).toBe(401);
      expect(guest.json()).toMatchObject({ message: 'Sign in to pay with points' });
      const worthMore = await place(eli, { ...body, tenders: [{ code: 'LOYALTY_POINTS', points: 10_000_000 }] });
      expect(worthMore.statusCode).toBe(400);
      expect(worthMore.json().message).toContain('body/tenders:');
      expect(await f.stockOf(variantId)).toBe(5);
      // The basket was never ordered: it can still be bought.
      const ok = await place(eli, points(100));
      expect(ok.statusCode, ok.body).toBe(201);
    });

    it('a declined card gives the points back (redeem, then refund in the ledger)', async () => {
      const { body } = await memberWithBasket(gus, 500);
      const declined = await place(gus, {
        ...body,
        tenders: [
          { code: 'LOYALTY_POINTS', points: 200 },
          { code: 'CARD', token: await f.token(CARDS.decline) },
        ],
      });
      expect(declined.statusCode).toBe(402);
      const view = await account(gus);
      expect(view.balance).toBe(500);
      expect(view.ledger.entries.map((entry) => [entry.kind, entry.points])).toEqual([
        ['refund', 200],
        ['redeem', -200],
        ['adjust', 500],
      ]);
    });

    it('a return reverses the points earned and gives back the points paid; spent points are not taken below zero', async () => {
      const { body, basket } = await memberWithBasket(hal, 300);
      const placed = await place(hal, {
        ...body,
        tenders: [
          { code: 'LOYALTY_POINTS', points: 300 },
          { code: 'CARD', token: await f.token() },
        ],
      });
      expect(placed.statusCode, placed.body).toBe(201);
      const { order } = placed.json() as PlaceOrderResult;
      const earned = pointsEarned('northbound', 'GB', 'GBP', basket.totals.total - 300);
      expect((await account(hal)).balance).toBe(earned);
      expect((await f.dev('POST', `/api/dev/orders/${order.orderNumber}/status`, { status: 'shipped' })).statusCode).toBe(200);
      expect((await f.dev('POST', `/api/dev/orders/${order.orderNumber}/status`, { status: 'returned' })).statusCode).toBe(200);
      const back = await account(hal);
      expect(back.balance).toBe(300);
      expect(back.lifetimePoints).toBe(300);
      expect(back.ledger.entries.slice(0, 2).map((entry) => [entry.kind, entry.points])).toEqual([
        ['reverse', -earned],
        ['refund', 300],
      ]);

      // Earned points spent before the return: the reversal takes what is left, the tier drops by all of it.
      const second = await memberWithBasket(ida, 0);
      const paid = (await place(ida, second.body)).json() as PlaceOrderResult;
      const idaEarned = pointsEarned('northbound', 'GB', 'GBP', second.basket.totals.total);
      expect((await account(ida)).balance).toBe(idaEarned);
      await context.app.loyalty.adjust(ida, 'northbound', -(idaEarned - 5), 'spent elsewhere');
      await f.dev('POST', `/api/dev/orders/${paid.order.orderNumber}/status`, { status: 'shipped' });
      await f.dev('POST', `/api/dev/orders/${paid.order.orderNumber}/status`, { status: 'returned' });
      const spent = await account(ida);
      expect(spent.balance).toBe(0);
      expect(spent.ledger.entries[0]).toMatchObject({ kind: 'reverse', points: -5, note: `${idaEarned - 5} points had already been spent` });
    });

    it('cancelling a paid order (the shop) gives the points back and takes the earned ones', async () => {
      const { body } = await memberWithBasket(jon, 250);
      const placed = (
        await place(jon, {
          ...body,
          tenders: [
            { code: 'LOYALTY_POINTS', points: 250 },
            { code: 'CARD', token: await f.token() },
          ],
        })
      ).json() as PlaceOrderResult;
      expect((await f.dev('POST', `/api/dev/orders/${placed.order.orderNumber}/status`, { status: 'cancelled' })).statusCode).toBe(200);
      expect((await account(jon)).balance).toBe(250);
    });

    it("a guest's or non-member's order earns nothing; a member's other-brand account is separate", async () => {
      const { variantId } = await f.variantWithStock(5);
      const basket = await f.basketWith(variantId, 1);
      expect((await place(kim, await f.body(basket))).statusCode).toBe(201);
      expect((await account(kim)).member).toBe(false);
      await enrol(kim, { brand: 'kerbside', locale: 'uk-en' });
      const again = await f.basketWith(variantId, 1);
      expect((await place(kim, await f.body(again))).statusCode).toBe(201);
      expect((await account(kim, 'brand=kerbside&locale=uk-en')).balance).toBe(0);
    });

    it('feeds consumer.isLoyaltyMember of the flag-evaluation context (guest: no consumer)', async () => {
      const flags = async (customer: string | null, brand = 'northbound') =>
        (await call(customer, 'GET', '/fapi/featureFlags', undefined, { locale: 'uk-en', brand })).json() as FeatureFlags;
      const guest = await flags(null);
      expect(guest.context).toMatchObject({ brand: { name: 'Northbound', key: 'northbound_uk-en' }, user: { key: 'anonymous' }, consumer: null });
      const member = await flags(ana);
      expect(member.context?.consumer).toMatchObject({ consumerType: 'registered', isLoyaltyMember: true });
      // Derived from the e-mail, never the e-mail itself.
      expect(member.context?.consumer?.key).toMatch(/^[0-9a-f]{32}$/);
      expect(JSON.stringify(member)).not.toContain('@example.com');
      expect((await flags(ana, 'kerbside')).context?.consumer?.isLoyaltyMember).toBe(false);
    });

    it('joins from the sign-up form (with its marketing source) and tells the session view which brands', async () => {
      const email = `join-${randomUUID().slice(0, 8)}@example.com`;
      const signUp = await call(null, 'POST', '/api/identity/sign-up', {
        brand: 'fieldwear',
        locale: 'de-de',
        email,
        password: 'Kettle-Orbit-Fjord-2026!',
        firstName: 'Jo',
        lastName: 'Joiner',
        enrollLoyalty: true,
        enrollmentMarketingSource: 'autumn-campaign',
      });
      expect(signUp.statusCode, signUp.body).toBeLessThan(300);
      const customer = await context.app.identity.findByEmail(email);
      const id = customer?.id ?? '';
      expect(await context.app.loyalty.isMember(id, 'fieldwear')).toBe(true);
      expect((await account(id, 'brand=fieldwear&locale=de-de')).membership?.enrollmentMarketingSource).toBe('autumn-campaign');
      expect(await context.app.identity.loyaltyBrandsOf(id)).toEqual(['fieldwear']);
      await enrol(id, { brand: 'kerbside', locale: 'uk-en' });
      expect(await context.app.identity.loyaltyBrandsOf(id)).toEqual(['fieldwear', 'kerbside']);
    });

    it('deleting the account erases the memberships and their ledgers', async () => {
      await memberWithBasket(lea, 50);
      expect(await context.app.loyalty.isMember(lea, 'northbound')).toBe(true);
      for (const handler of context.app.customerDeletedHandlers) await handler(lea);
      expect(await context.app.loyalty.isMember(lea, 'northbound')).toBe(false);
      expect(await context.app.loyalty.ledgerOf(lea, 'northbound')).toEqual([]);
    });
  },
  { resolveCustomer: testCustomerResolver },
);
