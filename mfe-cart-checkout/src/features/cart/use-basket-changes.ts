import { useState } from 'react';
import { ApiRequestError } from '@sf/api-client';
import type { Basket, BasketItem, GiftCardItem } from '@sf/contracts';
import { useTranslation } from '@sf/i18n';
import { basketApi } from '../../shared/basket-api';

export interface BasketChanges {
  busyItemId: string | null;
  /** Polite confirmation of the last change (role=status). */
  announcement: string;
  /** Why the last change failed (role=alert). */
  error: string | null;
  setQuantity: (item: BasketItem, quantity: number) => void;
  remove: (item: BasketItem) => void;
  removeGiftCard: (card: GiftCardItem) => void;
}

/**
 * Quantity changes and removals, one at a time. The server's basket after each change replaces ours; a basket the
 * server no longer has is forgotten; a refusal (409: stock or limit) shows the server's reason.
 */
export function useBasketChanges(basket: Basket, onBasket: (basket: Basket) => void, onGone: () => void): BasketChanges {
  const { t } = useTranslation();
  const [busyItemId, setBusyItemId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [error, setError] = useState<string | null>(null);
  const api = basketApi();

  const run = async (item: { itemId: string }, change: () => Promise<Basket | undefined>, done: string) => {
    if (busyItemId) return;
    setBusyItemId(item.itemId);
    setError(null);
    try {
      const updated = (await change()) ?? (await api.get(basket.basketId));
      onBasket(updated);
      setAnnouncement(done);
    } catch (failure) {
      if (failure instanceof ApiRequestError && failure.status === 404) onGone();
      else if (failure instanceof ApiRequestError && failure.status === 409 && failure.body?.message) setError(failure.body.message);
      else setError(t('cart.updateFailed'));
    } finally {
      setBusyItemId(null);
    }
  };

  return {
    busyItemId,
    announcement,
    error,
    setQuantity: (item, quantity) =>
      void run(item, () => api.setQuantity(basket.basketId, item.itemId, quantity), t('cart.quantityUpdated', { name: item.name, quantity })),
    remove: (item) => void run(item, () => api.removeItem(basket.basketId, item.itemId), t('cart.itemRemoved', { name: item.name })),
    removeGiftCard: (card) =>
      void run(card, () => api.removeItem(basket.basketId, card.itemId), t('cart.itemRemoved', { name: t('cart.basket.giftCardLabel') })),
  };
}
