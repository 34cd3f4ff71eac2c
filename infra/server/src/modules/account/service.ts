/**
 * A signed-in shopper's account data, each piece from the module that owns it: the address book and saved gift cards
 * (this module's tables), saved cards (payments' vault), orders (orders), the account basket (cart). Every method
 * takes the customer id from the session, never from the request, and answers 404 for another customer's id.
 */
import type { CheckoutProfile, MergeBasketResult, Order, OrderHistory, SavedCard, SavedCardList } from '@sf/contracts';
import { MAX_SAVED_CARDS } from '@sf/contracts/api';
import type { Database } from '../../db/client';
import type { CurrentCustomer } from '../../plugins/customer';
import { conflict, notFound } from '../../http-errors';
import type { SiteContext } from '../../site-context';
import type { CartService } from '../cart';
import type { GiftCardsService } from '../gift-cards';
import { ORDER_NOT_FOUND, type OrdersService } from '../orders';
import type { PaymentsService, SavedCardRecord } from '../payments';
import { createAddressBook } from './addresses';
import { createSavedGiftCards } from './saved-gift-cards';

export interface AccountDeps {
  db: Database;
  cart: CartService;
  giftCards: GiftCardsService;
  orders: OrdersService;
  payments: PaymentsService;
  /** First and last name of the account (identity module); null when unknown. */
  customerName: (customerId: string) => Promise<{ firstName: string; lastName: string } | null>;
}

const cardView = ({ provider: _provider, providerRef: _ref, ...card }: SavedCardRecord): SavedCard => card;

export function createAccountService(deps: AccountDeps) {
  const addresses = createAddressBook(deps.db);
  const giftCards = createSavedGiftCards(deps.db, deps.giftCards);

  const cards = async (customerId: string): Promise<SavedCardList> => ({
    cards: (await deps.payments.savedCards(customerId)).map(cardView),
    max: MAX_SAVED_CARDS,
  });

  /** Guest orders of a verified e-mail become the account's (idempotent; the identity module also calls it on verification). */
  async function attachGuestOrders(customerId: string, email: string): Promise<number> {
    return deps.orders.attachGuestOrders(customerId, email);
  }

  return {
    addresses,
    giftCards,
    attachGuestOrders,

    cards,
    async saveCard(customerId: string, token: string, makeDefault?: boolean): Promise<{ card: SavedCard; created: boolean }> {
      const saved = await deps.payments.saveCard(customerId, token, makeDefault === undefined ? {} : { makeDefault });
      return { card: cardView(saved.card), created: saved.created };
    },
    async deleteCard(customerId: string, id: string): Promise<SavedCardList> {
      await deps.payments.deleteSavedCard(customerId, id);
      return cards(customerId);
    },
    async setDefaultCard(customerId: string, id: string): Promise<SavedCardList> {
      await deps.payments.setDefaultCard(customerId, id);
      return cards(customerId);
    },

    /** Guest orders of a verified e-mail are attached first, so they show up in the history at once. */
    async orderHistory(customer: CurrentCustomer, page: number, pageSize: number): Promise<OrderHistory> {
      if (customer.emailVerified) await attachGuestOrders(customer.customerId, customer.email);
      return deps.orders.history(customer.customerId, page, pageSize);
    },

    async order(customer: CurrentCustomer, orderNumber: string): Promise<Order> {
      let row = await deps.orders.forCustomer(customer.customerId, orderNumber);
      if (!row && customer.emailVerified && (await attachGuestOrders(customer.customerId, customer.email)) > 0) {
        row = await deps.orders.forCustomer(customer.customerId, orderNumber);
      }
      if (!row) throw notFound(ORDER_NOT_FOUND);
      return deps.orders.toOrder(row);
    },

    /** Checkout prefill: e-mail and names, every address (defaults named), the cards that can still pay. */
    async checkoutProfile(customer: CurrentCustomer): Promise<CheckoutProfile> {
      const [book, saved, name] = await Promise.all([
        addresses.list(customer.customerId),
        deps.payments.savedCards(customer.customerId),
        deps.customerName(customer.customerId),
      ]);
      const defaultOf = (kind: 'billing' | 'shipping') => book.addresses.find((address) => address.kind === kind && address.isDefault) ?? null;
      const billing = defaultOf('billing');
      const shipping = defaultOf('shipping');
      const fallback = billing ?? shipping;
      return {
        email: customer.email,
        firstName: name?.firstName ?? fallback?.firstName ?? '',
        lastName: name?.lastName ?? fallback?.lastName ?? '',
        addresses: book.addresses,
        defaultShippingAddressId: shipping?.id ?? null,
        defaultBillingAddressId: billing?.id ?? null,
        cards: saved.filter((card) => !card.expired).map(cardView),
      };
    },

    /**
     * The sign-in merge of the guest basket (rules in cart/account-baskets.ts). A guest basket whose order waits for
     * its 3-D Secure answer is not merged: its lines are being bought.
     */
    async mergeBasket(customerId: string, site: SiteContext, guestBasketId?: string): Promise<MergeBasketResult> {
      if (guestBasketId) {
        await deps.cart.assertBasketAccess(guestBasketId, customerId);
        const live = await deps.orders.liveForBasket(guestBasketId);
        if (live?.status === 'created') throw conflict('This basket is being paid for; merge it once the payment is finished');
      }
      return deps.cart.mergeGuestBasket(customerId, site, guestBasketId);
    },

    /** Account deletion: every piece of account data goes; orders stay for bookkeeping, detached from the account. */
    async forgetCustomer(customerId: string): Promise<void> {
      await addresses.forgetCustomer(customerId);
      await giftCards.forgetCustomer(customerId);
      await deps.payments.forgetCustomer(customerId);
      await deps.cart.forgetCustomer(customerId);
      await deps.orders.forgetCustomer(customerId);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
