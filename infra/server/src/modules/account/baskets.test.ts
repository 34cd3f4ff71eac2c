/** Account baskets: one per brand and country, nobody else's to read or change, and the sign-in merge of a guest basket. */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { MAX_LINE_QUANTITY } from '@sf/contracts';
import type { Basket, MergeBasketResult, PlaceOrderResult } from '@sf/contracts';
import { describeDatabases } from '../../test/databases';
import { checkoutFixtures, UK_ADDRESS } from '../../test/checkout-fixtures';
import { accountFixtures, type Shopper, testCustomerResolver } from '../../test/account-fixtures';

const UK = { brand: 'northbound', locale: 'uk-en' };
const DE = { brand: 'northbound', locale: 'de-de' };

describeDatabases(
  'account: baskets and the sign-in merge',
  (context) => {
    const { shopper, call } = accountFixtures(context);
    const checkout = checkoutFixtures(context);
    const variants: string[] = [];
    /** Variant `index` of NB1001 with plenty of stock in the EU warehouse. */
    const variant = async (index: number): Promise<string> => {
      if (!variants[index]) variants[index] = (await checkout.variantWithStock(100, index)).variantId;
      return variants[index] ?? '';
    };

    async function basket(who: Shopper | null, site: object, lines: Array<[number, number]>): Promise<Basket> {
      let current = (await call<Basket>(who, 'POST', '/api/baskets', site)).body;
      for (const [index, quantity] of lines) {
        const added = await call<Basket>(who, 'POST', `/api/baskets/${current.basketId}/items`, { variantId: await variant(index), quantity });
        expect(added.status, added.raw).toBe(200);
        current = added.body;
      }
      return current;
    }
    const lines = (of: Basket) => Promise.all(of.items.map(async (item) => [variants.indexOf(item.variantId), item.quantity]));
    const read = (who: Shopper | null, basketId: string) => call<Basket>(who, 'GET', `/api/baskets/${basketId}`);
    const merge = (who: Shopper | null, body: object) => call<MergeBasketResult>(who, 'POST', '/api/account/basket/merge', body);

    it('gives a signed-in shopper one basket per brand and country, and a new one after an order', async () => {
      const ann = shopper();
      const first = (await call<Basket>(ann, 'POST', '/api/baskets', UK)).body;
      const again = await Promise.all([1, 2, 3].map(() => call<Basket>(ann, 'POST', '/api/baskets', UK)));
      expect(again.map((reply) => reply.body.basketId)).toEqual([first.basketId, first.basketId, first.basketId]);
      const german = (await call<Basket>(ann, 'POST', '/api/baskets', DE)).body;
      expect(german.basketId).not.toBe(first.basketId);
      expect(german.country).toBe('DE');
      const kerbside = (await call<Basket>(ann, 'POST', '/api/baskets', { brand: 'kerbside', locale: 'uk-en' })).body;
      expect(kerbside.basketId).not.toBe(first.basketId);
      await call(ann, 'POST', `/api/baskets/${first.basketId}/items`, { variantId: await variant(0), quantity: 1 });
      const placed = await call<PlaceOrderResult>(
        ann,
        'POST',
        '/api/checkout/orders',
        {
          basketId: first.basketId,
          email: ann.email,
          shippingAddress: UK_ADDRESS,
          sameAsShipping: true,
          shippingMethod: 'standard',
          tenders: [{ code: 'CARD', token: await checkout.token() }],
        },
        { 'idempotency-key': randomUUID() },
      );
      expect(placed.status, placed.raw).toBe(201);
      const next = (await call<Basket>(ann, 'POST', '/api/baskets', UK)).body;
      expect(next.basketId).not.toBe(first.basketId);
      expect(next.items).toEqual([]);
    });

    it("keeps a customer's basket from everybody else: every cart endpoint and checkout answer 404", async () => {
      const owner = shopper();
      const intruder = shopper();
      const owned = await basket(owner, UK, [[0, 1]]);
      const itemId = owned.items[0]?.itemId ?? '';
      const id = owned.basketId;
      const attempts: Array<[string, 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', string, object?]> = [
        ['read', 'GET', `/api/baskets/${id}`],
        ['add', 'POST', `/api/baskets/${id}/items`, { variantId: await variant(1), quantity: 1 }],
        ['change', 'PATCH', `/api/baskets/${id}/items/${itemId}`, { quantity: 2 }],
        ['remove', 'DELETE', `/api/baskets/${id}/items/${itemId}`],
        ['gift card', 'POST', `/api/baskets/${id}/gift-cards`, { amount: 2500, recipientEmail: 'a@example.com', recipientName: 'A', senderName: 'B' }],
        ['coupon', 'POST', `/api/baskets/${id}/coupons`, { code: 'WELCOME10' }],
        ['coupon removal', 'DELETE', `/api/baskets/${id}/coupons/WELCOME10`],
        ['shipping', 'PUT', `/api/baskets/${id}/shipping-method`, { code: 'express' }],
        ['gift option', 'PUT', `/api/baskets/${id}/gift-option`, { enabled: true, message: 'x' }],
        ['region', 'PUT', `/api/baskets/${id}/shipping-region`, { region: null }],
      ];
      for (const who of [intruder, null]) {
        for (const [name, method, url, payload] of attempts) {
          const reply = await call(who, method, url, payload);
          expect(reply.status, `${who ? 'intruder' : 'guest'} ${name}`).toBe(404);
          expect(reply.body.message).toBe(`Basket not found: ${id}`);
        }
        const order = await call(
          who,
          'POST',
          '/api/checkout/orders',
          {
            basketId: id,
            email: 'thief@example.com',
            shippingAddress: UK_ADDRESS,
            sameAsShipping: true,
            shippingMethod: 'standard',
            tenders: [{ code: 'CARD', token: await checkout.token() }],
          },
          { 'idempotency-key': randomUUID() },
        );
        expect(order.status).toBe(404);
        const stolenMerge = await merge(who ? intruder : null, { ...UK, guestBasketId: id });
        expect(stolenMerge.status).toBe(who ? 404 : 401);
      }
      const mine = await read(owner, id);
      expect(mine.status).toBe(200);
      expect(await lines(mine.body)).toEqual([[0, 1]]);
    });

    it('merges: same variant adds up to the line maximum, guest lines after, other countries untouched', async () => {
      const bob = shopper();
      const account = await basket(bob, UK, [
        [0, 8],
        [2, 1],
      ]);
      const german = await basket(bob, DE, [[0, 2]]);
      const guest = await basket(null, UK, [
        [0, 3],
        [1, 1],
        [3, 2],
      ]);
      await call(null, 'POST', `/api/baskets/${guest.basketId}/coupons`, { code: 'WELCOME10' });
      const merged = await merge(bob, { ...UK, guestBasketId: guest.basketId });
      expect(merged.status, merged.raw).toBe(200);
      expect(merged.body).toEqual({ basketId: account.basketId, capped: true });
      const after = (await read(bob, account.basketId)).body;
      expect(await lines(after)).toEqual([
        [0, MAX_LINE_QUANTITY],
        [2, 1],
        [1, 1],
        [3, 2],
      ]);
      expect(after.couponCodes.map((coupon) => coupon.code)).toEqual(['WELCOME10']);
      expect(await lines((await read(bob, german.basketId)).body)).toEqual([[0, 2]]);
      // The guest basket is now the customer's (emptied): a guest holding its id gets nothing.
      expect((await read(null, guest.basketId)).status).toBe(404);
      // Idempotent: the same merge again moves nothing.
      const again = await merge(bob, { ...UK, guestBasketId: guest.basketId });
      expect(again.body).toEqual({ basketId: account.basketId, capped: false });
      expect(await lines((await read(bob, account.basketId)).body)).toEqual(await lines(after));
    });

    it('without an account basket the guest basket becomes it; without a guest basket the answer names it', async () => {
      const cat = shopper();
      expect((await merge(cat, UK)).body).toEqual({ basketId: null, capped: false });
      const guest = await basket(null, UK, [[1, 2]]);
      const merged = await merge(cat, { ...UK, guestBasketId: guest.basketId });
      expect(merged.body).toEqual({ basketId: guest.basketId, capped: false });
      expect((await merge(cat, UK)).body.basketId).toBe(guest.basketId);
      expect((await call<Basket>(cat, 'POST', '/api/baskets', UK)).body.basketId).toBe(guest.basketId);
      expect((await read(null, guest.basketId)).status).toBe(404);
      expect(await lines((await read(cat, guest.basketId)).body)).toEqual([[1, 2]]);
    });

    it('refuses a guest basket of another site, an unknown one, and malformed input', async () => {
      const dan = shopper();
      const german = await basket(null, DE, [[0, 1]]);
      const wrongSite = await merge(dan, { ...UK, guestBasketId: german.basketId });
      expect(wrongSite.status).toBe(400);
      expect(wrongSite.body.message).toContain('body/guestBasketId');
      expect((await read(null, german.basketId)).status).toBe(200);
      const unknown = await merge(dan, { ...UK, guestBasketId: randomUUID() });
      expect(unknown.status).toBe(404);
      expect((await merge(dan, { ...UK, guestBasketId: 'nope' })).status).toBe(400);
      expect((await merge(dan, { brand: 'nobrand', locale: 'uk-en' })).status).toBe(400);
    });

    it('merging the same guest basket several times at once adds its lines once', async () => {
      const eve = shopper();
      const account = await basket(eve, UK, [[0, 1]]);
      const guest = await basket(null, UK, [
        [0, 2],
        [1, 1],
      ]);
      const replies = await Promise.all([1, 2, 3, 4].map(() => merge(eve, { ...UK, guestBasketId: guest.basketId })));
      expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200]);
      expect(new Set(replies.map((reply) => reply.body.basketId))).toEqual(new Set([account.basketId]));
      expect(await lines((await read(eve, account.basketId)).body)).toEqual([
        [0, 3],
        [1, 1],
      ]);

      // Two guest baskets merged at once into an account that has none: one account basket holds both.
      const fay = shopper();
      const one = await basket(null, UK, [[0, 1]]);
      const two = await basket(null, UK, [[1, 1]]);
      const both = await Promise.all([merge(fay, { ...UK, guestBasketId: one.basketId }), merge(fay, { ...UK, guestBasketId: two.basketId })]);
      expect(both.map((reply) => reply.status)).toEqual([200, 200]);
      expect(both[0]?.body.basketId).toBe(both[1]?.body.basketId);
      const combined = (await read(fay, both[0]?.body.basketId ?? '')).body;
      expect((await lines(combined)).sort()).toEqual([
        [0, 1],
        [1, 1],
      ]);
    });
  },
  { resolveCustomer: testCustomerResolver },
);
