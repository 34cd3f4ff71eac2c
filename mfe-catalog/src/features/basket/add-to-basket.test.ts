import { describe, expect, it, vi } from 'vitest';
import { readBasketId } from '@sf/contracts';
import { $cart, on } from '@sf/remote-contract';
import { basket, site } from '../../test/fixtures';
import { stubApi } from '../../test/fake-api';
import { addToBasket, AddToBasketError } from './add-to-basket';

const B1 = '00000000-0000-4000-8000-0000000000b1';
const GONE = '00000000-0000-4000-8000-0000000000b2';
const FRESH = '00000000-0000-4000-8000-0000000000b3';
const line = { variantId: 'NB1001-tan-5', quantity: 1 };
const filled = (basketId: string) => basket({ basketId, totalItems: 1 });

describe('addToBasket', () => {
  it('creates the basket when missing, adds the line and publishes the cart summary', async () => {
    const changed = vi.fn();
    const stop = on('cart:changed', changed);
    const api = stubApi([
      { method: 'POST', path: '/api/baskets', body: basket({ basketId: B1 }) },
      { method: 'POST', path: `/api/baskets/${B1}/items`, body: filled(B1) },
    ]);
    await addToBasket(site, line);
    stop();
    expect(api.calls[1]?.body).toEqual(line);
    expect($cart.get()).toEqual({ basketId: B1, totalItems: 1, currency: 'GBP' });
    expect(changed).toHaveBeenCalledWith({ basketId: B1, totalItems: 1, currency: 'GBP' });
  });

  it('replaces a basket the server no longer has and retries once', async () => {
    localStorage.setItem('sf-basket-gb', GONE);
    const api = stubApi([
      { method: 'POST', path: `/api/baskets/${GONE}/items`, status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Basket not found' } },
      { method: 'POST', path: '/api/baskets', body: basket({ basketId: FRESH }) },
      { method: 'POST', path: `/api/baskets/${FRESH}/items`, body: filled(FRESH) },
    ]);
    const result = await addToBasket(site, line);
    expect(result.basketId).toBe(FRESH);
    expect(readBasketId('GB')).toBe(FRESH);
    expect(api.calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      `POST /api/baskets/${GONE}/items`,
      'POST /api/baskets',
      `POST /api/baskets/${FRESH}/items`,
    ]);
  });

  it("passes the server's reason on when it refuses the line (409)", async () => {
    localStorage.setItem('sf-basket-gb', B1);
    stubApi([{ method: 'POST', path: `/api/baskets/${B1}/items`, status: 409, body: { statusCode: 409, error: 'Conflict', message: 'Only 2 left in stock' } }]);
    const failure = await addToBasket(site, line).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AddToBasketError);
    expect(failure).toMatchObject({ kind: 'rejected', message: 'Only 2 left in stock' });
  });
});
