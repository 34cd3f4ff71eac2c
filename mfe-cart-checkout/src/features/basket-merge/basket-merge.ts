/**
 * Spec issue 12: at sign-in the guest basket of this country joins the account's basket (the server's rules:
 * same variant quantities add up to the line maximum; country baskets stay per country). Keyed on `$session` going
 * guest → registered, and run once when started for an already signed-in shopper (the shell mounts ./BasketSync
 * for signed-in shoppers, so it also covers a sign-in on a page where this remote was not loaded). The account's
 * basket id then replaces the guest's in local storage (spec §3: per country), and the header count follows.
 */
import { ApiRequestError, createApiClient, typedApi, type ApiResponse } from '@sf/api-client';
import { readBasketId, writeBasketId, type Basket } from '@sf/contracts';
import { $session, emit, type SessionState, type SiteInfo } from '@sf/remote-contract';
import { i18n } from '@sf/i18n';
import { basketApi } from '../../shared/basket-api';
import { broadcastBasket, broadcastBasketReplaced } from '../../shared/basket-broadcast';
import { publishCartSummary } from '../../shared/cart-summary';

export const BASKET_MERGE_PATH = '/api/account/basket/merge';
/** localStorage: `<customerId>:<basketId or empty>` after the last merge per country, so a page load does not merge again. */
const mergedKey = (country: string) => `sf-basket-merged-${country.toLowerCase()}`;
/** Window event: the cart page takes the merged basket when the merge swapped the id under it (shared/basket-broadcast). */
export { BASKET_REPLACED_EVENT } from '../../shared/basket-broadcast';

type MergeResult = ApiResponse<typeof BASKET_MERGE_PATH, 'post'>;

function readMarker(country: string): string | null {
  try {
    return globalThis.localStorage?.getItem(mergedKey(country)) ?? null;
  } catch {
    return null;
  }
}

function writeMarker(country: string, value: string | null): void {
  try {
    if (value) globalThis.localStorage?.setItem(mergedKey(country), value);
    else globalThis.localStorage?.removeItem(mergedKey(country));
  } catch {
    /* storage blocked: the next page load asks the server again (the merge is idempotent) */
  }
}

let inFlight: Promise<void> | null = null;

/** Merges this country's guest basket into the signed-in shopper's account (idempotent; one call at a time). */
export function mergeGuestBasket(site: Pick<SiteInfo, 'brand' | 'locale' | 'country'>, session: SessionState): Promise<void> {
  if (session.status !== 'registered' || !session.customerId) return Promise.resolve();
  const guestBasketId = readBasketId(site.country);
  if (readMarker(site.country) === `${session.customerId}:${guestBasketId ?? ''}`) return Promise.resolve();
  inFlight ??= run(site, session.customerId, guestBasketId).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function run(site: Pick<SiteInfo, 'brand' | 'locale' | 'country'>, customerId: string, guestBasketId: string | null): Promise<void> {
  const client = createApiClient();
  let result: MergeResult;
  try {
    result = await typedApi(client).post(BASKET_MERGE_PATH, { body: { brand: site.brand, locale: site.locale, ...(guestBasketId ? { guestBasketId } : {}) } });
  } catch (error) {
    // 401: the session ended meanwhile (nothing to merge into). Otherwise the guest basket stays and the next
    // start tries again.
    if (!(error instanceof ApiRequestError && error.status === 401)) console.error('[mfe-cart-checkout] the guest basket could not be merged', error);
    return;
  }
  if ($session.get().customerId !== customerId) return; // signed out (or another shopper) while it ran
  writeBasketId(site.country, result.basketId);
  writeMarker(site.country, `${customerId}:${result.basketId ?? ''}`);
  if (result.capped) emit('toast:show', { message: i18n.t('identity.basketMerge.capped'), tone: 'info' });
  let merged: Basket | null = null;
  if (!result.basketId) {
    publishCartSummary(null);
  } else {
    try {
      merged = await basketApi(client).get(result.basketId);
      publishCartSummary(merged);
    } catch (error) {
      console.error('[mfe-cart-checkout] the merged basket could not be read', error);
    }
  }
  // A new id: an open cart page takes the merged basket as it is (it reads it again only when it could not be read).
  if (result.basketId !== guestBasketId) broadcastBasketReplaced(merged);
  else if (merged) broadcastBasket(merged);
}

/** Runs the merge now if signed in, and again on every guest → registered change. Returns the stop function. */
export function startBasketMerge(site: Pick<SiteInfo, 'brand' | 'locale' | 'country'>): () => void {
  let previous = $session.get().status;
  void mergeGuestBasket(site, $session.get());
  return $session.listen((session) => {
    if (previous === 'guest' && session.status === 'registered') void mergeGuestBasket(site, session);
    previous = session.status;
  });
}
