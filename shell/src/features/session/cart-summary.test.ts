import { afterEach, describe, expect, it, vi } from 'vitest';
import { readBasketId, writeBasketId } from '@sf/contracts';
import { $cart, siteInfo } from '@sf/remote-contract';
import { restoreCartSummary } from './cart-summary';

const site = siteInfo('northbound', 'uk-en', 'uk-en', 'prefix_except_default');
const BASKET_ID = '6f1c2a7e-1111-4222-8333-944455556666';
const respond = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  $cart.set({ basketId: null, totalItems: 0, currency: null });
});

describe('header basket count at boot', () => {
  it('shows the count of the basket stored for this country', async () => {
    writeBasketId('GB', BASKET_ID);
    vi.stubGlobal('fetch', respond(200, { basketId: BASKET_ID, totalItems: 3, currency: 'GBP' }));
    await restoreCartSummary(site);
    expect($cart.get()).toEqual({ basketId: BASKET_ID, totalItems: 3, currency: 'GBP' });
  });

  it('forgets a basket the server no longer has', async () => {
    writeBasketId('GB', BASKET_ID);
    vi.stubGlobal('fetch', respond(404, { statusCode: 404, error: 'Not Found', message: 'basket not found' }));
    await restoreCartSummary(site);
    expect(readBasketId('GB')).toBeNull();
    expect($cart.get().totalItems).toBe(0);
  });

  it('keeps the stored basket when the server is only briefly unavailable', async () => {
    writeBasketId('GB', BASKET_ID);
    vi.stubGlobal('fetch', respond(503, { statusCode: 503, error: 'Service Unavailable', message: 'busy' }));
    await restoreCartSummary(site);
    expect(readBasketId('GB')).toBe(BASKET_ID);
  });
});
