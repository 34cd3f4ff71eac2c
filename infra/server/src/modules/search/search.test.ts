import { expect, it } from 'vitest';
import type { CollectionListing, Collections, SearchResult, Suggestions } from '@sf/contracts';
import { describeDatabases } from '../../test/databases';

describeDatabases('search, suggestions, collections and discounts', (context) => {
  const get = async <T>(url: string, status = 200): Promise<T> => {
    const response = await context.app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(status);
    return response.json() as T;
  };
  const search = (q: string, locale = 'uk-en', extra = '') =>
    get<SearchResult>(`/api/search?brand=northbound&locale=${locale}&q=${encodeURIComponent(q)}&limit=100${extra}`);

  it('finds products by name in the site language, ranked, with facets', async () => {
    const result = await search('hiking boot');
    expect(result).toMatchObject({ term: 'hiking boot', adjustedTerm: null });
    expect(result.total).toBeGreaterThan(0);
    // Names weigh most: the best matches carry both words in the name; others match through category or description.
    expect(result.items[0]?.name.toLowerCase()).toContain('hiking boot');
    for (const item of result.items) expect(item.name.toLowerCase()).toMatch(/boot/);
    expect(result.facets.map((facet) => facet.id)).toContain('gender');
    const women = await search('hiking boot', 'uk-en', '&gender=women');
    expect(women.total).toBe(result.facets.find((facet) => facet.id === 'gender')?.values.find((value) => value.value === 'women')?.count);
  });

  it('corrects a misspelt term and reports the adjusted term', async () => {
    const result = await search('hikng boot');
    expect(result.adjustedTerm).toBe('hiking boot');
    expect(result.total).toBe((await search('hiking boot')).total);
    const nothing = await search('zzqxv');
    expect(nothing).toMatchObject({ adjustedTerm: null, total: 0, items: [] });
  });

  it('stems German and French: inflected forms find the products', async () => {
    // Genitive and inflected adjective; both PostgreSQL 15 and 18 stem them to the base form.
    const german = await search('wasserdichten Wanderstiefels', 'de-de');
    expect(german.adjustedTerm).toBeNull();
    expect(german.total).toBeGreaterThan(0);
    expect(german.items[0]?.name).toContain('Wanderstiefel');
    expect(german.total).toBe((await search('wasserdicht Wanderstiefel', 'de-de')).total);
    const french = await search('chaussures randonnées', 'fr-fr');
    expect(french.adjustedTerm).toBeNull();
    expect(french.total).toBeGreaterThan(0);
    expect(french.items[0]?.name.toLowerCase()).toContain('chaussure de randonnée');
    expect(french.total).toBe((await search('chaussure de randonnée', 'fr-fr')).total);
    // Each site searches its own language only.
    expect((await search('Wanderstiefels', 'uk-en')).total).toBe(0);
  });

  it('matches the last word as a prefix when the whole word finds nothing', async () => {
    const result = await search('hiking bo');
    expect(result.adjustedTerm).toBeNull();
    expect(result.total).toBeGreaterThan(0);
  });

  it('rejects empty, oversized and control-character terms', async () => {
    expect((await get<{ message: string }>('/api/search?brand=northbound&locale=uk-en&q=%20', 400)).message).toContain('querystring/q');
    expect((await get<{ message: string }>(`/api/search?brand=northbound&locale=uk-en&q=${'a'.repeat(101)}`, 400)).message).toContain('querystring/q');
    expect((await get<{ message: string }>('/api/search?brand=northbound&locale=uk-en&q=a%00b', 400)).message).toContain('querystring/q');
  });

  it('suggests phrases, categories and products for a prefix', async () => {
    const suggestions = await get<Suggestions>('/api/search/suggestions?brand=northbound&locale=uk-en&q=hik');
    expect(suggestions.phrases.length).toBeGreaterThan(0);
    expect(suggestions.phrases.length).toBeLessThanOrEqual(5);
    expect(suggestions.phrases.every((phrase) => phrase.includes('hik'))).toBe(true);
    expect(suggestions.categories.length).toBeGreaterThan(0);
    expect(suggestions.categories.length).toBeLessThanOrEqual(4);
    expect(suggestions.categories.map((category) => category.slug)).toContain('women/boots/hiking');
    expect(suggestions.categories[0]?.name).toMatch(/› Hiking$/);
    expect(suggestions.products.length).toBeGreaterThan(0);
    expect(suggestions.products.length).toBeLessThanOrEqual(4);
    expect(suggestions.products[0]?.path).toMatch(/^\/p\//);
    const german = await get<Suggestions>('/api/search/suggestions?brand=northbound&locale=de-de&q=wander');
    expect(german.phrases).toContain('wanderstiefel');
    expect((await get<{ message: string }>('/api/search/suggestions?brand=northbound&locale=uk-en&q=', 400)).message).toContain('querystring/q');
    expect((await get<{ message: string }>(`/api/search/suggestions?brand=northbound&locale=uk-en&q=${'b'.repeat(101)}`, 400)).message).toContain(
      'querystring/q',
    );
  });

  it('lists collections with localised names and serves their rules', async () => {
    const { collections } = await get<Collections>('/api/collections?brand=northbound&locale=de-de');
    expect(collections.map((collection) => collection.slug)).toEqual(['new-arrivals', 'bestsellers', 'waterproof', 'top-rated']);
    expect(collections[0]?.name).toBe('Neuheiten');
    const fresh = await get<CollectionListing>('/api/collections/new-arrivals?brand=northbound&locale=uk-en&limit=100');
    expect(fresh.collection.name).toBe('New arrivals');
    expect(fresh.total).toBeGreaterThan(0);
    for (const item of fresh.items) expect(item.badges).toContain('new');
    const rated = await get<CollectionListing>('/api/collections/top-rated?brand=northbound&locale=uk-en&limit=100&sort=top-rated');
    for (const item of rated.items) expect(item.rating?.average).toBeGreaterThanOrEqual(4.5);
    await get('/api/collections/black-friday?brand=northbound&locale=uk-en', 404);
    expect((await get<{ message: string }>('/api/collections/Black_Friday?brand=northbound&locale=uk-en', 400)).message).toContain('params/slug');
  });

  it('lists discounts: every item has a sale price below its list price in the site currency', async () => {
    for (const locale of ['uk-en', 'pl-pl', 'us-en']) {
      const sale = await get<CollectionListing>(`/api/discounts?brand=kerbside&locale=${locale}&limit=100`);
      expect(sale.total).toBeGreaterThan(0);
      for (const item of sale.items) {
        expect(item.price.sale).not.toBeNull();
        expect(item.price.sale?.amount).toBeLessThan(item.price.list.amount);
        expect(item.badges).toContain('sale');
      }
    }
  });
});
