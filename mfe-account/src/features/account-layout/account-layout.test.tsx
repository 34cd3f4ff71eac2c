import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { loadAccountAreaTexts, renderAccountArea } from '../../testing/render-account-area';
import { AccountLayout } from './account-layout';
import { currentState, ACCOUNT_NAV_ITEMS } from './account-nav-items';

const navLinks = () => within(screen.getByRole('navigation', { name: 'My account' })).getAllByRole('link');
const current = () => navLinks().filter((link) => link.hasAttribute('aria-current'));

describe('account layout', () => {
  beforeAll(() => loadAccountAreaTexts('uk-en'));
  afterEach(cleanup);

  it('is a labelled navigation landmark linking every account section, the current page marked', () => {
    renderAccountArea(
      <AccountLayout route={{ path: '/account/profile' }}>
        <h1>Profile</h1>
      </AccountLayout>,
    );
    expect(navLinks().map((link) => link.getAttribute('href'))).toEqual([
      '/account',
      '/account/profile',
      '/account/order-history',
      '/account/address',
      '/account/credit-cards',
      '/account/gift-cards',
      '/account/loyalty',
    ]);
    expect(current().map((link) => [link.textContent, link.getAttribute('aria-current')])).toEqual([['Profile', 'page']]);
    expect(screen.getByTestId('account-page').textContent).toBe('Profile');
  });

  it('marks the section of a child page, and /account/dashboard as the overview itself', () => {
    renderAccountArea(<AccountLayout route={{ path: '/account/order-details/NB12345678' }}>x</AccountLayout>);
    expect(current().map((link) => [link.textContent, link.getAttribute('aria-current')])).toEqual([['Orders', 'true']]);
    cleanup();
    renderAccountArea(<AccountLayout route={{ path: '/account/dashboard' }}>x</AccountLayout>);
    expect(current().map((link) => [link.textContent, link.getAttribute('aria-current')])).toEqual([['Overview', 'page']]);
  });

  it('knows each page of the area', () => {
    const state = (path: string) => ACCOUNT_NAV_ITEMS.map((item) => currentState(item, path) ?? '-').join(' ');
    expect(state('/account')).toBe('page - - - - - -');
    expect(state('/account/')).toBe('page - - - - - -');
    expect(state('/account/address/add-billing-address')).toBe('- - - true - - -');
    expect(state('/account/credit-cards/add')).toBe('- - - - true - -');
    expect(state('/account/loyalty')).toBe('- - - - - - page');
  });

  it('translates the menu', async () => {
    await loadAccountAreaTexts('de-de');
    renderAccountArea(<AccountLayout route={{ path: '/account/address' }}>x</AccountLayout>, 'de-de');
    expect(screen.getByRole('navigation', { name: 'Mein Konto' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Adressbuch' }).getAttribute('href')).toBe('/de-de/account/address');
    await loadAccountAreaTexts('uk-en');
  });
});
