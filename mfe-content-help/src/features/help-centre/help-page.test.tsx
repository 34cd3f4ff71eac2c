import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ApiRequestError } from '@sf/api-client';
import { routeDataKey, siteInfo, type PageProps, type RouteInfo } from '@sf/remote-contract';
import type { HelpPageData, HelpTopic } from '@sf/contracts/api';
import { StorefrontRoot } from '@sf/ui';
import { loadLocaleTexts, renderInShell } from '../../testing/render-in-shell';
import type { HelpApi } from './help-api';
import { HelpPage } from './help-page';

const site = siteInfo('northbound', 'uk-en', 'uk-en', 'prefix_except_default');
const returns: HelpTopic = {
  slug: 'returns',
  title: 'Returns and refunds',
  summary: 'Free returns within 30 days.',
  articleCount: 2,
  articles: [
    { topic: 'returns', slug: 'how-to-return', title: 'How do I return an item?', paragraphs: ['Return unworn items within 30 days.'] },
    { topic: 'returns', slug: 'refund-times', title: 'When will I get my refund?', paragraphs: ['Within 5 working days.'] },
  ],
};
const api = (overrides: Partial<HelpApi> = {}): HelpApi => ({
  topics: vi.fn(async () => ({ topics: [] })),
  topic: vi.fn(async () => returns),
  article: vi.fn(async () => Promise.reject(new Error('not used'))),
  search: vi.fn(async (term: string) => ({ term, hits: [] })),
  ...overrides,
});
const props = (route: RouteInfo, data?: HelpPageData): PageProps<HelpPageData> => ({
  route,
  locale: site.locale,
  site,
  navigate: () => undefined,
  ...(data ? { initialData: { key: routeDataKey(route), data } } : {}),
});
const topicRoute: RouteInfo = { name: 'help-slug', path: '/help/returns', params: { slug: 'returns' }, query: {} };

describe('HelpPage', () => {
  beforeAll(() => loadLocaleTexts('uk-en'));
  afterEach(cleanup);

  it('renders a topic’s questions on the server from the inlined data, answers folded', () => {
    const html = renderToString(
      <StorefrontRoot site={site} navigate={() => undefined}>
        <HelpPage {...props(topicRoute, { view: 'topic', topic: returns })} api={api()} />
      </StorefrontRoot>,
    );
    expect(html).toContain('<h1');
    expect(html).toContain('Returns and refunds');
    expect(html).toMatch(/<details[^>]*><summary[^>]*>How do I return an item\?<\/summary>/);
    expect(html).not.toContain('<details open');
  });

  it('fetches the topic on client navigation and links every question to its own page', async () => {
    const fake = api();
    renderInShell(<HelpPage {...props(topicRoute)} api={fake} />);
    const faq = await screen.findByTestId('help-faq');
    expect(fake.topic).toHaveBeenCalledWith('returns', expect.any(AbortSignal));
    expect(within(faq).getByRole('link', { name: 'When will I get my refund?' }).getAttribute('href')).toBe('/help/returns/refund-times');
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/help/contact-us');
  });

  it('says so when a topic does not exist, and offers the search', async () => {
    const notFound = new ApiRequestError({ method: 'GET', status: 404, statusText: 'Not Found', url: '/api/help/topics/x', body: null });
    const missing = api({ topic: vi.fn(async () => Promise.reject(notFound)) });
    renderInShell(<HelpPage {...props({ ...topicRoute, path: '/help/x' })} api={missing} />);
    expect(await screen.findByText(/This help page does not exist/)).toBeTruthy();
    expect(screen.getByRole('search')).toBeTruthy();
  });

  it('sends a help search to /search/articles through the router', async () => {
    const navigate = vi.fn();
    renderInShell(
      <HelpPage {...props({ name: 'help', path: '/help', params: {}, query: {} }, { view: 'index', topics: [] })} api={api()} />,
      'uk-en',
      navigate,
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search help articles' }), { target: { value: ' gift cards ' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(navigate).toHaveBeenCalledWith('/search/articles?q=gift%20cards');
  });
});
