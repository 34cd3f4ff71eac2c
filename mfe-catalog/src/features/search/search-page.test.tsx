import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchResult } from '@sf/contracts';
import { stubApi } from '../../test/fake-api';
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
});
