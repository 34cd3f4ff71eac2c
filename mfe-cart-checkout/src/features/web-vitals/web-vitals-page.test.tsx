import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RumSummary } from '@sf/contracts';
import { stubApi } from '../../test/fake-api';
import { pageProps, renderInShell } from '../../test/render';
import { WebVitalsPage } from './web-vitals-page';

const summary = (brand: RumSummary['brand'], lcp24h: number | null): RumSummary => ({
  generatedAt: '2026-11-22T10:00:00.000Z',
  brand,
  rows: [
    { pageType: 'PDP', metric: 'LCP', last24h: { count: lcp24h === null ? 0 : 40, p75: lcp24h }, last7d: { count: 300, p75: 2600 } },
    { pageType: 'PDP', metric: 'CLS', last24h: { count: 40, p75: 0.01 }, last7d: { count: 300, p75: 0.3 } },
    { pageType: 'Cart', metric: 'INP', last24h: { count: 0, p75: null }, last7d: { count: 12, p75: 180 } },
  ],
});

describe('WebVitalsPage (/internal/web-vitals)', () => {
  it('shows p75 per page type and metric, rated in words, with the measurement count, in captioned tables', async () => {
    stubApi([{ path: '/api/rum/summary', body: summary(null, 1840) }]);
    renderInShell(<WebVitalsPage {...pageProps('/internal/web-vitals')} />);
    const day = await screen.findByRole('table', { name: 'Last 24 hours' });
    expect(
      within(day)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Page type', 'LCP', 'INP', 'CLS', 'FCP', 'TTFB']);
    const pdp = within(day).getByRole('row', { name: /^PDP/ });
    expect(within(pdp).getByRole('rowheader').textContent).toBe('PDP');
    expect(
      within(pdp)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1.84 sGoodn = 40', 'no data', '0.010Goodn = 40', 'no data', 'no data']);
    // The cart has measurements only in the week: it is not a row of the day's table.
    expect(within(day).queryByRole('row', { name: /^Cart/ })).toBeNull();

    const week = screen.getByRole('table', { name: 'Last 7 days' });
    const weekPdp = within(week).getByRole('row', { name: /^PDP/ });
    expect(
      within(weekPdp)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2.60 sNeeds improvementn = 300', 'no data', '0.300Poorn = 300', 'no data', 'no data']);
    expect(within(within(week).getByRole('row', { name: /^Cart/ })).getAllByRole('cell')[1]?.textContent).toBe('180 msGoodn = 12');

    const thresholds = screen.getByRole('table', { name: 'Core Web Vitals thresholds' });
    expect(
      within(within(thresholds).getByRole('row', { name: /\(LCP\)/ }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2.50 s', '4.00 s']);
  });

  it('filters by brand', async () => {
    const api = stubApi([
      { path: '/api/rum/summary', body: summary(null, 1840), once: true },
      { path: '/api/rum/summary', body: { ...summary('kerbside', null), rows: [] } },
    ]);
    renderInShell(<WebVitalsPage {...pageProps('/internal/web-vitals')} />);
    fireEvent.change(await screen.findByLabelText('Brand'), { target: { value: 'kerbside' } });
    await screen.findAllByText('No measurements yet.');
    expect(within(screen.getByRole('table', { name: 'Last 24 hours' })).getByText('No measurements yet.')).toBeTruthy();
    expect(api.urls).toEqual(['/api/rum/summary', '/api/rum/summary?brand=kerbside']);
  });

  it('asks for an operator sign-in when the summary needs one, then shows it', async () => {
    stubApi([
      {
        path: '/api/rum/summary',
        status: 401,
        body: { statusCode: 401, error: 'Unauthorized', message: 'Sign in as an operator to see internal pages' },
        once: true,
      },
      { path: '/api/operator/session', method: 'POST', body: {} },
      { path: '/api/rum/summary', body: summary(null, 1840) },
    ]);
    renderInShell(<WebVitalsPage {...pageProps('/internal/web-vitals')} />);
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.change(await screen.findByLabelText('E-mail'), { target: { value: 'operator@storefront.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'lower-envs-operator' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('table', { name: 'Last 24 hours' })).toBeTruthy();
  });

  it('offers a retry when the summary cannot be loaded', async () => {
    stubApi([
      // The client retries a GET once by itself; the page offers the next try.
      { path: '/api/rum/summary', status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'down' }, once: true },
      { path: '/api/rum/summary', status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'down' }, once: true },
      { path: '/api/rum/summary', body: summary(null, 1840) },
    ]);
    renderInShell(<WebVitalsPage {...pageProps('/internal/web-vitals')} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 }));
    expect(await screen.findByRole('table', { name: 'Last 24 hours' })).toBeTruthy();
  });
});
