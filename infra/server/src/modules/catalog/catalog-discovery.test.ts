import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Looks, ProductDetail, ProductSummaryList, SizeCharts } from '@sf/contracts';
import { describeDatabases } from '../../test/databases';
import { createCatalogService } from './service';
import { inventory } from './tables';

describeDatabases('catalog discovery API', (context) => {
  const request = async <T>(method: 'GET' | 'POST', url: string, status: number, payload?: object): Promise<T> => {
    const response = await context.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(response.statusCode, response.body).toBe(status);
    return response.json() as T;
  };
  const get = <T>(url: string, status = 200) => request<T>('GET', url, status);
  const setStock = (variantId: string, warehouseId: 'eu-dc' | 'us-dc', quantity: number) =>
    context.db
      .update(inventory)
      .set({ quantity })
      .where(and(eq(inventory.variantId, variantId), eq(inventory.warehouseId, warehouseId)));

  it('shows sizes in the size system of the locale: UK in uk-en, EU in de-de, US in us-en, letters for apparel', async () => {
    const sizes = async (locale: string) => await get<ProductDetail>(`/api/catalog/products/NB1001?brand=northbound&locale=${locale}`);
    const [uk, de, us] = await Promise.all([sizes('uk-en'), sizes('de-de'), sizes('us-en')]);
    expect([uk.sizeSystem, de.sizeSystem, us.sizeSystem]).toEqual(['UK', 'EU', 'US']);
    // NB1001 is a women's hiking boot: EU 36–42 = UK 3–8 = US 5.5–10.5.
    expect(de.variants.slice(0, 7).map((variant) => variant.size)).toEqual(['36', '37', '38', '39', '40', '41', '42']);
    expect(uk.variants.slice(0, 7).map((variant) => variant.size)).toEqual(['3', '4', '5', '6', '6.5', '7.5', '8']);
    expect(us.variants[0]?.size).toBe('5.5');
    expect(uk.variants.map((variant) => variant.variantId)).toEqual(de.variants.map((variant) => variant.variantId));
    const jacket = await get<ProductDetail>('/api/catalog/products/FW1001?brand=fieldwear&locale=uk-en');
    expect(jacket).toMatchObject({ sizeSystem: 'LETTER', sizeChart: 'apparel', categorySlug: 'women/jackets/rain' });
    expect(jacket.variants.map((variant) => variant.size).slice(0, 6)).toEqual(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
  });

  it('takes stock from the warehouse of the site: a size sold out in the EU is available in the US', async () => {
    const product = await get<ProductDetail>('/api/catalog/products/NB1002?brand=northbound&locale=de-de');
    const variant = product.variants[0];
    if (!variant) throw new Error('NB1002 has no variants');
    await setStock(variant.variantId, 'eu-dc', 0);
    await setStock(variant.variantId, 'us-dc', 2);
    // Other tests' reads may be cached; the service without the cache reads the database directly.
    const catalog = createCatalogService(context.db);
    const inGermany = await catalog.getProduct({ brand: 'northbound', locale: 'de-de' }, 'NB1002');
    const inUs = await catalog.getProduct({ brand: 'northbound', locale: 'us-en' }, 'NB1002');
    expect(inGermany?.variants[0]).toMatchObject({ variantId: variant.variantId, inStock: false, lowStock: null });
    expect(inUs?.variants[0]).toMatchObject({ variantId: variant.variantId, inStock: true, lowStock: 2 });
  });

  it('returns several products in the order asked, leaving out other brands and unknown ids; a bad id is a 400', async () => {
    const { items } = await get<ProductSummaryList>('/api/catalog/products?ids=NB1003,nb1001,KS1001,NB999999,NB1002&brand=northbound&locale=fr-fr');
    expect(items.map((item) => item.productId)).toEqual(['NB1003', 'NB1001', 'NB1002']);
    expect(items[0]?.price.list.currency).toBe('EUR');
    expect(items[0]?.path).toMatch(/^\/p\/[a-z0-9-]+-nb1003$/);
    const bad = await get<{ message: string }>('/api/catalog/products?ids=NB1001,boot&brand=northbound&locale=uk-en', 400);
    expect(bad.message).toContain('Invalid Product ID');
  });

  it('stores a back-in-stock request once per variant and address (201, then 200)', async () => {
    const product = await get<ProductDetail>('/api/catalog/products/NB1004?brand=northbound&locale=uk-en');
    const variantId = product.variants[1]?.variantId ?? '';
    await setStock(variantId, 'eu-dc', 0);
    const body = { brand: 'northbound', locale: 'uk-en', variantId, email: 'Walker@Example.com' };
    expect(await request('POST', '/api/catalog/back-in-stock', 201, body)).toEqual({ subscribed: true, variantId });
    await request('POST', '/api/catalog/back-in-stock', 200, { ...body, email: 'walker@example.com' });
    const badEmail = await request<{ message: string }>('POST', '/api/catalog/back-in-stock', 400, { ...body, email: 'not-an-email' });
    expect(badEmail.message).toMatch(/^body\/email/);
    await request('POST', '/api/catalog/back-in-stock', 404, { ...body, variantId: 'NB1004-PURPLE-40' });
    // Same brand check as the PDP: another brand's variant is unknown here.
    await request('POST', '/api/catalog/back-in-stock', 404, { ...body, brand: 'kerbside' });
  });

  it('refuses a back-in-stock request for a size that is in stock', async () => {
    const product = await get<ProductDetail>('/api/catalog/products/NB1005?brand=northbound&locale=uk-en');
    const variantId = product.variants[2]?.variantId ?? '';
    await setStock(variantId, 'eu-dc', 7);
    const refused = await request<{ message: string }>('POST', '/api/catalog/back-in-stock', 400, {
      brand: 'northbound',
      locale: 'uk-en',
      variantId,
      email: 'a@b.co',
    });
    expect(refused.message).toBe('body/variantId: This size is in stock');
  });

  it('completes the look from other categories of the same brand and gender, never the product itself', async () => {
    const product = await get<ProductDetail>('/api/catalog/products/KS1002?brand=kerbside&locale=uk-en');
    const { items } = await get<ProductSummaryList>('/api/catalog/products/KS1002/complete-the-look?brand=kerbside&locale=uk-en');
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(4);
    for (const item of items) {
      expect(item.productId).not.toBe('KS1002');
      const detail = await get<ProductDetail>(`/api/catalog/products/${item.productId}?brand=kerbside&locale=uk-en`);
      expect(detail.categorySlug).not.toBe(product.categorySlug);
      expect(detail.gender).toBe(product.gender);
    }
    const again = await get<ProductSummaryList>('/api/catalog/products/KS1002/complete-the-look?brand=kerbside&locale=uk-en');
    expect(again.items.map((item) => item.productId)).toEqual(items.map((item) => item.productId));
    await get('/api/catalog/products/NB1001/complete-the-look?brand=kerbside&locale=uk-en', 404);
  });

  it('completes the look only with products in stock in the shopper region', async () => {
    const url = (locale: string) => `/api/catalog/products/KS1003/complete-the-look?brand=kerbside&locale=${locale}`;
    const before = (await get<ProductSummaryList>(url('uk-en'))).items;
    const sold = before[0]?.productId ?? '';
    expect(sold).not.toBe('');
    // Every size of the first pick sells out in the EU warehouse (UK and German shoppers buy from it).
    await context.db
      .update(inventory)
      .set({ quantity: 0 })
      .where(and(eq(inventory.productId, sold), eq(inventory.warehouseId, 'eu-dc')));
    // Another locale of the same warehouse: not served from the read cache.
    const after = (await get<ProductSummaryList>(url('de-de'))).items;
    expect(after.map((item) => item.productId)).not.toContain(sold);
    // Its slot goes to the next product of the same category, so the look stays as long.
    expect(after).toHaveLength(before.length);
  });

  it('lists size charts of the brand, titled in the locale language with its own system first', async () => {
    const shoes = await get<SizeCharts>('/api/catalog/size-charts?brand=northbound&locale=us-en');
    expect(shoes.charts.map((chart) => chart.id)).toEqual(['women-shoes', 'men-shoes', 'kids-shoes']);
    expect(shoes.charts[1]?.columns.slice(0, 3)).toEqual(['US', 'EU', 'UK']);
    const apparel = await get<SizeCharts>('/api/catalog/size-charts?brand=fieldwear&locale=nl-nl');
    expect(apparel.charts).toHaveLength(1);
    expect(apparel.charts[0]).toMatchObject({ id: 'apparel', title: 'Kleding' });
  });

  it('serves looks with hotspots on a generated outfit picture', async () => {
    const { looks } = await get<Looks>('/api/catalog/looks?brand=fieldwear&locale=de-de');
    expect(looks.length).toBeGreaterThanOrEqual(3);
    const [look] = looks;
    expect(look?.name).toBe('Regen am Grat');
    expect(look?.hotspots.length).toBeGreaterThanOrEqual(2);
    for (const hotspot of look?.hotspots ?? []) expect(hotspot.product.productId).toMatch(/^FW\d+$/);
    const image = await context.app.inject({ method: 'GET', url: look?.image ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.body).toContain('<title>Rainy ridge</title>');
    expect((await context.app.inject({ method: 'GET', url: '/images/looks/no-such-look.svg' })).statusCode).toBe(404);
  });

  it('hands the search module index records in id order, a keyset page at a time', async () => {
    const catalog = createCatalogService(context.db);
    const first = await catalog.indexRecords({ brand: 'fieldwear', limit: 5 });
    const next = await catalog.indexRecords({ brand: 'fieldwear', afterId: first.at(-1)?.productId, limit: 5 });
    const ids = [...first, ...next].map((record) => record.productId);
    expect(ids).toEqual([...ids].sort());
    expect(new Set(ids).size).toBe(10);
    const [record] = first;
    expect(record?.texts.de.name).toBeTruthy();
    expect(record?.keywords.fr.length).toBeGreaterThan(2);
    expect(record?.sizesInStock['eu-dc'].every((size) => ['xs', 's', 'm', 'l', 'xl', 'xxl'].includes(size))).toBe(true);
    expect(Object.keys(record?.prices ?? {}).sort()).toEqual(['CAD', 'CHF', 'EUR', 'GBP', 'PLN', 'USD']);
  });
});
