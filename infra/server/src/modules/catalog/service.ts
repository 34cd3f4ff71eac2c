/** The catalog module's public interface: other modules (cart, edge, search) read products only through this service. */
import { and, asc, count, eq, inArray, like, or } from 'drizzle-orm';
import { LOCALES, type BrandKey, type Currency, type LocaleCode } from '@sf/remote-contract';
import type { BackInStockBody, Category, CategoryList, Look, ProductDetail, ProductSummary, SizeChart } from '@sf/contracts';
import type { Database } from '../../db/client';
import type { SiteContext } from '../../site-context';
import type { ProductIndexRecord, WarehouseId } from './index-records';
import { subscribeBackInStock, type BackInStockOutcome } from './back-in-stock';
import { completeTheLook, readLookArtwork, readLooks } from './discovery';
import { readIndexRecords, type IndexRecordPage } from './index-record-reader';
import type { OutfitPiece } from './outfit-image';
import { sizeChartsFor } from './size-chart-list';
import { categoryTrail, readProductDetail } from './product-detail';
import { loadSummaries } from './product-read-model';
import { readVariantOffers, type VariantOffer } from './variant-offers';
import { readSitemapCategories, readSitemapProducts, type SitemapCategory, type SitemapProduct } from './sitemap-entries';
import { releaseStock, reserveStock, type StockLine, type StockReservation } from './stock';
import { KIND_STYLE, isProductKind, type Silhouette } from './vocabulary/kinds';
import { categories, colours, products } from './tables';

export type { VariantOffer } from './variant-offers';
export type { SitemapCategory, SitemapProduct } from './sitemap-entries';

export interface ProductArtwork {
  name: string;
  hex: string;
  silhouette: Silhouette;
}

type CategoryRow = typeof categories.$inferSelect;

