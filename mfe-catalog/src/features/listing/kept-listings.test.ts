import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_KEPT_ALIVE_PAGES } from '@sf/contracts';
import { categoryListing } from '../../test/listing-fixtures';
import { $keptListings, forgetAllListings, keepListing, keepScroll, keptListing, keptScroll, KEPT_LISTING_TTL_MS } from './kept-listings';
import { listingHref, listingKey } from './listing-view';
import { toggleFilter } from './listing-filters';

const entry = (key: string, savedAt = Date.now()) => ({ key, head: categoryListing(), items: [], savedAt });

beforeEach(() => forgetAllListings());

describe('kept listings', () => {
  it(`keeps the ${MAX_KEPT_ALIVE_PAGES} most recently used views and forgets the scroll of dropped ones`, () => {
    for (const n of [1, 2, 3, 4, 5]) keepListing(entry(`k${n}`));
    keepScroll('k1', { y: 400, entry: 'a' });
    keepListing(entry('k1'));
    keepListing(entry('k6'));
    expect($keptListings.get().map((kept) => kept.key)).toEqual(['k3', 'k4', 'k5', 'k1', 'k6']);
    expect(keptScroll('k1')).toEqual({ y: 400, entry: 'a' });
    keepScroll('k2', { y: 10, entry: 'b' });
    expect(keptScroll('k2')).toBeNull();
  });

  it('treats a kept view older than the TTL as gone', () => {
    keepListing(entry('old', Date.now() - KEPT_LISTING_TTL_MS - 1));
    expect(keptListing('old')).toBeNull();
  });
});

describe('listing URLs', () => {
  it('keeps the page’s own parameters and writes the view canonically', () => {
    const route = { path: '/search', query: { q: 'boots', st: 'click', colour: 'tan', page: '4' } };
    expect(listingHref(route, { filters: { size: ['6', '5'] }, sort: 'newest', pages: 2 })).toBe('/search?q=boots&st=click&size=5%2C6&sort=newest&page=2');
    expect(listingKey('uk-en', route)).toBe(listingKey('uk-en', { ...route, query: { ...route.query, page: '1' } }));
    expect(listingKey('uk-en', route)).not.toBe(listingKey('de-de', route));
  });

  it('toggles a facet value in and out', () => {
    const once = toggleFilter({}, 'colour', 'black');
    expect(once).toEqual({ colour: ['black'] });
    expect(toggleFilter(once, 'colour', 'black')).toEqual({});
  });
});
