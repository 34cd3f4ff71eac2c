import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { ProductList, SearchResult } from '@sf/contracts';
import { describeDatabases } from '../../test/databases';
import { backfillDocumentFacets, backfillFacets, rowsOf } from './index-builder';
import { SEARCH_BRANDS, SEARCH_LANGUAGES, SEARCH_SCAN_PARTS } from './tables';

const SITE = 'brand=northbound&locale=de-de';

describeDatabases('search index: columns added by later migrations are backfilled', (context) => {
  const get = async <T>(url: string): Promise<T> => {
    const response = await context.app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };
  const answers = () =>
    Promise.all([
      get<ProductList>(`/api/listing/category/women?${SITE}&colour=black&sort=price-asc`),
      get<ProductList>(`/api/listing/category/men?${SITE}&size=42&feature=waterproof`),
      get<SearchResult>(`/api/search?${SITE}&q=${encodeURIComponent('Stiefel')}&sort=newest`),
    ]);

  it('rebuilds facet rows and document facet columns from the index itself, with unchanged answers', async () => {
    const before = await answers();
    expect(before[0].total).toBeGreaterThan(0);
    expect(before[2].total).toBeGreaterThan(0);
    // The state a database indexed before migrations 0011/0012 is in.
    await context.db.execute(sql`delete from search_facets`);
    await context.db.execute(sql`update search_documents set position = null, colour_bits = null, sizes_eu_bits = null, price_eur = null`);

    expect(await backfillFacets(context.db)).toBeGreaterThan(0);
    expect(await backfillDocumentFacets(context.db)).toBeGreaterThan(0);
    expect(await answers()).toEqual(before);
    // Nothing left to do: a second start costs two cheap counts.
    expect(await backfillFacets(context.db)).toBe(0);
    expect(await backfillDocumentFacets(context.db)).toBe(0);
    // The text indexes set aside during the backfill are back.
    const indexes = rowsOf<{ n: number }>(
      await context.db.execute(sql`select count(*)::int as n from pg_indexes where tablename = 'search_documents' and indexdef like '%USING gin%'`),
    );
    expect(indexes[0]?.n).toBe(SEARCH_LANGUAGES.length * SEARCH_BRANDS.length * SEARCH_SCAN_PARTS.length);
  });
});
