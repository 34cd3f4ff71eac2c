import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { LoyaltyAccount } from '@sf/contracts';
import { $session, emit, GUEST_SESSION, on } from '@sf/remote-contract';
import { stubApi } from '@sf/test-kit/testing';
import { address, apiError, historyItem, pageProps } from '../../testing/account-fixtures';
import { loadAccountAreaTexts, renderAccountArea } from '../../testing/render-account-area';
import { DashboardPage } from './dashboard-page';

const member: LoyaltyAccount = {
  member: true,
  membership: { brand: 'northbound', memberSince: '2026-01-01', enrollmentMarketingSource: null },
  tier: 'silver',
  balance: 620,
  lifetimePoints: 620,
  balanceValue: { amount: 620, currency: 'GBP' },
  nextTier: { tier: 'gold', threshold: 1500, pointsToGo: 880, percent: 8 },
  ledger: { entries: [], page: 1, pageSize: 1, total: 0 },
};
const nonMember: LoyaltyAccount = { ...member, member: false, membership: null, tier: null, balance: 0, lifetimePoints: 0, nextTier: null };

describe('account dashboard', () => {
  beforeAll(() => loadAccountAreaTexts('uk-en'));
  afterEach(() => {
    cleanup();
    $session.set(GUEST_SESSION);
    vi.unstubAllGlobals();
  });

  it('greets the shopper, lists recent orders and default addresses, and shows loyalty to a member', async () => {
    $session.set({ ...GUEST_SESSION, status: 'registered', customerId: 'c-1', email: 'ada@example.com', firstName: 'Ada', isLoyaltyMember: true });
    const api = stubApi([
      { path: '/api/account/orders', body: { orders: [historyItem('NB00000002'), historyItem('NB00000001')], page: 1, pageSize: 3, total: 2 } },
      { path: '/api/account/addresses', body: { addresses: [address(), address({ id: 'b', kind: 'billing', isDefault: false })], max: 20 } },
      { path: '/api/loyalty', body: member },
      {
        path: '/api/account/student-verification',
        body: {
          status: 'verified',
          discountPercent: 10,
          pending: null,
          verified: { email: 'ada@ox.ac.uk', institution: 'University of Oxford', verifiedAt: '2026-11-28T12:00:00Z', validUntil: '2027-11-28T12:00:00Z' },
        },
      },
    ]);
    const titles: string[] = [];
    const stop = on('page:meta', ({ title }) => titles.push(title));
    renderAccountArea(<DashboardPage {...pageProps('/account')} />);
    stop();
    expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeTruthy();
    expect(screen.getByText('Hello Ada, good to see you.')).toBeTruthy();
    expect(titles).toEqual(['My account']);

    const orders = screen.getByTestId('dashboard-orders');
    expect((await within(orders).findByRole('link', { name: 'Order NB00000002' })).getAttribute('href')).toBe('/account/order-details/NB00000002');
    expect(api.urls).toContain('/api/account/orders?brand=northbound&locale=uk-en&page=1&pageSize=3');

    const addresses = screen.getByTestId('dashboard-addresses');
    expect(await within(addresses).findByText('12 St James Square')).toBeTruthy();
    // No default billing address yet: a way to add one instead.
    expect(within(addresses).getByRole('link', { name: 'Add a billing address' }).getAttribute('href')).toBe('/account/address/add-billing-address');

    expect((await screen.findByTestId('loyalty-balance')).textContent).toBe('Points balance: 620 (£6.20)');
    expect(screen.getByText('880 more points to reach Gold.')).toBeTruthy();
    expect(within(screen.getByTestId('dashboard-links')).getAllByRole('link').length).toBe(5);
    expect((await screen.findByTestId('student-status')).textContent).toBe(
      'Verified at University of Oxford until 28 November 2027: 10% off products in your basket.',
    );
  });

  it('leaves loyalty out for a non-member and says when there are no orders yet', async () => {
    const api = stubApi([
      { path: '/api/account/orders', body: { orders: [], page: 1, pageSize: 3, total: 0 } },
      { path: '/api/account/addresses', body: { addresses: [], max: 20 } },
      { path: '/api/loyalty', body: nonMember },
    ]);
    renderAccountArea(<DashboardPage {...pageProps('/account/dashboard')} />);
    expect(await screen.findByText('You have not placed any orders yet.')).toBeTruthy();
    expect(screen.getByText('Hello, good to see you.')).toBeTruthy();
    const addresses = screen.getByTestId('dashboard-addresses');
    expect(await within(addresses).findByRole('link', { name: 'Add a delivery address' })).toBeTruthy();
    // Not verified (here: the status could not be read): the way in to the student-verification dialog.
    const student = await screen.findByTestId('student-status');
    expect(within(student).getByRole('link', { name: 'Verify your student status' }).getAttribute('href')).toBe('#student-verification');
    // Read again when the dialog closes: a verification made there shows at once.
    const requests = api.urls.filter((url) => url.startsWith('/api/account/student-verification')).length;
    emit('dialog:close', { name: 'student-verification' });
    await vi.waitFor(() => expect(api.urls.filter((url) => url.startsWith('/api/account/student-verification')).length).toBe(requests + 1));
    expect(within(addresses).getByRole('link', { name: 'Add a billing address' })).toBeTruthy();
    expect(screen.queryByTestId('dashboard-loyalty')).toBeNull();
  });

  it('shows a failed part with a retry and keeps the rest', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi([
      { path: '/api/account/orders', status: 503, body: apiError(503, 'down'), once: true },
      { path: '/api/account/orders', status: 503, body: apiError(503, 'down'), once: true },
      { path: '/api/account/orders', body: { orders: [historyItem('NB00000009')], page: 1, pageSize: 3, total: 1 } },
      { path: '/api/account/addresses', body: { addresses: [address()], max: 20 } },
      { path: '/api/loyalty', body: nonMember },
    ]);
    renderAccountArea(<DashboardPage {...pageProps('/account')} />);
    const orders = screen.getByTestId('dashboard-orders');
    expect(await within(orders).findByText('This part of your account could not be loaded.')).toBeTruthy();
    expect(await within(screen.getByTestId('dashboard-addresses')).findByText('12 St James Square')).toBeTruthy();
    within(orders).getByRole('button', { name: 'Try again' }).click();
    expect(await within(orders).findByRole('link', { name: 'Order NB00000009' })).toBeTruthy();
  });
});
