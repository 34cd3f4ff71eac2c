/**
 * What the sitemaps list of a brand's catalogue (issue 24): every product's path and release date, a keyset page at a
 * time (id order, the catalog_products_brand_id index), and every category's slug. Light rows: no texts, stock or prices.
 */
import { and, asc, eq, gt } from 'drizzle-orm';
import { productPath } from '@sf/contracts';
import type { BrandKey } from '@sf/remote-contract';
import type { Database } from '../../db/client';
import { categories, products } from './tables';

export interface SitemapProduct {
  productId: string;
  categoryId: string;
  /** Locale-free canonical path, e.g. /p/ridge-hiker-boot-nb1001. */
  path: string;
  /** YYYY-MM-DD. */
  releasedOn: string;
}

export interface SitemapCategory {
  id: string;
  slug: string;
}

export async function readSitemapProducts(db: Database, page: { brand: BrandKey; afterId?: string; limit: number }): Promise<SitemapProduct[]> {
  const filter = page.afterId ? and(eq(products.brand, page.brand), gt(products.id, page.afterId)) : eq(products.brand, page.brand);
  const rows = await db
    .select({ id: products.id, name: products.name, categoryId: products.categoryId, releasedOn: products.releasedOn })
    .from(products)
    .where(filter)
    .orderBy(asc(products.id))
    .limit(page.limit);
  return rows.map((row) => ({ productId: row.id, categoryId: row.categoryId, path: productPath(row.name, row.id), releasedOn: row.releasedOn }));
}

export async function readSitemapCategories(db: Database, brand: BrandKey): Promise<SitemapCategory[]> {
  return db.select({ id: categories.id, slug: categories.slug }).from(categories).where(eq(categories.brand, brand)).orderBy(asc(categories.position));
}
