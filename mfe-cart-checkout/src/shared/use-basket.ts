import { useEffect, useState } from 'react';
import { ApiRequestError } from '@sf/api-client';
import { $employeeSession, readBasketId, writeBasketId, type Basket } from '@sf/contracts';
import type { SiteInfo } from '@sf/remote-contract';
import { basketApi } from './basket-api';
import { broadcastBasket, onBasketBroadcast, onBasketReplaced } from './basket-broadcast';
import { publishCartSummary } from './cart-summary';

export type BasketState =
  | { status: 'loading' }
  /** No basket for this country: none was ever made, or the server no longer has it. */
  | { status: 'none' }
  | { status: 'ready'; basket: Basket }
  | { status: 'failed' };

/**
 * This country's basket (spec §3: one per country, id in local storage). `replace` swaps in the basket a change
 * returned; `forget` drops a basket the server no longer has.
 */
export function useBasket(site: Pick<SiteInfo, 'country'>) {
  const [state, setState] = useState<BasketState>(() => (readBasketId(site.country) ? { status: 'loading' } : { status: 'none' }));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const basketId = readBasketId(site.country);
    if (!basketId) {
      setState({ status: 'none' });
      return undefined;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    basketApi()
      .get(basketId, controller.signal)
      .then((basket) => {
        setState({ status: 'ready', basket });
        publishCartSummary(basket);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) {
          forgetBasket(site.country);
          setState({ status: 'none' });
          return;
        }
        console.error('[mfe-cart-checkout] basket failed to load', error);
        setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, [site.country, attempt]);

  // Signing in merged the guest basket into the account's, whose id replaced it (features/basket-merge): show the
  // merged basket it read, or read it again when it has none.
  useEffect(
    () =>
      onBasketReplaced((basket) => {
        if (basket) setState({ status: 'ready', basket });
        else setAttempt((n) => n + 1);
      }),
    [],
  );

  // An employee session started or ended (mfe-account): employee prices now apply or stop, so price the basket again.
  useEffect(
    () =>
      $employeeSession.listen((next, previous) => {
        if (Boolean(next) !== Boolean(previous)) setAttempt((n) => n + 1);
      }),
    [],
  );

  // A cart dialog changed the basket: show its version.
  useEffect(
    () =>
      onBasketBroadcast((basket) =>
        setState((current) => (current.status === 'ready' && current.basket.basketId !== basket.basketId ? current : { status: 'ready', basket })),
      ),
    [],
  );

  return {
    state,
    retry: () => setAttempt((n) => n + 1),
    replace: (basket: Basket) => {
      setState({ status: 'ready', basket });
      publishCartSummary(basket);
      broadcastBasket(basket);
    },
    forget: () => {
      forgetBasket(site.country);
      setState({ status: 'none' });
    },
  };
}

function forgetBasket(country: string): void {
  writeBasketId(country, null);
  publishCartSummary(null);
}
