/** Account deletion (onCustomerDeleted): addresses, saved cards (and their vault entries), gift cards and baskets go. */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Basket, PlaceOrderResult, SavedAddressList, SavedCard, SavedCardList, SavedGiftCardList } from '@sf/contracts';
import { describeDatabases } from '../../test/databases';
import { baskets } from '../cart/tables';
import { checkoutFixtures, UK_ADDRESS } from '../../test/checkout-fixtures';
import { orders } from '../orders/tables';
import { savedCards, testProviderVault } from '../payments/tables';
import { accountFixtures, testCustomerResolver } from '../../test/account-fixtures';
import { accountAddresses, accountGiftCards } from './tables';

describeDatabases(
  'account: deletion erases account data',
  (context) => {
    const { shopper, call } = accountFixtures(context);
    const checkout = checkoutFixtures(context);

    it('deletes every row of the account and keeps the orders only as detached bookkeeping records', async () => {
      const gone = shopper();
      const kept = shopper();
      for (const who of [gone, kept]) {
        expect((await call(who, 'POST', '/api/account/addresses', { ...UK_ADDRESS, kind: 'shipping' })).status).toBe(201);
        expect((await call(who, 'POST', '/api/account/cards', { cardToken: await checkout.token() })).status).toBe(201);
        expect(
          (await call(who, 'POST', '/api/account/gift-cards', { number: '6010000000000001', pin: '1234' }, {}, `10.99.0.${who === gone ? 1 : 2}`)).status,
        ).toBe(201);
      }
      const card = ((await call<SavedCardList>(gone, 'GET', '/api/account/cards')).body.cards[0] ?? {}) as SavedCard;
      const [cardRow] = await context.db.select().from(savedCards).where(eq(savedCards.id, card.id));
      const { variantId } = await checkout.variantWithStock(10, 7);
      const basket = (await call<Basket>(gone, 'POST', '/api/baskets', { brand: 'northbound', locale: 'uk-en' })).body;
      await call(gone, 'POST', `/api/baskets/${basket.basketId}/items`, { variantId, quantity: 1 });
      const placed = await call<PlaceOrderResult>(
        gone,
        'POST',
        '/api/checkout/orders',
        {
          basketId: basket.basketId,
          email: gone.email,
          shippingAddress: UK_ADDRESS,
          sameAsShipping: true,
          shippingMethod: 'standard',
          tenders: [{ code: 'CARD', savedCardId: card.id }],
        },
        { 'idempotency-key': randomUUID() },
      );
      expect(placed.status, placed.raw).toBe(201);
      const openBasket = (await call<Basket>(gone, 'POST', '/api/baskets', { brand: 'northbound', locale: 'de-de' })).body;

      for (const handler of context.app.customerDeletedHandlers) await handler(gone.customerId);

      expect(await context.db.select().from(accountAddresses).where(eq(accountAddresses.customerId, gone.customerId))).toEqual([]);
      expect(await context.db.select().from(accountGiftCards).where(eq(accountGiftCards.customerId, gone.customerId))).toEqual([]);
      expect(await context.db.select().from(savedCards).where(eq(savedCards.customerId, gone.customerId))).toEqual([]);
      expect(
        await context.db
          .select()
          .from(testProviderVault)
          .where(eq(testProviderVault.reference, cardRow?.providerRef ?? '')),
      ).toEqual([]);
      expect(await context.db.select().from(baskets).where(eq(baskets.customerId, gone.customerId))).toEqual([]);
      expect((await call(null, 'GET', `/api/baskets/${openBasket.basketId}`)).status).toBe(404);
      const [order] = await context.db.select().from(orders).where(eq(orders.orderNumber, placed.body.order.orderNumber));
      expect(order?.customerId).toBeNull();
      // Like any guest order, it attaches again only to an account that proves the same e-mail address.
      const unverified = { ...gone, headers: { ...gone.headers, 'x-test-email-verified': 'false' } };
      expect((await call<{ orders: unknown[] }>(unverified, 'GET', '/api/account/orders')).body.orders).toEqual([]);

      // The other shopper keeps everything.
      expect((await call<SavedAddressList>(kept, 'GET', '/api/account/addresses')).body.addresses).toHaveLength(1);
      expect((await call<SavedCardList>(kept, 'GET', '/api/account/cards')).body.cards).toHaveLength(1);
      expect((await call<SavedGiftCardList>(kept, 'GET', '/api/account/gift-cards')).body.giftCards).toHaveLength(1);
    });
  },
  { resolveCustomer: testCustomerResolver },
);
