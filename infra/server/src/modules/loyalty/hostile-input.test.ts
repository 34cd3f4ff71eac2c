/** Every loyalty endpoint (and the points tender of place-order) against hostile input: 4xx with a message, never 5xx. */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeDatabases } from '../../test/databases';
import { HOSTILE_VALUES, type HostileRequest, LONG_STRING, ODD_UNICODE, sendHostile } from '../../test/hostile-input';
import { checkoutFixtures } from '../../test/checkout-fixtures';
import { newCustomer, SIGNED_IN, testCustomerResolver } from '../../test/loyalty-fixtures';

interface Case extends HostileRequest {
  customer: string | null;
}

const hostileQueryValues = [
  '',
  '-1',
  '0',
  '1.5',
  '1e308',
  'NaN',
  'null',
  'true',
  encodeURIComponent(LONG_STRING.slice(0, 5000)),
  encodeURIComponent(ODD_UNICODE),
  '%00',
  '[]',
];

describeDatabases(
  'loyalty hostile input',
  (context) => {
    const f = checkoutFixtures(context);

    it('answers 4xx with a message, never 5xx, on every endpoint', async () => {
      const member = newCustomer();
      await context.app.loyalty.enroll(member, { brand: 'northbound', locale: 'uk-en' });
      await context.app.loyalty.adjust(member, 'northbound', 50, 'a few points');
      const { variantId } = await f.variantWithStock(50);
      const basket = await f.basketWith(variantId, 1);
      const order = await f.body(basket, [
        { code: 'LOYALTY_POINTS', points: 10 },
        { code: 'CARD', token: await f.token() },
      ]);

      const cases: Case[] = [];
      const enrollment = { brand: 'northbound', locale: 'uk-en', enrollmentMarketingSource: 'campaign-1' };
      for (const customer of [member, null, newCustomer()]) {
        const who = customer === member ? 'member' : customer ? 'stranger' : 'guest';
        cases.push({ name: `${who} enrol extra field`, method: 'POST', url: '/api/loyalty/enrollment', payload: { ...enrollment, isAdmin: true }, customer });
        cases.push({ name: `${who} enrol array body`, method: 'POST', url: '/api/loyalty/enrollment', payload: [enrollment], customer });
        cases.push({ name: `${who} enrol malformed JSON`, method: 'POST', url: '/api/loyalty/enrollment', raw: '{"brand":', customer });
        cases.push({ name: `${who} enrol no body`, method: 'POST', url: '/api/loyalty/enrollment', customer });
        for (const field of Object.keys(enrollment)) {
          for (const value of HOSTILE_VALUES) {
            cases.push({
              name: `${who} enrol ${field}=${String(value).slice(0, 20)}`,
              method: 'POST',
              url: '/api/loyalty/enrollment',
              payload: { ...enrollment, [field]: value },
              customer,
            });
          }
        }
        for (const field of ['brand', 'locale', 'page', 'pageSize']) {
          for (const value of hostileQueryValues) {
            const query = new URLSearchParams({ brand: 'northbound', locale: 'uk-en' });
            const url = `/api/loyalty?${query.toString()}&${field}=${value}`;
            cases.push({ name: `${who} GET ${field}=${value.slice(0, 20)}`, method: 'GET', url, customer });
          }
        }
        cases.push({ name: `${who} GET no site`, method: 'GET', url: '/api/loyalty', customer });
        cases.push({ name: `${who} GET repeated brand`, method: 'GET', url: '/api/loyalty?brand=northbound&brand=kerbside&locale=uk-en', customer });
      }
      // The points tender of place-order, as the member, a non-member and a guest.
      for (const customer of [member, newCustomer(), null]) {
        for (const value of HOSTILE_VALUES) {
          cases.push({
            name: `tender points=${String(value).slice(0, 20)} (${customer ? 'signed in' : 'guest'})`,
            method: 'POST',
            url: '/api/checkout/orders',
            payload: {
              ...order,
              tenders: [
                { code: 'LOYALTY_POINTS', points: value },
                { code: 'CARD', token: 'tok_abcdefghijklmnop' },
              ],
            },
            customer,
            headers: { 'idempotency-key': randomUUID() },
          });
        }
        cases.push({
          name: 'two points tenders',
          method: 'POST',
          url: '/api/checkout/orders',
          payload: {
            ...order,
            tenders: [
              { code: 'LOYALTY_POINTS', points: 1 },
              { code: 'LOYALTY_POINTS', points: 2 },
              { code: 'CARD', token: 'tok_abcdefghijklmnop' },
            ],
          },
          customer,
          headers: { 'idempotency-key': randomUUID() },
        });
        cases.push({
          name: 'points tender with extra fields',
          method: 'POST',
          url: '/api/checkout/orders',
          payload: { ...order, tenders: [{ code: 'LOYALTY_POINTS', points: 1, amount: 999999, customerId: member }] },
          customer,
          headers: { 'idempotency-key': randomUUID() },
        });
      }

      // The flag context reads the session and the membership: hostile headers are a 400, never a 500.
      for (const customer of [member, null]) {
        for (const value of ['', 'acme', ODD_UNICODE.replace('\u0000', ''), 'x'.repeat(5000), 'northbound,kerbside']) {
          cases.push({
            name: `flags brand=${value.slice(0, 20)}`,
            method: 'GET',
            url: '/fapi/featureFlags',
            customer,
            headers: { brand: encodeURIComponent(value) },
          });
          cases.push({
            name: `flags locale=${value.slice(0, 20)}`,
            method: 'GET',
            url: '/fapi/featureFlags',
            customer,
            headers: { locale: encodeURIComponent(value) },
          });
        }
      }

      const failures: string[] = [];
      for (const testCase of cases) {
        const headers: Record<string, string> = { ...(testCase.customer ? { [SIGNED_IN]: testCase.customer } : {}), ...testCase.headers };
        // Some hostile values are still valid (page=1.5 is not, but points=1 with a good card is): those must succeed.
        const { failure } = await sendHostile(context.app, { ...testCase, headers });
        if (failure) failures.push(failure);
      }
      expect(failures).toEqual([]);
      expect(cases.length).toBeGreaterThan(200);
      // Nothing hostile moved the member's points beyond what a valid order could.
      const balance = await context.app.loyalty.balance(member, 'northbound');
      expect(balance).toBeGreaterThanOrEqual(0);
    }, 180_000);
  },
  { resolveCustomer: testCustomerResolver },
);
