import { expect, it } from 'vitest';
import type { CategoryList, ProductDetail, ProductList } from '@sf/contracts';
import { describeDatabases } from '../../test/databases';
import { DEFAULT_PRODUCTS_PER_BRAND } from './seed';

describeDatabases('catalog API', (context) => {
  const get = async <T>(url: string, status = 200): Promise<T> => {
    const response = await context.app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(status);
    return response.json() as T;
  };

  it('lists a brand category tree with names in the locale language and subtree product counts', async () => {
    const { categories } = await get<CategoryList>('/api/catalog/categories?brand=northbound&locale=de-de');
    const women = categories.find((category) => category.slug === 'women');
    const boots = categories.find((category) => category.slug === 'women/boots');
    const hiking = categories.find((category) => category.slug === 'women/boots/hiking');
    expect(women).toMatchObject({ name: 'Damen', parentId: null });
    expect(boots?.parentId).toBe(women?.id);
    expect(hiking?.name).toBe('Wandern');
    const children = categories.filter((category) => category.parentId === boots?.id);
    expect(boots?.productCount).toBe(children.reduce((sum, child) => sum + child.productCount, 0));
    const roots = categories.filter((category) => category.parentId === null);
    expect(roots.reduce((sum, root) => sum + root.productCount, 0)).toBe(DEFAULT_PRODUCTS_PER_BRAND);
    const kerbside = await get<CategoryList>('/api/catalog/categories?brand=kerbside&locale=uk-en');
    expect(kerbside.categories.map((category) => category.slug)).toContain('men/skate/low');
    const fieldwear = await get<CategoryList>('/api/catalog/categories?brand=fieldwear&locale=fr-fr');
    expect(fieldwear.categories.find((category) => category.slug === 'women/jackets/rain')?.name).toBe('Pluie');
  });

  it('lists products of a category and its descendants in a stable order, with paging (listing engine)', async () => {
    const all = await get<ProductList>('/api/listing/category/women/boots?brand=northbound&locale=uk-en&limit=100');
    expect(all.total).toBe(all.items.length);
    expect(all.breadcrumb).toEqual([
      { slug: 'women', name: 'Women' },
      { slug: 'women/boots', name: 'Boots' },
    ]);
    const page = await get<ProductList>('/api/listing/category/women/boots?brand=northbound&locale=uk-en&offset=2&limit=3');
    expect(page.items.map((item) => item.productId)).toEqual(all.items.slice(2, 5).map((item) => item.productId));
    expect(page).toMatchObject({ offset: 2, limit: 3, total: all.total });
    const leaf = await get<ProductList>('/api/listing/category/women/boots/hiking?brand=northbound&locale=uk-en');
    expect(leaf.items.length).toBeGreaterThan(0);
    expect(all.items.map((item) => item.productId)).toEqual(expect.arrayContaining(leaf.items.map((item) => item.productId)));
    expect(leaf.breadcrumb.map((crumb) => crumb.slug)).toEqual(['women', 'women/boots', 'women/boots/hiking']);
  });

  it('answers 404 for an unknown category and 400 for a malformed slug', async () => {
    await get('/api/listing/category/women/sandals?brand=northbound&locale=uk-en', 404);
    const bad = await get<{ message: string }>('/api/listing/category/Women_Boots?brand=northbound&locale=uk-en', 400);
    expect(bad.message).toMatch(/^params\/\*: Invalid category slug/);
  });

  it('prices a product in the currency of the locale', async () => {
    const expected = { 'uk-en': 'GBP', 'de-de': 'EUR', 'pl-pl': 'PLN', 'ch-fr': 'CHF', 'us-en': 'USD', 'ca-fr': 'CAD' } as const;
    const amounts = new Set<number>();
    for (const [locale, currency] of Object.entries(expected)) {
      const product = await get<ProductDetail>(`/api/catalog/products/NB1001?brand=northbound&locale=${locale}`);
      expect(product.price.list.currency).toBe(currency);
      amounts.add(product.price.list.amount);
    }
    expect(amounts.size).toBeGreaterThan(3);
  });

  it('returns product detail with colours, variants per size and the category breadcrumb', async () => {
    const product = await get<ProductDetail>('/api/catalog/products/nb1001?brand=northbound&locale=fr-fr');
    expect(product.productId).toBe('NB1001');
    expect(product.path).toMatch(/^\/p\/[a-z0-9-]+-nb1001$/);
    expect(product.colours.length).toBeGreaterThanOrEqual(2);
    expect(product.variants.length).toBe(product.colours.length * 7);
    expect(product.variants[0]?.variantId).toMatch(/^NB1001-[A-Z]+-\d+$/);
    expect(product.breadcrumb.map((crumb) => crumb.name)).toEqual(['Femme', 'Bottes', 'Randonnée']);
    expect(product).toMatchObject({ sizeSystem: 'EU', sizeChart: 'women-shoes', gender: 'women', categorySlug: 'women/boots/hiking' });
    // Name, description, colour names and attributes come in the locale's language; the URL keeps the English name.
    expect(product.name).toMatch(/^Chaussure de randonnée |^Botte de trek /);
    expect(product.description).toContain('Matière\u00a0: ');
    expect(product.attributes.features.map((feature) => feature.code)).toContain('waterproof');
    expect(product.attributes.features.find((feature) => feature.code === 'waterproof')?.label).toBe('Imperméable');
    expect(product.colours[0]?.hex).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('keeps brands apart and rejects malformed ids', async () => {
    await get('/api/catalog/products/KS1001?brand=northbound&locale=uk-en', 404);
    await get('/api/catalog/products/KS1001?brand=kerbside&locale=uk-en');
    const bad = await get<{ message: string }>('/api/catalog/products/boot?brand=kerbside&locale=uk-en', 400);
    expect(bad.message).toContain('params/productId: Invalid Product ID');
  });

  it('draws product images as cacheable SVG with the name escaped', async () => {
    const product = await get<ProductDetail>('/api/catalog/products/NB1001?brand=northbound&locale=uk-en');
    const colour = product.colours[0]?.code;
    const image = await context.app.inject({ method: 'GET', url: `/images/products/NB1001/${colour}.svg` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.body).toContain(`<title>${product.name}</title>`);
    expect((await context.app.inject({ method: 'GET', url: `/images/products/NB1001/${colour}.svg` })).body).toBe(image.body);
    expect((await context.app.inject({ method: 'GET', url: '/images/products/NB1001/purple.svg' })).statusCode).toBe(404);
  });
});
