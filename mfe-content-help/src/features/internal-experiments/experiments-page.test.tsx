import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ExperimentsSummary } from '@sf/contracts';
import { siteInfo, type PageProps } from '@sf/remote-contract';
import { createShellRenderer, serverTexts, stubApi } from '@sf/test-kit/testing';
import { ExperimentsPage } from './experiments-page';

const { loadLocaleTexts, renderInShell } = createShellRenderer({
  'internal-experiments': serverTexts('internal-experiments'),
  'operator-sign-in': serverTexts('operator-sign-in'),
});
const site = siteInfo('northbound', 'uk-en', 'uk-en', 'prefix_except_default');
const props: PageProps = {
  route: { name: 'healthcheck-experiments', path: '/healthcheck/experiments', params: {}, query: {} },
  locale: 'uk-en',
  site,
  navigate: () => undefined,
};
const summary: ExperimentsSummary = {
  generatedAt: '2026-11-27T19:00:00.000Z',
  experiments: [
    {
      key: 'pdp-buy-box',
      name: 'Product page buy box',
      status: 'running',
      consentCategory: 'performance',
      group: { key: 'pdp-layout', sliceStart: 0, sliceEnd: 1000 },
      variants: [
        { key: 'control', weight: 50, control: true, assigned: 1204, exposed: 980 },
        { key: 'compact', weight: 50, control: false, assigned: 1189, exposed: 975 },
      ],
    },
  ],
};
const unauthorized = { statusCode: 401, error: 'Unauthorized', message: 'Sign in as an operator' };

describe('ExperimentsPage', () => {
  beforeAll(() => loadLocaleTexts('uk-en'));
  afterEach(cleanup);

  it('lists each experiment with its variants, weights and the visitors assigned and exposed', async () => {
    stubApi([{ path: '/api/experiments/summary', body: summary }]);
    renderInShell(<ExperimentsPage {...props} />);
    const table = await screen.findByRole('table', { name: 'Visitors per variant of Product page buy box' });
    const control = within(table).getByRole('row', { name: /control \(control\)/ });
    expect(
      within(control)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['50', '1,204', '980']);
    expect(within(table).getByRole('row', { name: /compact/ }).textContent).toContain('1,189');
    expect(screen.getByText('Needs performance consent')).toBeTruthy();
    expect(screen.getByText('Exclusive group pdp-layout: buckets 0 to 1000 of 1000')).toBeTruthy();
  });

  it('asks for an operator sign-in without a session, then shows the counts', async () => {
    const api = stubApi([
      { path: '/api/experiments/summary', status: 401, body: unauthorized, once: true },
      { path: '/api/operator/session', method: 'POST', body: {} },
      { path: '/api/experiments/summary', body: summary },
    ]);
    renderInShell(<ExperimentsPage {...props} />);
    const form = await screen.findByRole('form', { name: 'Sign in as an operator' });
    fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: 'operator@storefront.test' } });
    fireEvent.change(within(form).getByLabelText('Password'), { target: { value: 'lower-envs-operator' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ email: 'operator@storefront.test', password: 'lower-envs-operator' });
  });
});
