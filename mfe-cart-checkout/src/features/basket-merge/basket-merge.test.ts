import { afterEach, describe, expect, it, vi } from 'vitest';
import { readBasketId, writeBasketId } from '@sf/contracts';
import { $cart, $session, GUEST_SESSION, on, type SessionState } from '@sf/remote-contract';
import { onBasketReplaced } from '../../shared/basket-broadcast';
import { stubApi } from '../../test/fake-api';
import { basket, site } from '../../test/fixtures';
import { BASKET_MERGE_PATH, BASKET_REPLACED_EVENT, mergeGuestBasket, startBasketMerge } from './basket-merge';

const GUEST_BASKET = '6f1c3f7e-1111-4a4a-9b9b-00000000000a';
const ACCOUNT_BASKET = '6f1c3f7e-1111-4a4a-9b9b-00000000000b';
const anna: SessionState = { ...GUEST_SESSION, status: 'registered', customerId: 'c-1', email: 'anna@example.com', firstName: 'Anna' };

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  $session.set(GUEST_SESSION);
  $cart.set({ basketId: null, totalItems: 0, currency: null });
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('guest basket merge at sign-in', () => {
  it('merges on guest → registered and keeps the account basket id for the country', async () => {
    writeBasketId('GB', GUEST_BASKET);
    const api = stubApi([
      { method: 'POST', path: BASKET_MERGE_PATH, body: { basketId: ACCOUNT_BASKET, capped: false } },
      { path: `/api/baskets/${ACCOUNT_BASKET}`, body: basket({ basketId: ACCOUNT_BASKET, totalItems: 4 }) },
    ]);
    const replaced = vi.fn();
    window.addEventListener(BASKET_REPLACED_EVENT, replaced);
    const stop = startBasketMerge(site);
    expect(api.calls).toEqual([]);
    $session.set(anna);
    await vi.waitFor(() => expect($cart.get()).toEqual({ basketId: ACCOUNT_BASKET, totalItems: 4, currency: 'GBP' }));
    expect(api.calls[0]).toMatchObject({ method: 'POST', body: { brand: 'northbound', locale: 'uk-en', guestBasketId: GUEST_BASKET } });
    expect(readBasketId('GB')).toBe(ACCOUNT_BASKET);
    expect(replaced).toHaveBeenCalledTimes(1);
    stop();
    window.removeEventListener(BASKET_REPLACED_EVENT, replaced);
  });

  it('runs at start for a shopper already signed in, and not again once merged', async () => {
    writeBasketId('GB', GUEST_BASKET);
    $session.set(anna);
    const api = stubApi([
      { method: 'POST', path: BASKET_MERGE_PATH, body: { basketId: ACCOUNT_BASKET, capped: false } },
      { path: `/api/baskets/${ACCOUNT_BASKET}`, body: basket({ basketId: ACCOUNT_BASKET }) },
    ]);
    const stop = startBasketMerge(site);
    await vi.waitFor(() => expect(readBasketId('GB')).toBe(ACCOUNT_BASKET));
    stop();
    await settle();
    const before = api.calls.length;
    await mergeGuestBasket(site, anna);
    expect(api.calls.length).toBe(before);
  });

  it("asks for the account's basket when this browser has none", async () => {
    $session.set(anna);
    const api = stubApi([{ method: 'POST', path: BASKET_MERGE_PATH, body: { basketId: null, capped: false } }]);
    await mergeGuestBasket(site, anna);
    expect(api.calls[0]?.body).toEqual({ brand: 'northbound', locale: 'uk-en' });
    expect(readBasketId('GB')).toBeNull();
  });

  it('tells the shopper when quantities were capped at the line maximum', async () => {
    writeBasketId('GB', GUEST_BASKET);
    $session.set(anna);
    stubApi([
      { method: 'POST', path: BASKET_MERGE_PATH, body: { basketId: ACCOUNT_BASKET, capped: true } },
      { path: `/api/baskets/${ACCOUNT_BASKET}`, body: basket({ basketId: ACCOUNT_BASKET }) },
    ]);
    const toasts: string[] = [];
    const stop = on('toast:show', ({ message }) => toasts.push(message));
    await mergeGuestBasket(site, anna);
    expect(toasts).toHaveLength(1);
    stop();
  });

  it('keeps the guest basket when the merge fails, so the next start tries again', async () => {
    writeBasketId('GB', GUEST_BASKET);
    $session.set(anna);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi([{ method: 'POST', path: BASKET_MERGE_PATH, status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'down' } }]);
    await mergeGuestBasket(site, anna);
    expect(readBasketId('GB')).toBe(GUEST_BASKET);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('does nothing for guests', async () => {
    const api = stubApi([]);
    await mergeGuestBasket(site, GUEST_SESSION);
    expect(api.calls).toEqual([]);
  });
  it('hands the merged basket to an open cart page, so it is read once', async () => {
    writeBasketId('GB', GUEST_BASKET);
    $session.set(anna);
    const api = stubApi([
      { method: 'POST', path: BASKET_MERGE_PATH, body: { basketId: ACCOUNT_BASKET, capped: false } },
      { path: `/api/baskets/${ACCOUNT_BASKET}`, body: basket({ basketId: ACCOUNT_BASKET, totalItems: 4 }) },
    ]);
    const replaced: Array<string | null> = [];
    const off = onBasketReplaced((merged) => replaced.push(merged?.basketId ?? null));
    await mergeGuestBasket(site, anna);
    off();
    expect(replaced).toEqual([ACCOUNT_BASKET]);
    expect(api.calls.filter((call) => call.method === 'GET')).toHaveLength(1);
  });
});
