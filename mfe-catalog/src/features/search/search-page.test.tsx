import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchResult } from '@sf/contracts';
import { mockFixture } from '@sf/api-mocks';
import { stubApi, stubRecordedApi } from '../../test/fake-api';
import { searchResult } from '../../test/listing-fixtures';
import { listingProps, renderPage } from '../../test/listing-render';
import { forgetAllListings } from '../listing';
import { SearchPage } from './search-page';

const dataLayer = () => (window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? [];

beforeEach(() => {
  forgetAllListings();
  (window as unknown as { dataLayer?: unknown[] }).dataLayer = [];
});

describe('SearchPage', () => {
  it('searches the term with the view of the URL and lists the results', async () => {
    const api = stubApi([{ path: '/api/search', body: searchResult() }]);
    renderPage(SearchPage, listingProps<SearchResult>('/search', { q: 'hiking boots', sort: 'newest' }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Results for “hiking boots”');
    expect(Object.fromEntries(api.calls[0]!.url.searchParams)).toMatchObject({ q: 'hiking boots', sort: 'newest', offset: '0', limit: '24' });
    expect(within(screen.getByRole('list', { name: 'Products' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByTestId('adjusted-term')).toBeNull();
  });

  it('says which corrected term it searched when the typed one found nothing, and reports both', async () => {
    stubApi([{ path: '/api/search', body: searchResult({ term: 'hikng boots', adjustedTerm: 'hiking boots' }) }]);
    renderPage(SearchPage, listingProps<SearchResult>('/search', { q: 'hikng boots', st: 'click' }));
    expect((await screen.findByTestId('adjusted-term')).textContent).toBe('Showing results for hiking boots. No results for hikng boots.');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Results for “hiking boots”');
    await vi.waitFor(() =>
      expect(dataLayer().find((entry) => entry.event === 'loadPageData')).toMatchObject({
        page: { pageType: 'Search', searchTerm: 'hikng boots', adjustedTerm: 'hiking boots', searchType: 'click', searchResults: 2 },
      }),
    );
  });

  it('a typed term is a regular search', async () => {
    stubApi([]);
    renderPage(SearchPage, listingProps<SearchResult>('/search', { q: 'hiking boots' }, searchResult()));
    await vi.waitFor(() => expect(dataLayer().find((entry) => entry.event === 'loadPageData')).toMatchObject({ page: { searchType: 'regular' } }));
  });

  it('shows tips when nothing was found', () => {
    stubApi([]);
    renderPage(SearchPage, listingProps<SearchResult>('/search', { q: 'xyzzy' }, searchResult({ term: 'xyzzy', items: [], total: 0, facets: [] })));
    expect(screen.getByText('No results for xyzzy.')).toBeTruthy();
    expect(screen.getByText('Check the spelling.')).toBeTruthy();
  });

  it('asks for a term when there is none, without calling the API', () => {
    const api = stubApi([]);
    renderPage(SearchPage, listingProps<SearchResult>('/search', { q: '  ' }));
    expect(screen.getByText('Enter a word or phrase to search for products.')).toBeTruthy();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  // Issue 26: the same recorded answers and switches as the dev host's mock mode.
  it('lists the recorded search result of the real server', async () => {
    const recorded = mockFixture('catalog-search');
    stubRecordedApi();
    renderPage(SearchPage, listingProps<SearchResult>('/search', { q: recorded.term }));
    const list = await screen.findByRole('list', { name: 'Products' });
    // One card a product (a card holds lists of its own: colours, badges).
    expect(list.children).toHaveLength(recorded.items.length);
    expect(within(list).getAllByText(recorded.items[0]?.name ?? 'missing').length).toBeGreaterThan(0);
  });

  it('shows the loading state while the search answers slowly, then the results', async () => {
    stubRecordedApi([], { 'catalog-search': 'slow' }, 300);
    const { container } = renderPage(SearchPage, listingProps<SearchResult>('/search', { q: 'boots' }));
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(await screen.findByRole('list', { name: 'Products' })).toBeTruthy();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('says nothing was found when the search is switched to empty', async () => {
    stubRecordedApi([], { 'catalog-search': 'empty' });
    renderPage(SearchPage, listingProps<SearchResult>('/search', { q: 'boots' }));
    expect(await screen.findByText('Check the spelling.')).toBeTruthy();
  });
});