export function createCatalogService(db: Database) {
  const brandCategories = (brand: BrandKey) => db.select().from(categories).where(eq(categories.brand, brand)).orderBy(asc(categories.position));

  const toCategory = (row: CategoryRow, locale: LocaleCode, productCount: number): Category => ({
    id: row.id,
    slug: row.slug,
    name: row.names[LOCALES[locale].language] ?? row.names.en,
    parentId: row.parentId,
    productCount,
  });

  const inSubtree = (brand: BrandKey, slug: string) => and(eq(categories.brand, brand), or(eq(categories.slug, slug), like(categories.slug, `${slug}/%`)));
  const subtreeFilter = (brand: BrandKey, slug: string) =>
    and(eq(products.brand, brand), inArray(products.categoryId, db.select({ id: categories.id }).from(categories).where(inSubtree(brand, slug))));

  /** A category (with its subtree product count) and its breadcrumb; null when the brand has no such slug. */
  async function describeCategory(site: SiteContext, slug: string): Promise<{ category: Category; breadcrumb: Array<{ slug: string; name: string }> } | null> {
    const rows = await brandCategories(site.brand);
    const row = rows.find((candidate) => candidate.slug === slug);
    if (!row) return null;
    const [total] = await db.select({ value: count() }).from(products).where(subtreeFilter(site.brand, slug));
    return { category: toCategory(row, site.locale, total?.value ?? 0), breadcrumb: categoryTrail(rows, row.id, LOCALES[site.locale].language) };
  }

  return {
    async listCategories(site: SiteContext): Promise<CategoryList> {
      const [rows, counts] = await Promise.all([
        brandCategories(site.brand),
        db.select({ categoryId: products.categoryId, value: count() }).from(products).where(eq(products.brand, site.brand)).groupBy(products.categoryId),
      ]);
      const direct = new Map(counts.map((row) => [row.categoryId, row.value]));
      const subtotal = (row: CategoryRow) =>
        rows.filter((other) => other.slug === row.slug || other.slug.startsWith(`${row.slug}/`)).reduce((sum, other) => sum + (direct.get(other.id) ?? 0), 0);
      return { categories: rows.map((row) => toCategory(row, site.locale, subtotal(row))) };
    },

    describeCategory,

    /** Null when the product does not exist or belongs to another brand. */
    getProduct(site: SiteContext, productId: string): Promise<ProductDetail | null> {
      return readProductDetail(db, site, productId);
    },

    /** Summaries in the order asked for; unknown ids and other brands' products are left out. */
    async productsByIds(site: SiteContext, ids: readonly string[]): Promise<ProductSummary[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(products)
        .where(and(eq(products.brand, site.brand), inArray(products.id, [...ids])));
      const summaries = new Map((await loadSummaries(db, rows, site)).map((summary) => [summary.productId, summary]));
      return [...new Set(ids)].flatMap((id) => summaries.get(id) ?? []);
    },

    /** Index records of one brand in id order, `limit` at a time after `afterId` (keyset paging). */
    indexRecords(page: IndexRecordPage): Promise<ProductIndexRecord[]> {
      return readIndexRecords(db, page);
    },

    /** Issue 24: products' paths and release dates in id order, `limit` after `afterId` (keyset paging for sitemaps). */
    sitemapProducts(page: { brand: BrandKey; afterId?: string; limit: number }): Promise<SitemapProduct[]> {
      return readSitemapProducts(db, page);
    },

    /** Issue 24: the brand's category slugs (sitemaps). */
    sitemapCategories(brand: BrandKey): Promise<SitemapCategory[]> {
      return readSitemapCategories(db, brand);
    },

    /** Live stock (one warehouse) and price (one currency) per variant; `locale` localises names and sizes. */
    findVariantOffers(variantIds: readonly string[], currency: Currency, warehouse: WarehouseId, locale?: LocaleCode): Promise<Map<string, VariantOffer>> {
      return readVariantOffers(db, variantIds, currency, warehouse, locale);
    },

    /** Up to four products of the same brand and gender from other categories; null for an unknown product. */
    completeTheLook(site: SiteContext, productId: string): Promise<ProductSummary[] | null> {
      return completeTheLook(db, site, productId);
    },

    /** Shop-the-look outfits of the site's brand with hotspots on the outfit picture. */
    looks(site: SiteContext): Promise<Look[]> {
      return readLooks(db, site);
    },

    async sizeCharts(site: SiteContext): Promise<SizeChart[]> {
      return sizeChartsFor(site);
    },

    /** 404 for an unknown variant, 400 when it is in stock in the site's warehouse; idempotent per variant + e-mail. */
    subscribeBackInStock(body: BackInStockBody): Promise<BackInStockOutcome> {
      return subscribeBackInStock(db, body);
    },

    /** What the outfit picture of a look draws; null for an unknown look. */
    getLookArtwork(lookId: string): Promise<{ title: string; pieces: OutfitPiece[] } | null> {
      return readLookArtwork(db, lookId);
    },

    /**
     * Decrements every line in one warehouse inside the caller's transaction `tx`, or names the first short line; says
     * which products' shown stock changed (refresh listings and caches for those only, after commit).
     */
    reserveStock(tx: Database, warehouse: WarehouseId, lines: readonly StockLine[]): Promise<StockReservation> {
      return reserveStock(tx, warehouse, lines);
    },

    /** Puts reserved units back (declined or cancelled order), inside the caller's transaction; products as above. */
    releaseStock(tx: Database, warehouse: WarehouseId, lines: readonly StockLine[]): Promise<string[]> {
      return releaseStock(tx, warehouse, lines);
    },

    /** What the generated product image draws; null for an unknown product or colour. */
    async getArtwork(productId: string, colourCode: string): Promise<ProductArtwork | null> {
      const [row] = await db
        .select({ name: products.name, hex: colours.hex, kind: products.kind })
        .from(products)
        .innerJoin(colours, and(eq(colours.productId, products.id), eq(colours.code, colourCode)))
        .where(eq(products.id, productId));
      if (!row) return null;
      return { name: row.name, hex: row.hex, silhouette: isProductKind(row.kind) ? KIND_STYLE[row.kind].silhouette : 'sneaker' };
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
