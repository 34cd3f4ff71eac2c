// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readBasketId } from '@sf/contracts';
import { $cart, on } from '@sf/remote-contract';
import { basketClient } from './basket-client';
import { createTypedApiClient } from './typed-api';

const SITE = { brand: 'northbound', locale: 'uk-en', country: 'GB' } as const;
const B1 = '00000000-0000-4000-8000-0000000000b1';
const GONE = '00000000-0000-4000-8000-0000000000b2';
const line = { variantId: 'NB1001-tan-5', quantity: 1 };
const basket = (basketId: string, totalItems = 0) => ({ basketId, totalItems, currency: 'GBP' });
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch that answers from `answer(method, path)` and records each call as "METHOD /path". */
function fakeServer(answer: (method: string, path: string) => Response | Promise<Response>) {
  const calls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = new URL(String(input), 'http://storefront.test').pathname;
    calls.push(`${init.method} ${path}`);
    return answer(init.method ?? 'GET', path);
  });
  return { calls, client: basketClient(createTypedApiClient({ fetch, retryDelayMs: 0 })) };
}

afterEach(() => {
  localStorage.clear();
  $cart.set({ basketId: null, totalItems: 0, currency: null });
});

describe('basketClient', () => {
  it('two adds at once create one basket and both land in it', async () => {
    let items = 0;
    const { calls, client } = fakeServer(async (_method, path) => {
      if (path === '/api/baskets') return json(basket(B1), 201);
      items += 1;
      return json(basket(B1, items));
    });
    const [first, second] = await Promise.all([client.addItem(SITE, line), client.addItem(SITE, line)]);
    expect(calls.filter((call) => call === 'POST /api/baskets')).toHaveLength(1);
    expect([first.basketId, second.basketId]).toEqual([B1, B1]);
    expect(readBasketId('GB')).toBe(B1);
    expect($cart.get()).toEqual({ basketId: B1, totalItems: 2, currency: 'GBP' });
  });

  it('forgets a basket the server no longer has, makes a new one and retries once, then publishes the summary', async () => {
    localStorage.setItem('sf-basket-gb', GONE);
    const changed = vi.fn();
    const stop = on('cart:changed', changed);
    const { calls, client } = fakeServer((_, path) => {
      if (path === `/api/baskets/${GONE}/gift-cards`) return json({ statusCode: 404, error: 'Not Found', message: 'Basket not found' }, 404);
      if (path === '/api/baskets') return json(basket(B1), 201);
      return json(basket(B1, 1));
    });
    const gift = { amount: 2500, recipientEmail: 'a@example.test', recipientName: 'A', senderName: 'B' };
    await client.addGiftCard(SITE, gift);
    stop();
    expect(calls).toEqual([`POST /api/baskets/${GONE}/gift-cards`, 'POST /api/baskets', `POST /api/baskets/${B1}/gift-cards`]);
    expect(readBasketId('GB')).toBe(B1);
    expect(changed).toHaveBeenCalledWith({ basketId: B1, totalItems: 1, currency: 'GBP' });
  });

  it('retries only once, and passes any other failure on untouched', async () => {
    localStorage.setItem('sf-basket-gb', B1);
    const { calls, client } = fakeServer(() => json({ statusCode: 409, error: 'Conflict', message: 'Only 2 left' }, 409));
    await expect(client.addItem(SITE, line)).rejects.toMatchObject({ status: 409, body: { message: 'Only 2 left' } });
    expect(calls).toEqual([`POST /api/baskets/${B1}/items`]);
    expect(readBasketId('GB')).toBe(B1);
    expect($cart.get().basketId).toBeNull();
  });
});
