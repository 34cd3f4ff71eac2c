import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CollectionListing } from '@sf/contracts';
import { stubApi } from '../../test/fake-api';
import { collectionListing } from '../../test/listing-fixtures';
import { listingProps, renderPage } from '../../test/listing-render';
import { $keptListings, forgetAllListings } from '../listing';
import { CollectionPage } from './collection-page';

beforeEach(() => forgetAllListings());

describe('CollectionPage', () => {
  it('shows a collection with its title, description and products', async () => {
    const api = stubApi([{ path: '/api/collections/summer', body: collectionListing() }]);
    renderPage(CollectionPage, listingProps<CollectionListing>('/collections/summer', {}, undefined, 'collections-slug'));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Summer edit');
    expect(screen.getByText('Light shoes for warm days.')).toBeTruthy();
    expect(api.calls[0]!.url.pathname).toBe('/api/collections/summer');
  });

  it('lists the products on sale at /discounts and does not keep the page alive when left', async () => {
    const api = stubApi([{ path: '/api/discounts', body: collectionListing({ collection: { slug: 'discounts', name: 'Sale', description: '' } }) }]);
    const view = renderPage(CollectionPage, listingProps<CollectionListing>('/discounts', { sort: 'price-asc' }, undefined, 'discounts'));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Sale');
    expect(api.calls[0]!.url.searchParams.get('sort')).toBe('price-asc');
    view.unmount();
    expect($keptListings.get()).toEqual([]);
  });
});
