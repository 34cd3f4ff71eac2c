import { $cart, readBasketId, writeBasketId, type Basket, type SiteInfo } from '@sf/contracts';

/** Fills the header count at boot from this country's basket; a basket the server no longer has is forgotten. */
export async function restoreCartSummary(site: SiteInfo): Promise<void> {
  const basketId = readBasketId(site.country);
  if (!basketId) return;
  try {
    const response = await fetch(`/api/baskets/${encodeURIComponent(basketId)}`, { headers: { accept: 'application/json' } });
    if (response.status === 404 || response.status === 400) {
      writeBasketId(site.country, null);
      return;
    }
    if (!response.ok) return;
    const basket = (await response.json()) as Basket;
    $cart.set({ basketId: basket.basketId, totalItems: basket.totalItems, currency: basket.currency });
  } catch {
    /* offline: the count appears with the next cart change */
  }
}
