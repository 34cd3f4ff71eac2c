import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LoyaltyAccount } from '@sf/contracts';
import { $session, GUEST_SESSION } from '@sf/remote-contract';
import { renderPaymentStep, renderSummaryStep } from '../../test/checkout-steps';
import { stubApi } from '../../test/fake-api';
import { buildTenders } from './tenders';

const signedIn = { ...GUEST_SESSION, status: 'registered' as const, customerId: 'c-1', email: 'mia@example.com', firstName: 'Mia' };
const account = (balance: number, member = true): LoyaltyAccount => ({
  member,
  membership: member ? { brand: 'northbound', memberSince: '2026-01-01T00:00:00Z', enrollmentMarketingSource: null } : null,
  tier: member ? 'member' : null,
  balance,
  lifetimePoints: balance,
  balanceValue: { amount: balance, currency: 'GBP' },
  nextTier: null,
  ledger: { entries: [], page: 1, pageSize: 1, total: 0 },
});

const renderStep = (points?: number) => renderPaymentStep({ initial: { billingAddress: null, giftCards: [], rest: null, ...(points ? { points } : {}) } });

afterEach(() => $session.set(GUEST_SESSION));

describe('points tender in the payment step', () => {
  it('shows nothing to a guest and asks the API nothing', () => {
    const api = stubApi([]);
    renderStep();
    expect(screen.queryByText('Pay with points')).toBeNull();
    expect(api.urls.filter((url) => url.startsWith('/api/loyalty'))).toEqual([]);
  });

  it('a member pays part with points: the card pays the rest, and the tenders list the points first', async () => {
    $session.set(signedIn);
    const api = stubApi([{ path: '/api/loyalty', body: account(2500) }]);
    const onComplete = renderStep();
    expect(await screen.findByText('You have 2,500 points, worth £25.00.')).toBeTruthy();
    expect(api.urls[0]).toBe('/api/loyalty?brand=northbound&locale=uk-en&pageSize=1');
    expect(screen.getByText('This order earns you 149 points.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Points to use'), { target: { value: '3000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use points' }));
    expect(screen.getByText('Enter a whole number of points from 1 to 2,500.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Points to use'), { target: { value: '1200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use points' }));
    expect(screen.getByTestId('loyalty-applied').textContent).toBe('1,200 points pay £12.00.');
    expect(screen.getByTestId('remaining-to-pay').textContent).toContain('£137.00');
    expect(screen.getByText('This order earns you 137 points.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to summary' }));
    // The card is still missing: points alone do not cover the order.
    expect(onComplete).not.toHaveBeenCalled();
    expect(buildTenders(14900, [], { code: 'CARD', token: 'tok_x', label: 'visa' }, { points: 1200, currency: 'GBP' })).toEqual([
      { code: 'LOYALTY_POINTS', points: 1200 },
      { code: 'CARD', token: 'tok_x' },
    ]);
  });

  it('points can pay the whole order: no card needed, at most the total in points', async () => {
    $session.set(signedIn);
    stubApi([{ path: '/api/loyalty', body: account(50_000) }]);
    const onComplete = renderStep();
    fireEvent.click(await screen.findByRole('button', { name: 'Use 14,900 points' }));
    expect(screen.getByTestId('remaining-to-pay').textContent).toContain('£0.00');
    expect(screen.queryByRole('radio')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to summary' }));
    expect(onComplete).toHaveBeenCalledWith({ billingAddress: null, giftCards: [], rest: null, points: 14900 });
    expect(buildTenders(14900, [], null, { points: 14900, currency: 'GBP' })).toEqual([{ code: 'LOYALTY_POINTS', points: 14900 }]);
  });

  it('points already chosen can be removed', async () => {
    $session.set({ ...signedIn, isLoyaltyMember: true });
    stubApi([{ path: '/api/loyalty', body: account(800) }]);
    renderStep(500);
    expect((await screen.findByTestId('loyalty-applied')).textContent).toBe('500 points pay £5.00.');
    fireEvent.click(screen.getByRole('button', { name: 'Remove points' }));
    expect(screen.queryByTestId('loyalty-applied')).toBeNull();
    expect(screen.getByTestId('remaining-to-pay').textContent).toContain('£149.00');
  });

  it('a signed-in non-member can join at checkout and earn points with this order', async () => {
    window.history.replaceState(null, '', '/checkout?enrollment_marketing_source=checkout-banner');
    $session.set(signedIn);
    const api = stubApi([
      { path: '/api/loyalty', body: account(0, false) },
      { method: 'POST', path: '/api/loyalty/enrollment', status: 201, body: account(0) },
    ]);
    renderStep();
    expect(await screen.findByText('Join Northbound Rewards for free and earn 149 points with this order.')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Join and earn points' })));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      brand: 'northbound',
      locale: 'uk-en',
      enrollmentMarketingSource: 'checkout-banner',
    });
    expect(await screen.findByText('Welcome to Northbound Rewards! This order earns you 149 points.')).toBeTruthy();
    expect(screen.getByText('You have no points to spend yet.')).toBeTruthy();
    expect($session.get().isLoyaltyMember).toBe(true);
    window.history.replaceState(null, '', '/');
  });

  it('when the points cannot be loaded, checkout goes on without them', async () => {
    $session.set(signedIn);
    stubApi([{ path: '/api/loyalty', status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'down' } }]);
    renderStep();
    expect(await screen.findByText('Your points could not be loaded just now. You can still pay another way.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue to summary' })).toBeTruthy();
  });

  it('the summary shows the points and sends them as the LOYALTY_POINTS tender before the card', async () => {
    $session.set({ ...signedIn, isLoyaltyMember: true });
    const order = { orderNumber: 'NB12345678', isFinalized: true };
    const api = stubApi([{ method: 'POST', path: '/api/checkout/orders', status: 201, body: { order, action: null } }]);
    const onPlaced = renderSummaryStep({
      billingAddress: null,
      giftCards: [],
      rest: { code: 'CARD', token: 'tok_abcdefghijklmnop', label: 'visa •••• 4242' },
      points: 500,
    });
    expect(screen.getByTestId('summary-points').textContent).toBe('Loyalty points: 500 points (£5.00)');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Place order' })));
    const sent = api.calls[0]?.body as { tenders: unknown } | undefined;
    expect(sent?.tenders).toEqual([
      { code: 'LOYALTY_POINTS', points: 500 },
      { code: 'CARD', token: 'tok_abcdefghijklmnop' },
    ]);
    expect(onPlaced).toHaveBeenCalled();
  });
});
