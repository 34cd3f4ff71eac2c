/** Test data for listing pages (tests only). */
import type { CollectionListing, ListingFacet, ProductList, ProductSummary, SearchResult } from '@sf/contracts';
import { photo } from './fixtures';

const gbp = (amount: number) => ({ amount, currency: 'GBP' as const });

export const summary = (n: number, overrides: Partial<ProductSummary> = {}): ProductSummary => ({
  productId: `NB${1000 + n}`,
  name: `Boot ${n}`,
  path: `/p/boot-${n}-nb${1000 + n}`,
  image: `/images/photos/${(1000 + n).toString(16).padStart(16, '0')}/640.jpg`,
  picture: photo((1000 + n).toString(16).padStart(16, '0')),
  price: { list: gbp(9900), sale: null },
  colourCount: 1,
  badges: [],
  rating: null,
  ...overrides,
});

export const summaries = (from: number, count: number) => Array.from({ length: count }, (_, index) => summary(from + index));

export const facets: ListingFacet[] = [
  {
    id: 'colour',
    label: 'Colour',
    values: [
      { value: 'black', label: 'Black', count: 12, selected: false, hex: '#1C1C1C' },
      { value: 'tan', label: 'Tan', count: 0, selected: false, hex: '#A0784F' },
    ],
  },
  {
    id: 'size',
    label: 'Size',
    values: [
      { value: '5', label: '5', count: 8, selected: false },
      { value: '6', label: '6', count: 4, selected: false },
    ],
  },
  {
    id: 'price',
    label: 'Price',
    values: [
      { value: '5000-10000', label: '5000-10000', count: 9, selected: false },
      { value: '20000-', label: '20000-', count: 2, selected: false },
    ],
  },
];

export const categoryListing = (overrides: Partial<ProductList> = {}): ProductList => ({
  category: { id: 'c2', slug: 'women/boots', name: 'Boots', parentId: 'c1', productCount: 30 },
  breadcrumb: [
    { slug: 'women', name: 'Women' },
    { slug: 'women/boots', name: 'Boots' },
  ],
  items: [
    summary(1, {
      name: 'Ridge Hiker Boot',
      path: '/p/ridge-hiker-boot-nb1001',
      price: { list: gbp(14900), sale: gbp(11900) },
      badges: ['sale'],
      rating: { average: 4.3, count: 27 },
    }),
  ],
  total: 1,
  offset: 0,
  limit: 24,
  sort: 'recommended',
  facets,
  ...overrides,
});

export const searchResult = (overrides: Partial<SearchResult> = {}): SearchResult => ({
  term: 'hiking boots',
  adjustedTerm: null,
  items: summaries(1, 2),
  total: 2,
  offset: 0,
  limit: 24,
  sort: 'recommended',
  facets,
  ...overrides,
});

export const collectionListing = (overrides: Partial<CollectionListing> = {}): CollectionListing => ({
  collection: { slug: 'summer', name: 'Summer edit', description: 'Light shoes for warm days.' },
  items: summaries(1, 2),
  total: 2,
  offset: 0,
  limit: 24,
  sort: 'recommended',
  facets: [],
  ...overrides,
});
