/** Saved cards: the vault step, no card data beyond brand/last4/expiry, ownership, races, and paying with one at checkout. */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Basket, CheckoutProfile, PlaceOrderResult, SavedCard, SavedCardList } from '@sf/contracts';
import { describeDatabases } from '../../test/databases';
import { CARDS, checkoutFixtures, UK_ADDRESS } from '../../test/checkout-fixtures';
import { orders } from '../orders/tables';
import { savedCards, testProviderVault } from '../payments/tables';
import { accountFixtures, type Shopper, testCustomerResolver } from '../../test/account-fixtures';

describeDatabases(
  'account: saved cards and paying with them',
  (context) => {
    const { shopper, call } = accountFixtures(context);
    const checkout = checkoutFixtures(context);
    const cards = async (who: Shopper) => (await call<SavedCardList>(who, 'GET', '/api/account/cards')).body.cards;
    const save = (who: Shopper, cardToken: string, makeDefault?: boolean) =>
      call<SavedCard>(who, 'POST', '/api/account/cards', { cardToken, ...(makeDefault === undefined ? {} : { makeDefault }) });

    /** A basket of `who` (signed in: the account basket) with one unit of a variant with known stock. */
    async function basketOf(who: Shopper | null, variantId: string): Promise<Basket> {
      const basket = (await call<Basket>(who, 'POST', '/api/baskets', { brand: 'northbound', locale: 'uk-en' })).body;
      const added = await call<Basket>(who, 'POST', `/api/baskets/${basket.basketId}/items`, { variantId, quantity: 1 });
      expect(added.status, added.raw).toBe(200);
      return added.body;
    }
    const orderBody = (basket: Basket, tender: object, email = 'saved@example.com') => ({
      basketId: basket.basketId,
      email,
      shippingAddress: UK_ADDRESS,
      sameAsShipping: true,
      shippingMethod: 'standard',
      tenders: [{ code: 'CARD', ...tender }],
    });
    const place = (who: Shopper | null, body: object, key: string = randomUUID()) =>
      call<PlaceOrderResult>(who, 'POST', '/api/checkout/orders', body, { 'idempotency-key': key });

    it('answers 401 to a guest', async () => {
      for (const [method, url] of [
        ['GET', '/api/account/cards'],
        ['POST', '/api/account/cards'],
        ['DELETE', `/api/account/cards/${randomUUID()}`],
        ['POST', `/api/account/cards/${randomUUID()}/default`],
      ] as const) {
        const reply = await call(null, method, url, method === 'POST' && url.endsWith('cards') ? { cardToken: await checkout.token() } : undefined);
        expect(reply.status, `${method} ${url}`).toBe(401);
      }
    });

    it('vaults a one-time token: brand, last four and expiry only; the same card again is the same saved card', async () => {
      const ann = shopper();
      const saved = await save(ann, await checkout.token(CARDS.approve));
      expect(saved.status, saved.raw).toBe(201);
      expect(Object.keys(saved.body).sort()).toEqual(['brand', 'createdAt', 'expired', 'expiryMonth', 'expiryYear', 'id', 'isDefault', 'last4']);
      expect(saved.body).toMatchObject({ brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: 2034, isDefault: true, expired: false });
      expect(saved.raw).not.toContain('4242424242424242');
      expect(saved.raw).not.toContain('tok_');
      expect(saved.raw).not.toContain('pm_');
      // The same number typed again (a new token) is recognised by the provider's fingerprint.
      const again = await save(ann, await checkout.token(CARDS.approve));
      expect(again.status).toBe(200);
      expect(again.body.id).toBe(saved.body.id);
      const other = await save(ann, await checkout.token(CARDS.decline), true);
      expect(other.status).toBe(201);
      expect(other.body).toMatchObject({ last4: '0002', isDefault: true });
      expect((await cards(ann)).map((card) => [card.last4, card.isDefault])).toEqual([
        ['0002', true],
        ['4242', false],
      ]);
      // Stored: the reference and display facts, never the number.
      const rows = await context.db.select().from(savedCards).where(eq(savedCards.customerId, ann.customerId));
      expect(JSON.stringify(rows)).not.toContain('4242424242424242');
      expect(rows.every((row) => row.providerRef.startsWith('pm_'))).toBe(true);
    });

    it('refuses an unknown or malformed token with a message', async () => {
      const bob = shopper();
      const unknown = await save(bob, 'tok_unknownunknownunknown');
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toBe('body/cardToken: The card details have expired or are not valid; enter the card again');
      const malformed = await save(bob, '4242424242424242');
      expect(malformed.status).toBe(400);
      expect(malformed.body.message).toContain('body/cardToken');
      expect(malformed.raw).not.toContain('4242424242424242');
    });

    it("never shows, deletes or defaults another shopper's card, nor pays with it: 404", async () => {
      const owner = shopper();
      const intruder = shopper();
      const card = (await save(owner, await checkout.token())).body;
      expect(await cards(intruder)).toEqual([]);
      for (const reply of [
        await call(intruder, 'DELETE', `/api/account/cards/${card.id}`),
        await call(intruder, 'POST', `/api/account/cards/${card.id}/default`),
      ]) {
        expect(reply.status).toBe(404);
        expect(reply.body.message).toBe('Saved card not found');
      }
      const { variantId } = await checkout.variantWithStock(3, 1);
      const basket = await basketOf(intruder, variantId);
      const attempt = await place(intruder, orderBody(basket, { savedCardId: card.id }));
      expect(attempt.status).toBe(404);
      expect(attempt.body.message).toBe('Saved card not found');
      // Refused before anything was taken: no order, stock untouched.
      expect(await checkout.stockOf(variantId)).toBe(3);
      expect(await context.db.select().from(orders).where(eq(orders.basketId, basket.basketId))).toEqual([]);
      const guestBasket = await basketOf(null, variantId);
      const guest = await place(null, orderBody(guestBasket, { savedCardId: card.id }));
      expect(guest.status).toBe(401);
      expect(guest.body.message).toBe('Sign in to pay with a saved card');
      expect(await cards(owner)).toHaveLength(1);
    });

    it('pays with a saved card: order paid with its brand and last four, idempotent replay, one order per basket', async () => {
      const cat = shopper();
      const card = (await save(cat, await checkout.token())).body;
      const profile = (await call<CheckoutProfile>(cat, 'GET', '/api/account/checkout-profile')).body;
      expect(profile.cards).toEqual([card]);
      const { variantId } = await checkout.variantWithStock(5, 2);
      const basket = await basketOf(cat, variantId);
      const body = orderBody(basket, { savedCardId: card.id });
      const key = randomUUID();
      const placed = await place(cat, body, key);
      expect(placed.status, placed.raw).toBe(201);
      expect(placed.body.order).toMatchObject({ status: 'paid', paymentMethod: [{ code: 'CARD', additionalData: { label: 'visa •••• 4242' } }] });
      const replay = await place(cat, body, key);
      expect(replay.status).toBe(200);
      expect(replay.body.order.orderNumber).toBe(placed.body.order.orderNumber);
      // A new key for the same request sees the same order; a different request finds the basket ordered already.
      const second = await place(cat, body);
      expect(second.status).toBe(200);
      expect(second.body.order.orderNumber).toBe(placed.body.order.orderNumber);
      const different = await place(cat, { ...body, email: 'other@example.com' });
      expect(different.status).toBe(409);
      expect(await checkout.stockOf(variantId)).toBe(4);
      const [row] = await context.db.select().from(orders).where(eq(orders.orderNumber, placed.body.order.orderNumber));
      expect(row?.customerId).toBe(cat.customerId);
    });

    it('a declined saved card cancels the order and gives the stock back; a challenge card waits for 3-D Secure', async () => {
      const dan = shopper();
      const declining = (await save(dan, await checkout.token(CARDS.decline))).body;
      const { variantId } = await checkout.variantWithStock(2, 3);
      const basket = await basketOf(dan, variantId);
      const declined = await place(dan, orderBody(basket, { savedCardId: declining.id }));
      expect(declined.status).toBe(402);
      expect(declined.body.message).toBe('Your card was declined. Try another card.');
      expect(await checkout.stockOf(variantId)).toBe(2);
      const challenging = (await save(dan, await checkout.token(CARDS.challenge))).body;
      const waiting = await place(dan, orderBody(basket, { savedCardId: challenging.id }));
      expect(waiting.status, waiting.raw).toBe(202);
      expect(waiting.body.action?.type).toBe('3ds');
    });

    it('a saved card removed from the provider vault cannot pay: the order is cancelled, nothing kept', async () => {
      const eve = shopper();
      const card = (await save(eve, await checkout.token())).body;
      const [row] = await context.db.select().from(savedCards).where(eq(savedCards.id, card.id));
      await context.db.delete(testProviderVault).where(eq(testProviderVault.reference, row?.providerRef ?? ''));
      const { variantId } = await checkout.variantWithStock(2, 4);
      const basket = await basketOf(eve, variantId);
      const attempt = await place(eve, orderBody(basket, { savedCardId: card.id }));
      expect(attempt.status).toBe(402);
      expect(await checkout.stockOf(variantId)).toBe(2);
    });

    it('deletes a card here and in the vault; the newest remaining one becomes the default', async () => {
      const fay = shopper();
      const first = (await save(fay, await checkout.token(CARDS.approve))).body;
      const second = (await save(fay, await checkout.token(CARDS.decline))).body;
      expect(first.isDefault).toBe(true);
      const [vaulted] = await context.db.select().from(savedCards).where(eq(savedCards.id, first.id));
      const remaining = await call<SavedCardList>(fay, 'DELETE', `/api/account/cards/${first.id}`);
      expect(remaining.status).toBe(200);
      expect(remaining.body.cards.map((card) => [card.id, card.isDefault])).toEqual([[second.id, true]]);
      expect(
        await context.db
          .select()
          .from(testProviderVault)
          .where(eq(testProviderVault.reference, vaulted?.providerRef ?? '')),
      ).toEqual([]);
      expect((await call(fay, 'DELETE', `/api/account/cards/${first.id}`)).status).toBe(404);
    });

    it('saving the same card twice at once keeps one; concurrent defaults keep exactly one default', async () => {
      const gus = shopper();
      const tokens = await Promise.all([checkout.token(), checkout.token(), checkout.token(), checkout.token()]);
      const replies = await Promise.all(tokens.map((token) => save(gus, token)));
      expect(replies.map((reply) => reply.status).sort()).toEqual([200, 200, 200, 201]);
      expect(new Set(replies.map((reply) => reply.body.id)).size).toBe(1);
      expect(await cards(gus)).toHaveLength(1);
      // The losers' vault references were given back to the provider: no vaulted card is left without its saved card.
      const references = new Set((await context.db.select().from(savedCards)).map((row) => row.providerRef));
      const orphans = (await context.db.select().from(testProviderVault)).filter((entry) => !references.has(entry.reference));
      expect(orphans).toEqual([]);

      const others = await Promise.all(
        [CARDS.decline, CARDS.challenge, '5555555555554444'].map(async (number) => (await save(gus, await checkout.token(number))).body),
      );
      const ids = [replies[0]?.body.id ?? '', ...others.map((card) => card.id)];
      const defaults = await Promise.all(
        ids.flatMap((id) => [call(gus, 'POST', `/api/account/cards/${id}/default`), call(gus, 'POST', `/api/account/cards/${id}/default`)]),
      );
      expect(defaults.every((reply) => reply.status === 200)).toBe(true);
      expect((await cards(gus)).filter((card) => card.isDefault)).toHaveLength(1);
    });
  },
  { resolveCustomer: testCustomerResolver },
);
