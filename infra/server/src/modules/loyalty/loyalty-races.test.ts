/**
 * Races a shopper can start with points (two tabs, a double click, several baskets at once). PGlite runs one
 * statement at a time and hides them, so the parallel cases are meaningful on PostgreSQL (TEST_DATABASE_URL); on
 * PGlite they still must hold.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { LoyaltyAccount, PlaceOrderResult } from '@sf/contracts';
import { describeDatabases } from '../../test/databases';
import { checkoutFixtures } from '../../test/checkout-fixtures';
import { newCustomer, SIGNED_IN, testCustomerResolver } from '../../test/loyalty-fixtures';
import { loyaltyLedger } from './tables';

describeDatabases(
  'loyalty races',
  (context) => {
    const f = checkoutFixtures(context);
    const loyalty = () => context.app.loyalty;

    it('parallel redemptions never take the balance below zero: exactly as many succeed as the points allow', async () => {
      const customer = newCustomer();
      await loyalty().enroll(customer, { brand: 'northbound', locale: 'uk-en' });
      await loyalty().adjust(customer, 'northbound', 1000, 'race budget');
      const attempts = Array.from({ length: 20 }, (_, index) =>
        context.db.transaction((tx) =>
          loyalty().orderPlaced(tx, { orderNumber: `RACE${String(index).padStart(6, '0')}`, customerId: customer, brand: 'northbound', points: 150 }),
        ),
      );
      const outcomes = await Promise.allSettled(attempts);
      const won = outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
      const lost = outcomes.filter((outcome) => outcome.status === 'rejected').map((outcome) => (outcome as PromiseRejectedResult).reason as Error);
      expect(won).toBe(6);
      expect(lost.every((error) => error.message === 'You have 100 points; this needs 150.')).toBe(true);
      expect(await loyalty().balance(customer, 'northbound')).toBe(100);
      const rows = await loyalty().ledgerOf(customer, 'northbound');
      // One unbroken sequence; every balance_after equals the running sum.
      let running = 0;
      rows.forEach((row, index) => {
        running += row.points;
        expect(row.seq).toBe(index + 1);
        expect(row.balanceAfter).toBe(running);
      });
      const result = (await context.db.execute(sql`select count(*)::int as n from ${loyaltyLedger} where ${loyaltyLedger.balanceAfter} < 0`)) as unknown as {
        rows: Array<{ n: number }>;
      };
      expect(result.rows[0]?.n).toBe(0);
    });

    it('parallel orders paid with the same points: one wins, the others are refused and keep their baskets', async () => {
      const customer = newCustomer();
      const inject = (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
        context.app.inject({ method, url, headers: { [SIGNED_IN]: customer, ...headers }, ...(payload ? { payload } : {}) });
      await inject('POST', '/api/loyalty/enrollment', { brand: 'northbound', locale: 'uk-en' });
      const { variantId } = await f.variantWithStock(20);
      const baskets = await Promise.all(Array.from({ length: 4 }, () => f.basketWith(variantId, 1)));
      const total = baskets[0]?.totals.total ?? 0;
      await loyalty().adjust(customer, 'northbound', total, 'one order worth');
      const bodies = await Promise.all(baskets.map((basket) => f.body(basket, [{ code: 'LOYALTY_POINTS', points: total }])));
      const answers = await Promise.all(bodies.map((body) => inject('POST', '/api/checkout/orders', body, { 'idempotency-key': randomUUID() })));
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes, answers.map((answer) => answer.body).join('\n')).toEqual([201, 409, 409, 409]);
      const winner = answers.find((answer) => answer.statusCode === 201)?.json() as PlaceOrderResult;
      expect(winner.order.paymentMethod).toEqual([{ code: 'LOYALTY_POINTS', additionalData: { amount: total, label: String(total) } }]);
      const view = (await inject('GET', '/api/loyalty?brand=northbound&locale=uk-en')).json() as LoyaltyAccount;
      expect(view.balance).toBe(0);
      expect(view.ledger.entries.filter((entry) => entry.kind === 'redeem')).toHaveLength(1);
      // Only the winner took stock.
      expect(await f.stockOf(variantId)).toBe(19);
    });

    it('a double click with one Idempotency-Key takes the points once', async () => {
      const customer = newCustomer();
      const inject = (payload: object, key: string) =>
        context.app.inject({ method: 'POST', url: '/api/checkout/orders', headers: { [SIGNED_IN]: customer, 'idempotency-key': key }, payload });
      await loyalty().enroll(customer, { brand: 'northbound', locale: 'uk-en' });
      await loyalty().adjust(customer, 'northbound', 500, 'budget');
      const { variantId } = await f.variantWithStock(5);
      const basket = await f.basketWith(variantId, 1);
      const body = await f.body(basket, [
        { code: 'LOYALTY_POINTS', points: 500 },
        { code: 'CARD', token: await f.token() },
      ]);
      const key = randomUUID();
      const answers = await Promise.all([inject(body, key), inject(body, key), inject(body, key)]);
      expect(
        answers.every((answer) => [200, 201, 409].includes(answer.statusCode)),
        answers.map((answer) => answer.body).join('\n'),
      ).toBe(true);
      expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
      const redeemed = (await loyalty().ledgerOf(customer, 'northbound')).filter((row) => row.kind === 'redeem');
      expect(redeemed).toHaveLength(1);
    });
  },
  { resolveCustomer: testCustomerResolver },
);
