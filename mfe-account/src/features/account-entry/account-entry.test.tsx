import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { $session, GUEST_SESSION, type SessionState } from '@sf/contracts';
import { renderInShell, loadLocaleTexts } from '../../testing/render-in-shell';
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
  beforeAll(() => loadLocaleTexts('uk-en'));
  afterEach(() => {
    cleanup();
    $session.set(GUEST_SESSION);
  });

  it('offers guests a sign-in link that goes through the shell router', () => {
    const navigate = vi.fn();
    renderInShell(<AccountEntry />, 'uk-en', navigate);
    const link = screen.getByRole('link', { name: 'Sign in' });
    expect(link.getAttribute('href')).toBe('/sign-in');
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/sign-in', undefined);
    expect(screen.queryByTestId('loyalty-indicator')).toBeNull();
  });

  it('greets a registered shopper by first name and links to the account', () => {
    $session.set(anna);
    renderInShell(<AccountEntry />);
    expect(screen.getByRole('link', { name: 'Hi, Anna' }).getAttribute('href')).toBe('/account');
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
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
    expect(screen.getByRole('link', { name: 'Hi, Anna' })).toBeTruthy();
    act(() => $session.set(GUEST_SESSION));
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('prefixes the locale for non-default sites and translates', async () => {
    await loadLocaleTexts('de-de');
    renderInShell(<AccountEntry />, 'de-de');
    expect(screen.getByRole('link', { name: 'Anmelden' }).getAttribute('href')).toBe('/de-de/sign-in');
    await loadLocaleTexts('uk-en');
  });
});
