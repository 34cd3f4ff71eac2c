/**
 * Every account data endpoint against malformed ids, oversized strings, wrong types, extra fields, huge numbers,
 * unicode and control characters, signed in and as a guest: a 4xx with a message, never a 5xx.
 */
import { expect, it } from 'vitest';
import type { Basket, SavedAddress, SavedCard, SavedGiftCard } from '@sf/contracts';
import { describeDatabases } from '../../test/databases';
import { HOSTILE_VALUES, type HostileRequest, LONG_STRING, ODD_UNICODE, sendHostile } from '../../test/hostile-input';
import { checkoutFixtures, UK_ADDRESS } from '../../test/checkout-fixtures';
import { accountFixtures, type Method, testCustomerResolver } from '../../test/account-fixtures';

interface Case extends HostileRequest {
  guest?: boolean;
}

describeDatabases(
  'account hostile input',
  (context) => {
    it('answers 4xx with a message, never 5xx, on every endpoint', async () => {
      const { shopper, call } = accountFixtures(context);
      const checkout = checkoutFixtures(context);
      const ann = shopper();
      const address = (await call<SavedAddress>(ann, 'POST', '/api/account/addresses', { ...UK_ADDRESS, kind: 'shipping' })).body;
      const card = (await call<SavedCard>(ann, 'POST', '/api/account/cards', { cardToken: await checkout.token() })).body;
      const giftCard = (await call<SavedGiftCard>(ann, 'POST', '/api/account/gift-cards', { number: '6010000000000001', pin: '1234' }, {}, '10.66.0.1')).body;
      const guestBasket = (await call<Basket>(null, 'POST', '/api/baskets', { brand: 'northbound', locale: 'uk-en' })).body;
      const missingId = '00000000-0000-4000-8000-000000000000';
      const badIds = ['not-a-uuid', `${address.id}x`, encodeURIComponent(ODD_UNICODE), 'x'.repeat(5000), '..%2F..%2Fetc', '%00', missingId];
      const badOrderNumbers = ['nb12345678', 'NB1234567', 'NB123456789', encodeURIComponent(ODD_UNICODE), 'x'.repeat(5000), '..%2F..%2Fetc', 'NB00000000'];

      const bodies: Record<string, Record<string, unknown>> = {
        'POST /api/account/addresses': { ...UK_ADDRESS, kind: 'billing', isDefault: false },
        [`PUT /api/account/addresses/${address.id}`]: { ...UK_ADDRESS, kind: 'shipping', isDefault: true },
        'POST /api/account/cards': { cardToken: await checkout.token(), makeDefault: false },
        'POST /api/account/gift-cards': { number: '6010000000000001', pin: '1234' },
        'POST /api/account/basket/merge': { brand: 'northbound', locale: 'uk-en', guestBasketId: guestBasket.basketId },
      };
      const cases: Case[] = [];
      for (const [route, valid] of Object.entries(bodies)) {
        const [method, url] = route.split(' ') as [Method, string];
        cases.push({ name: `${route} extra field`, method, url, payload: { ...valid, isAdmin: true, customerId: missingId } });
        cases.push({ name: `${route} array body`, method, url, payload: [valid] });
        cases.push({ name: `${route} malformed JSON`, method, url, raw: '{"a":' });
        cases.push({ name: `${route} no body`, method, url });
        cases.push({ name: `${route} as a guest`, method, url, payload: valid, guest: true });
        for (const field of Object.keys(valid)) {
          for (const value of HOSTILE_VALUES) {
            cases.push({ name: `${route} ${field}=${String(value).slice(0, 20)}`, method, url, payload: { ...valid, [field]: value } });
          }
        }
      }
      const reads: Array<[Method, string]> = [
        ['GET', '/api/account/addresses'],
        ['GET', '/api/account/cards'],
        ['GET', '/api/account/gift-cards'],
        ['GET', '/api/account/orders'],
        ['GET', '/api/account/checkout-profile'],
        ['GET', '/api/account/lifetime-value?brand=northbound&locale=uk-en'],
      ];
      for (const query of [
        '',
        'brand=northbound',
        'brand=northbound&locale=xx-yy',
        `brand=${LONG_STRING.slice(0, 300)}&locale=uk-en`,
        'brand[]=a&locale=uk-en',
      ]) {
        cases.push({ name: `lifetime-value ?${query.slice(0, 30)}`, method: 'GET', url: `/api/account/lifetime-value?${query}` });
      }
      for (const [method, url] of reads) cases.push({ name: `${url} as a guest`, method, url, guest: true });
      for (const query of [
        'page=0',
        'page=-1',
        'page=1.5',
        'page=abc',
        `page=${LONG_STRING.slice(0, 400)}`,
        'pageSize=0',
        'pageSize=1000',
        'page=1e308',
        'page[]=1',
        'page=1&page=2',
      ]) {
        cases.push({ name: `history ?${query.slice(0, 20)}`, method: 'GET', url: `/api/account/orders?${query}` });
      }
      for (const query of ['kind=home', 'kind=', `kind=${encodeURIComponent(ODD_UNICODE)}`, 'kind[]=billing', 'kind=billing&kind=shipping']) {
        cases.push({ name: `default ?${query}`, method: 'POST', url: `/api/account/addresses/${address.id}/default?${query}` });
      }
      for (const bad of badIds) {
        const label = bad.slice(0, 20);
        cases.push({ name: `PUT address ${label}`, method: 'PUT', url: `/api/account/addresses/${bad}`, payload: { ...UK_ADDRESS, kind: 'shipping' } });
        cases.push({ name: `DELETE address ${label}`, method: 'DELETE', url: `/api/account/addresses/${bad}` });
        cases.push({ name: `default address ${label}`, method: 'POST', url: `/api/account/addresses/${bad}/default?kind=shipping` });
        cases.push({ name: `DELETE card ${label}`, method: 'DELETE', url: `/api/account/cards/${bad}` });
        cases.push({ name: `default card ${label}`, method: 'POST', url: `/api/account/cards/${bad}/default` });
        cases.push({ name: `DELETE gift card ${label}`, method: 'DELETE', url: `/api/account/gift-cards/${bad}` });
        cases.push({
          name: `merge ${label}`,
          method: 'POST',
          url: '/api/account/basket/merge',
          payload: { brand: 'northbound', locale: 'uk-en', guestBasketId: bad },
        });
      }
      for (const bad of badOrderNumbers) cases.push({ name: `order ${bad.slice(0, 20)}`, method: 'GET', url: `/api/account/orders/${bad}` });
      // A saved card id at checkout: malformed, someone else's, as a guest.
      for (const savedCardId of ['not-a-uuid', missingId, card.id, '', 42]) {
        for (const guest of [false, true]) {
          cases.push({
            name: `checkout savedCardId=${String(savedCardId).slice(0, 12)}${guest ? ' guest' : ''}`,
            method: 'POST',
            url: '/api/checkout/orders',
            guest,
            payload: {
              basketId: guestBasket.basketId,
              email: 'x@example.com',
              shippingAddress: UK_ADDRESS,
              sameAsShipping: true,
              shippingMethod: 'standard',
              tenders: [{ code: 'CARD', savedCardId }],
            },
          });
        }
      }
      cases.push({
        name: 'checkout token and savedCardId together',
        method: 'POST',
        url: '/api/checkout/orders',
        payload: {
          basketId: guestBasket.basketId,
          email: 'x@example.com',
          shippingAddress: UK_ADDRESS,
          sameAsShipping: true,
          shippingMethod: 'standard',
          tenders: [{ code: 'CARD', savedCardId: card.id, token: await checkout.token() }],
        },
      });

      const intruder = shopper();
      const failures: string[] = [];
      let index = 0;
      for (const testCase of cases) {
        index += 1;
        const headers: Record<string, string> = testCase.url === '/api/checkout/orders' ? { 'idempotency-key': crypto.randomUUID() } : {};
        const who = testCase.guest ? null : index % 7 === 0 ? intruder : ann;
        // Some hostile values are still valid (e.g. isDefault true on PUT): those must simply succeed.
        const { response, failure } = await sendHostile(context.app, {
          ...testCase,
          // Each from its own address: the gift-card rate limit is tested elsewhere.
          remoteAddress: `10.66.${(index >> 8) & 255}.${index & 255}`,
          headers: { ...(who?.headers ?? {}), ...headers },
        });
        if (failure) failures.push(failure);
        if (testCase.guest && response.statusCode < 400) failures.push(`${testCase.name}: a guest got ${response.statusCode}`);
      }
      expect(failures).toEqual([]);
      expect(cases.length).toBeGreaterThan(300);
      // The intruder's calls with ann's ids changed nothing of hers.
      expect((await call<{ giftCards: Array<{ id: string }> }>(ann, 'GET', '/api/account/gift-cards')).body.giftCards.map((entry) => entry.id)).toContain(
        giftCard.id,
      );
    }, 180_000);
  },
  { resolveCustomer: testCustomerResolver },
);
