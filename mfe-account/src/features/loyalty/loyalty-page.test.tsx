import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $session, GUEST_SESSION, siteInfo, type Navigate, type PageProps } from '@sf/remote-contract';
import { renderForSite, stubApi } from '@sf/test-kit/testing';
import { LoyaltyPage } from './loyalty-page';
import { memberAccount, newMemberAccount, nonMemberAccount } from './testing/loyalty-fixtures';
import { loadLoyaltyTexts } from './testing/loyalty-texts';

const uk = siteInfo('northbound', 'uk-en', 'uk-en', 'prefix_except_default');
const poland = siteInfo('northbound', 'pl-pl', 'uk-en', 'prefix_except_default');
const props = (site = uk): PageProps => ({
  route: { name: 'account-loyalty', path: '/account/loyalty', params: {}, query: {} },
  locale: site.locale,
  site,
  navigate: vi.fn<Navigate>(),
});
const signedIn = { ...GUEST_SESSION, status: 'registered' as const, customerId: 'c-1', email: 'mia@example.com', firstName: 'Mia' };

describe('/account/loyalty', () => {
  beforeEach(async () => {
    await loadLoyaltyTexts('uk-en');
    $session.set(signedIn);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    $session.set(GUEST_SESSION);
    window.history.replaceState(null, '', '/');
  });

  it('shows the tier, the balance and its worth, the progress to the next tier and the ledger', async () => {
    stubApi([{ path: '/api/loyalty', body: memberAccount() }]);
    renderForSite(<LoyaltyPage {...props()} />, uk);
    expect(await screen.findByTestId('loyalty-tier')).toHaveProperty('textContent', 'Silver');
    expect(screen.getByTestId('loyalty-balance').textContent).toBe('680 points');
    expect(screen.getByText('Worth £6.80 at checkout')).toBeTruthy();
    const progress = screen.getByRole('progressbar', { name: '520 points to go to Gold' });
    expect(progress.getAttribute('aria-valuenow')).toBe('48');
    const table = screen.getByRole('table', { name: 'Points history, newest first (page 1 of 2)' });
    const rows = within(table).getAllByTestId('loyalty-ledger-row');
    expect(rows.map((row) => [...row.querySelectorAll('td')].slice(1).map((cell) => cell.textContent))).toEqual([
      ['Spent on order NB12345679', '-300', '680'],
      ['Earned on order NB12345678', '+310', '980'],
      ['Adjustment', '+250', '250'],
    ]);
    expect(screen.getByText('Earn 1 point for every £1.00 you spend.')).toBeTruthy();
    expect(screen.getByText('Pay with points at checkout: 100 points are worth £1.00.')).toBeTruthy();
  });

  it('pages through the ledger', async () => {
    const api = stubApi([{ path: '/api/loyalty', body: memberAccount() }]);
    renderForSite(<LoyaltyPage {...props()} />, uk);
    const older = await screen.findByRole('button', { name: 'Older' });
    expect((screen.getByRole('button', { name: 'Newer' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => fireEvent.click(older));
    await vi.waitFor(() => expect(api.urls.at(-1)).toContain('page=2'));
    expect(api.urls[0]).toContain('brand=northbound&locale=uk-en');
  });

  it('offers a non-member to join: the terms must be accepted, the campaign source goes along, the session follows', async () => {
    window.history.replaceState(null, '', '/account/loyalty?enrollment_marketing_source=spring');
    const api = stubApi([
      { path: '/api/loyalty', body: nonMemberAccount() },
      { method: 'POST', path: '/api/loyalty/enrollment', status: 201, body: newMemberAccount() },
    ]);
    renderForSite(<LoyaltyPage {...props()} />, uk);
    expect(await screen.findByRole('heading', { name: 'Join Northbound Rewards' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Join for free' }));
    const terms = screen.getByRole('checkbox');
    expect(screen.getByText('Accept the programme terms to join.')).toBeTruthy();
    expect(terms.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(terms);
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
    fireEvent.click(terms);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Join for free' })));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ brand: 'northbound', locale: 'uk-en', enrollmentMarketingSource: 'spring' });
    expect(await screen.findByText('Welcome to Northbound Rewards! You are now a member.')).toBeTruthy();
    expect(screen.getByTestId('loyalty-tier').textContent).toBe('Member');
    expect($session.get().isLoyaltyMember).toBe(true);
  });

  it('says so when joining fails, and keeps the form', async () => {
    stubApi([
      { path: '/api/loyalty', body: nonMemberAccount() },
      { method: 'POST', path: '/api/loyalty/enrollment', status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'down' } },
    ]);
    renderForSite(<LoyaltyPage {...props()} />, uk);
    fireEvent.click(await screen.findByRole('checkbox'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Join for free' })));
    expect((await screen.findByRole('alert')).textContent).toBe('We could not sign you up just now. Please try again.');
    expect($session.get().isLoyaltyMember).toBe(false);
  });

  it('shows the signed-out state when the session ended', async () => {
    stubApi([{ path: '/api/loyalty', status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Sign in to continue' } }]);
    renderForSite(<LoyaltyPage {...props()} />, uk);
    const link = await screen.findByRole('link');
    expect(link.getAttribute('href')).toContain('redirectTo=%2Faccount%2Floyalty');
  });

  it('speaks Polish: plural forms and the zloty value of points', async () => {
    await loadLoyaltyTexts('pl-pl');
    stubApi([
      {
        path: '/api/loyalty',
        body: memberAccount({
          balance: 5,
          balanceValue: { amount: 20, currency: 'PLN' },
          nextTier: { tier: 'gold', threshold: 1500, pointsToGo: 2, percent: 99 },
        }),
      },
    ]);
    renderForSite(<LoyaltyPage {...props(poland)} />, poland);
    expect((await screen.findByTestId('loyalty-balance')).textContent).toBe('5 punktów');
    expect(screen.getByRole('progressbar', { name: 'Do poziomu Złoty brakuje Ci: 2 punkty' })).toBeTruthy();
    expect(screen.getByText(/Płać punktami przy kasie: 100 punktów to 4,00/)).toBeTruthy();
  });
});
