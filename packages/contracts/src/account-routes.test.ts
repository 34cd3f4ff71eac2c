import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { on } from '@sf/remote-contract';
import { clearPlusAccountOffer, offerPlusAccount, PLUS_ACCOUNT_DIALOG, readPlusAccountOffer } from './plus-account';
import { REMOTE_EXPOSES } from '@sf/remote-contract/remote-modules';
import { isValidAccountOrderPath, ROUTES } from './routes';

const ACCOUNT_PAGES = [
  '/account',
  '/account/dashboard',
  '/account/profile',
  '/account/address',
  '/account/address/add-billing-address',
  '/account/address/add-shipping-address',
  '/account/credit-cards',
  '/account/credit-cards/add',
  '/account/order-history',
  '/account/order-details/:id',
  '/account/gift-cards',
];

describe('account area routes', () => {
  it('declares every child of /account the spec names, each served by an exposed mfe-account module', () => {
    for (const path of ACCOUNT_PAGES) {
      const route = ROUTES.find((candidate) => candidate.path === path);
      expect(route, path).toBeDefined();
      expect(route!.remote, path).toBe('mfe_account');
      expect(REMOTE_EXPOSES.mfe_account as readonly string[], path).toContain(route!.module);
    }
  });

  it('comes before the CMS catch-all, which would otherwise take the account paths', () => {
    const catchAll = ROUTES.findIndex((route) => route.path === '/*');
    for (const path of ACCOUNT_PAGES)
      expect(
        ROUTES.findIndex((route) => route.path === path),
        path,
      ).toBeLessThan(catchAll);
  });

  it('accepts only an order number in /account/order-details/:id', () => {
    expect(isValidAccountOrderPath('/account/order-details/NB12345678')).toBe(true);
    expect(isValidAccountOrderPath('/account/order-details/NB12345678/')).toBe(true);
    expect(isValidAccountOrderPath('/account/order-details/nb12345678')).toBe(false);
    expect(isValidAccountOrderPath('/account/order-details/NB1234')).toBe(false);
    expect(isValidAccountOrderPath('/account/order-details/NB12345678/x')).toBe(false);
  });
});

describe('plus-account offer', () => {
  beforeEach(() => {
    const items = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => items.set(key, value),
      removeItem: (key: string) => items.delete(key),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the order e-mail out of the URL and opens the dialog by name', () => {
    const opened: unknown[] = [];
    const stop = on('dialog:open', (request) => opened.push(request));
    offerPlusAccount({ email: 'guest@example.com', firstName: 'Grace', lastName: 'Hopper', orderNumber: 'NB12345678' });
    stop();
    expect(opened).toEqual([{ name: PLUS_ACCOUNT_DIALOG }]);
    expect(readPlusAccountOffer()).toEqual({ email: 'guest@example.com', firstName: 'Grace', lastName: 'Hopper', orderNumber: 'NB12345678' });
    clearPlusAccountOffer();
    expect(readPlusAccountOffer()).toBeNull();
  });

  it('reads nothing from a damaged or foreign value', () => {
    sessionStorage.setItem('sf-plus-account', '{not json');
    expect(readPlusAccountOffer()).toBeNull();
    sessionStorage.setItem('sf-plus-account', JSON.stringify({ email: 42 }));
    expect(readPlusAccountOffer()).toBeNull();
  });
});
