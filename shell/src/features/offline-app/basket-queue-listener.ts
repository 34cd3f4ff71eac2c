/**
 * The page's side of the offline basket queue: the pending count from the worker, a replay request when the
 * connection is back, and the outcome of each replayed change as a toast (price or stock changed meanwhile).
 */
import { $cart, emit, type CartSummary, type Currency } from '@sf/remote-contract';
import { formatMoney } from '@sf/ui';
import type { TFunction } from 'i18next';
import { isWorkerMessage, type WorkerMessage } from '../../service-worker/worker-messages';
import type { ReplayOutcome } from '../../service-worker/basket-queue';
import { $offlineApp } from './offline-app-store';

export function outcomeMessage(outcome: ReplayOutcome, t: TFunction, languageTag: string): { message: string; tone: 'info' | 'success' | 'error' } {
  switch (outcome.kind) {
    case 'applied':
      return { message: t('offline-app.basketSent', { name: outcome.name }), tone: 'success' };
    case 'price-changed':
      return {
        message: t('offline-app.priceChanged', {
          name: outcome.name,
          before: formatMoney({ amount: outcome.before, currency: outcome.currency }, languageTag),
          after: formatMoney({ amount: outcome.after, currency: outcome.currency }, languageTag),
        }),
        tone: 'info',
      };
    case 'stock-changed':
      return { message: t('offline-app.stockChanged', { name: outcome.name, detail: outcome.message }), tone: 'error' };
    default:
      return { message: t('offline-app.changeFailed', { name: outcome.name }), tone: 'error' };
  }
}

export function handleWorkerMessage(message: WorkerMessage, t: TFunction, languageTag: string): void {
  $offlineApp.setKey('basketPending', message.pending);
  if (message.type !== 'sf-basket-replayed') return;
  for (const outcome of message.outcomes) emit('toast:show', outcomeMessage(outcome, t, languageTag));
  if (message.basket) {
    const summary: CartSummary = { basketId: message.basket.basketId, totalItems: message.basket.totalItems, currency: message.basket.currency as Currency };
    $cart.set(summary);
    emit('cart:changed', summary);
  }
}

export function listenToBasketQueue(win: Window, post: (message: unknown) => void, t: TFunction, languageTag: string): void {
  win.navigator.serviceWorker.addEventListener('message', (event) => {
    if (isWorkerMessage(event.data)) handleWorkerMessage(event.data, t, languageTag);
  });
  const replay = () => post({ type: 'sf-basket-replay' });
  win.addEventListener('online', replay);
  post({ type: 'sf-basket-status' });
  if (win.navigator.onLine) replay();
}
