import { expect, it } from 'vitest';
import type { ListingFacet, ProductList } from '@sf/contracts';
import { describeDatabases } from '../../test/databases';
import type { ProductIndexRecord } from '../catalog/index-records';

const SITE = 'brand=northbound&locale=uk-en';

describeDatabases('listing engine: category pages', (context) => {
  const get = async <T>(url: string, status = 200): Promise<T> => {
    const response = await context.app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(status);
    return response.json() as T;
  };
  /** Up to 100 items unless the query pages itself. */
  const list = (slug: string, query = '') => get<ProductList>(`/api/listing/category/${slug}?${SITE}${query.includes('limit=') ? '' : '&limit=100'}${query}`);
  const ids = (page: ProductList) => page.items.map((item) => item.productId);
  const facet = (page: ProductList, id: string): ListingFacet | undefined => page.facets.find((candidate) => candidate.id === id);
  let records: Map<string, ProductIndexRecord> | undefined;
  const recordOf = async (id: string): Promise<ProductIndexRecord> => {
    records ??= new Map((await context.app.catalog.indexRecords({ brand: 'northbound', limit: 10_000 })).map((record) => [record.productId, record]));
    const record = records.get(id);
    if (!record) throw new Error(`no record ${id}`);
    return record;
  };

  it('lists a category subtree with its breadcrumb, paging and localised facets', async () => {
    const women = await list('women');
    expect(women.items.length).toBe(Math.min(women.total, 100));
    expect(women.category).toMatchObject({ slug: 'women', name: 'Women', productCount: women.total });
    expect(women.breadcrumb).toEqual([{ slug: 'women', name: 'Women' }]);
    for (const id of ids(women)) expect((await recordOf(id)).categorySlug.startsWith('women/')).toBe(true);
    const leaf = await list('women/boots/hiking');
    expect(leaf.breadcrumb.map((crumb) => crumb.slug)).toEqual(['women', 'women/boots', 'women/boots/hiking']);
    for (const id of ids(leaf)) expect((await recordOf(id)).categorySlug).toBe('women/boots/hiking');
    expect(women.facets.map((entry) => entry.id)).toEqual(['gender', 'size', 'colour', 'price', 'feature']);
    expect(facet(women, 'gender')?.values).toEqual([{ value: 'women', label: 'Women', count: women.total, selected: false }]);
    const bucket = (page: ProductList, value: string) => facet(page, 'price')?.values.find((entry) => entry.value === value);
    expect(bucket(women, '5000-10000')?.label).toMatch(/^£50\s?–\s?£99\.99$/);
    // A selected bucket is always listed (so it can be cleared), even with no products in it.
    expect(bucket(await list('women', '&price=20000-'), '20000-')).toMatchObject({ label: '£200 and above', selected: true });
    expect(facet(women, 'colour')?.values[0]?.hex).toMatch(/^#[0-9a-f]{6}$/);
    const german = await get<ProductList>(`/api/listing/category/women?brand=northbound&locale=de-de&limit=1`);
    expect(facet(german, 'gender')?.values[0]?.label).toBe('Damen');
    expect(bucket(german, '5000-10000')?.label).toMatch(/^50\s?–\s?99,99\s€$/);
  });

  it('pages stably: consecutive slices add up to the full list', async () => {
    const all = await list('women/boots', '&sort=price-asc');
    expect(all.total).toBeLessThanOrEqual(100);
    const pages: string[] = [];
    for (let offset = 0; offset < all.total; offset += 7) pages.push(...ids(await list('women/boots', `&sort=price-asc&offset=${offset}&limit=7`)));
    expect(pages).toEqual(ids(all));
  });

  it('counts each facet value as the total that selecting it gives (multi-select: OR inside a facet, AND across)', async () => {
    const base = await list('men', '&feature=waterproof');
    for (const id of ['size', 'colour', 'price', 'feature'] as const) {
      for (const value of (facet(base, id)?.values ?? []).slice(0, 4)) {
        const selected = id === 'feature' ? `&feature=${encodeURIComponent(value.value)}` : `&feature=waterproof&${id}=${encodeURIComponent(value.value)}`;
        const filtered = await list('men', selected);
        expect(filtered.total, `${id}=${value.value}`).toBe(value.count);
      }
    }
    const colours = (facet(base, 'colour')?.values ?? []).slice(0, 2).map((value) => value.value);
    const [a, b, both] = await Promise.all([
      list('men', `&colour=${colours[0]}`),
      list('men', `&colour=${colours[1]}`),
      list('men', `&colour=${colours.join(',')}`),
    ]);
    expect(new Set(ids(both))).toEqual(new Set([...ids(a), ...ids(b)]));
    const waterproofA = await list('men', `&colour=${colours[0]}&feature=waterproof`);
    expect(new Set(ids(waterproofA))).toEqual(new Set(ids(a).filter((id) => ids(base).includes(id))));
    const selected = facet(waterproofA, 'colour')?.values.find((value) => value.value === colours[0]);
    expect(selected?.selected).toBe(true);
  });

  it('filters sizes in the locale size system, from the site warehouse', async () => {
    const uk = await list('women/boots');
    const ukSizes = facet(uk, 'size')?.values.map((value) => value.value) ?? [];
    expect(ukSizes).toContain('5');
    const eu = await get<ProductList>('/api/listing/category/women/boots?brand=northbound&locale=de-de&limit=100&size=38');
    expect(eu.total).toBeGreaterThan(0);
    for (const id of ids(eu)) expect((await recordOf(id)).sizesInStock['eu-dc']).toContain('38');
    const us = await get<ProductList>('/api/listing/category/women/boots?brand=northbound&locale=us-en&limit=100&size=7.5');
    for (const id of ids(us)) expect((await recordOf(id)).sizesInStock['us-dc']).toContain('38');
  });

  it('sorts by every order against the catalogue data', async () => {
    const order = async (sort: string) => Promise.all(ids(await list('women/boots', `&sort=${sort}`)).map(recordOf));
    const pairs = <T>(items: T[]) => items.slice(1).map((item, index) => [items[index] as T, item] as const);
    for (const [a, b] of pairs(await order('recommended'))) expect(a.position).toBeLessThanOrEqual(b.position);
    for (const [a, b] of pairs(await order('newest'))) expect(a.releasedOn >= b.releasedOn).toBe(true);
    const gbp = (record: ProductIndexRecord) => record.prices.GBP.sale ?? record.prices.GBP.list;
    for (const [a, b] of pairs(await order('price-asc'))) expect(gbp(a)).toBeLessThanOrEqual(gbp(b));
    for (const [a, b] of pairs(await order('price-desc'))) expect(gbp(a)).toBeGreaterThanOrEqual(gbp(b));
    const rated = await order('top-rated');
    for (const [a, b] of pairs(rated)) {
      if (!a.rating || !b.rating) {
        expect(b.rating).toBeNull();
        continue;
      }
      expect(a.rating.average > b.rating.average || (a.rating.average === b.rating.average && a.rating.count >= b.rating.count)).toBe(true);
    }
  });

  it('answers 404 for an unknown category and 400 naming the field for bad input', async () => {
    expect((await get<{ message: string }>(`/api/listing/category/women/sandals?${SITE}`, 404)).message).toBe('Category not found: women/sandals');
    const cases: Array<[string, string]> = [
      [`/api/listing/category/Women_Boots?${SITE}`, 'params/*: Invalid category slug'],
      [`/api/listing/category/women?${SITE}&colour=%3Cscript%3E`, 'querystring/colour'],
      [`/api/listing/category/women?${SITE}&price=cheap`, 'querystring/price'],
      [`/api/listing/category/women?${SITE}&sort=random`, 'querystring/sort'],
      [`/api/listing/category/women?${SITE}&limit=1000`, 'querystring/limit'],
      [`/api/listing/category/women?${SITE}&size=${Array.from({ length: 31 }, (_, index) => index).join(',')}`, 'querystring/size'],
      ['/api/listing/category/women?locale=uk-en', 'querystring/brand'],
    ];
    for (const [url, field] of cases) expect((await get<{ message: string }>(url, 400)).message, url).toContain(field);
  });
});
