import { ApiRequestError } from '@sf/api-client';
import { readBasketId, writeBasketId } from '@sf/contracts';
import { $cart, type SiteInfo } from '@sf/remote-contract';
import { shellTypedApi } from '../api/shell-api';

/** Fills the header count at boot from this country's basket; a basket the server no longer has is forgotten. */
export async function restoreCartSummary(site: SiteInfo): Promise<void> {
  const basketId = readBasketId(site.country);
  if (!basketId) return;
  try {
    const basket = await shellTypedApi.get('/api/baskets/{basketId}', { path: { basketId } });
    $cart.set({ basketId: basket.basketId, totalItems: basket.totalItems, currency: basket.currency });
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) writeBasketId(site.country, null);
    // Otherwise (offline, server busy) the count appears with the next cart change.
  }
}
