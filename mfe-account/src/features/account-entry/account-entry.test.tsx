import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { httpSessionDriver } from '@sf/api-client';
import { installSessionDriver } from '@sf/contracts';
import { $cart, $session, GUEST_SESSION, on, type SessionState } from '@sf/remote-contract';
import { stubApi } from '@sf/test-kit/testing';
import { renderInShell } from '../../testing/render-in-shell';
import { loadIdentityTexts } from '../../testing/identity-texts';
import { AccountEntry } from './account-entry';

const anna: SessionState = {
  status: 'registered',
  customerId: 'c-1',
  email: 'anna@example.com',
  firstName: 'Anna',
  isLoyaltyMember: false,
  isEmployee: false,
};

describe('AccountEntry', () => {
  beforeAll(() => loadIdentityTexts('uk-en'));
  afterEach(() => {
    cleanup();
    $session.set(GUEST_SESSION);
    vi.unstubAllGlobals();
  });

  it('offers guests "Sign in", which opens the sign-in dialog (a fragment, not a page)', () => {
    const navigate = vi.fn();
    renderInShell(<AccountEntry />, 'uk-en', navigate);
    const link = screen.getByRole('link', { name: 'Sign in' });
    expect(link.getAttribute('href')).toBe('#sign-in_header');
    fireEvent.click(link);
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.queryByTestId('loyalty-indicator')).toBeNull();
  });

  it('greets a registered shopper by first name, with a menu of account, order history and sign out', () => {
    $session.set(anna);
    renderInShell(<AccountEntry />);
    const button = screen.getByRole('button', { name: 'Hi, Anna' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByTestId('account-menu').hidden).toBe(true);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('list', { name: 'Account menu' });
    expect(screen.getByRole('link', { name: 'My account' }).getAttribute('href')).toBe('/account');
    expect(screen.getByRole('link', { name: 'Order history' }).getAttribute('href')).toBe('/account/order-history');
    expect(menu.contains(screen.getByRole('button', { name: 'Sign out' }))).toBe(true);
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
  });

  it('closes the menu with Escape and gives focus back to its button', () => {
    $session.set(anna);
    renderInShell(<AccountEntry />);
    const button = screen.getByRole('button', { name: 'Hi, Anna' });
    fireEvent.click(button);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('signs out through the session store: DELETE, guest session, empty cart, a toast', async () => {
    installSessionDriver(httpSessionDriver());
    const api = stubApi([{ method: 'DELETE', path: '/api/identity/session', body: { ok: true } }]);
    const toasts: string[] = [];
    const stop = on('toast:show', ({ message }) => toasts.push(message));
    $session.set(anna);
    $cart.set({ basketId: 'b-1', totalItems: 2, currency: 'GBP' });
    renderInShell(<AccountEntry />);
    fireEvent.click(screen.getByRole('button', { name: 'Hi, Anna' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign out' })));
    expect(api.calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual(['DELETE /api/identity/session']);
    expect($session.get()).toEqual(GUEST_SESSION);
    expect($cart.get().basketId).toBeNull();
    expect(toasts).toEqual(['You are signed out.']);
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
    stop();
  });

  it('keeps the shopper signed in and says so when sign-out fails', async () => {
    installSessionDriver(httpSessionDriver());
    stubApi([{ method: 'DELETE', path: '/api/identity/session', status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'down' } }]);
    const toasts: Array<{ message: string; tone: string }> = [];
    const stop = on('toast:show', (toast) => toasts.push(toast));
    $session.set(anna);
    renderInShell(<AccountEntry />);
    fireEvent.click(screen.getByRole('button', { name: 'Hi, Anna' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign out' })));
    expect($session.get().status).toBe('registered');
    expect(toasts).toEqual([{ message: 'Something went wrong. Please try again.', tone: 'error' }]);
    stop();
  });

  it('shows the loyalty indicator for loyalty members', () => {
    $session.set({ ...anna, isLoyaltyMember: true });
    renderInShell(<AccountEntry />);
    expect(screen.getByTestId('loyalty-indicator').textContent).toBe('Loyalty member');
  });

  it('follows $session when the shopper signs in and out', () => {
    renderInShell(<AccountEntry />);
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
    act(() => $session.set(anna));
    expect(screen.getByRole('button', { name: 'Hi, Anna' })).toBeTruthy();
    act(() => $session.set(GUEST_SESSION));
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('is translated', async () => {
    await loadIdentityTexts('de-de');
    renderInShell(<AccountEntry />, 'de-de');
    expect(screen.getByRole('link', { name: 'Anmelden' }).getAttribute('href')).toBe('#sign-in_header');
    act(() => $session.set(anna));
    fireEvent.click(screen.getByRole('button', { name: 'Hallo, Anna' }));
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeTruthy();
    await loadIdentityTexts('uk-en');
  });
});
