import { describe, expect, it } from 'vitest';
import { readBasketId, siteInfo } from '@sf/contracts';
import { basket, site } from '../../test/fixtures';
import { stubApi } from '../../test/fake-api';
import { ensureBasket } from './ensure-basket';

const GB_BASKET = '00000000-0000-4000-8000-0000000000a1';
const DE_BASKET = '00000000-0000-4000-8000-0000000000a2';
const STORED_BASKET = '00000000-0000-4000-8000-0000000000a3';
const SECOND_TRY = '00000000-0000-4000-8000-0000000000a4';
const germany = siteInfo('northbound', 'de-de', 'uk-en', 'prefix_except_default');

describe('ensureBasket', () => {
  it('creates one basket per country, even for simultaneous calls, and stores its id', async () => {
    const api = stubApi([
      { method: 'POST', path: '/api/baskets', body: basket({ basketId: GB_BASKET }), once: true },
      { method: 'POST', path: '/api/baskets', body: basket({ basketId: DE_BASKET, country: 'DE', currency: 'EUR' }), once: true },
    ]);
    const [first, second] = await Promise.all([ensureBasket(site), ensureBasket(site)]);
    expect(first).toBe(GB_BASKET);
    expect(second).toBe(GB_BASKET);
    expect(await ensureBasket(germany)).toBe(DE_BASKET);
    expect(api.calls.map((call) => call.body)).toEqual([
      { brand: 'northbound', locale: 'uk-en' },
      { brand: 'northbound', locale: 'de-de' },
    ]);
    expect(readBasketId('GB')).toBe(GB_BASKET);
    expect(readBasketId('DE')).toBe(DE_BASKET);
  });

  it('reuses the stored id without calling the API', async () => {
    localStorage.setItem('sf-basket-gb', STORED_BASKET);
    const api = stubApi([]);
    expect(await ensureBasket(site)).toBe(STORED_BASKET);
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('ignores a stored value that is not a basket id', async () => {
    localStorage.setItem('sf-basket-gb', 'legacy-cart-42');
    stubApi([{ method: 'POST', path: '/api/baskets', body: basket({ basketId: GB_BASKET }) }]);
    expect(await ensureBasket(site)).toBe(GB_BASKET);
    expect(readBasketId('GB')).toBe(GB_BASKET);
  });

  it('forgets a failed creation so the next call tries again', async () => {
    const api = stubApi([
      { method: 'POST', path: '/api/baskets', status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'down' }, once: true },
      { method: 'POST', path: '/api/baskets', body: basket({ basketId: SECOND_TRY }) },
    ]);
    await expect(ensureBasket(site)).rejects.toThrow(/503/);
    expect(await ensureBasket(site)).toBe(SECOND_TRY);
    expect(api.calls).toHaveLength(2);
  });
});
