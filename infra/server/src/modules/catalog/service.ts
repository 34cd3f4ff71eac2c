/** The catalog module's public interface: other modules (cart, edge) read products only through this service. */
import { and, asc, count, eq, inArray, like, or } from 'drizzle-orm';
import { LOCALES, productPath, type BrandKey, type Currency, type LocaleCode } from '@sf/contracts';
import type { Category, CategoryList, Money, ProductDetail, ProductList } from '@sf/contracts';
import type { Database } from '../../db/client';
import type { SiteContext } from '../../site-context';
import type { ProductKind } from './category-tree';
import { loadSummaries, priceOf, productImage } from './product-read-model';
import { KIND_STYLE, type Silhouette } from './product-vocabulary';
import { categories, colours, prices, products, variants } from './tables';


/** What the cart needs to price and describe a line, in the basket's currency. */
export interface VariantOffer {
  variantId: string;
  productId: string;
  brand: BrandKey;
  name: string;
  size: string;
  colour: string;
  image: string;
  path: string;
  stock: number;
  unitPrice: Money;
}

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

  /** Root-to-leaf trail of a category, for breadcrumbs. */
  const trail = (rows: CategoryRow[], categoryId: string, locale: LocaleCode): Array<{ slug: string; name: string }> => {
    const byId = new Map(rows.map((row) => [row.id, row]));
    const chain: Array<{ slug: string; name: string }> = [];
    for (let row = byId.get(categoryId); row; row = row.parentId ? byId.get(row.parentId) : undefined) {
      const { slug, name } = toCategory(row, locale, 0);
      chain.unshift({ slug, name });
    }
    return chain;
  };

  const inSubtree = (brand: BrandKey, slug: string) =>
    and(eq(categories.brand, brand), or(eq(categories.slug, slug), like(categories.slug, `${slug}/%`)));

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

    /** Products of a category and all its descendants, in merchandising order; null when the category is unknown. */
    async listProducts(site: SiteContext, slug: string, page: { offset: number; limit: number }): Promise<ProductList | null> {
      const rows = await brandCategories(site.brand);
      const category = rows.find((row) => row.slug === slug);
      if (!category) return null;
      const subtree = db.select({ id: categories.id }).from(categories).where(inSubtree(site.brand, slug));
      const filter = and(eq(products.brand, site.brand), inArray(products.categoryId, subtree));
      const [[total], productRows] = await Promise.all([
        db.select({ value: count() }).from(products).where(filter),
        db.select().from(products).where(filter).orderBy(asc(products.position), asc(products.id)).offset(page.offset).limit(page.limit),
      ]);
      const totalCount = total?.value ?? 0;
      return {
        category: toCategory(category, site.locale, totalCount),
        breadcrumb: trail(rows, category.id, site.locale),
        items: await loadSummaries(db, productRows, LOCALES[site.locale].currency),
        total: totalCount,
        offset: page.offset,
        limit: page.limit,
      };
    },

    /** Null when the product does not exist or belongs to another brand. */
    async getProduct(site: SiteContext, productId: string): Promise<ProductDetail | null> {
      const [row] = await db.select().from(products).where(and(eq(products.id, productId), eq(products.brand, site.brand)));
      if (!row) return null;
      const [summaries, colourRows, variantRows, categoryRows] = await Promise.all([
        loadSummaries(db, [row], LOCALES[site.locale].currency),
        db.select().from(colours).where(eq(colours.productId, row.id)).orderBy(asc(colours.position)),
        db.select().from(variants).where(eq(variants.productId, row.id)).orderBy(asc(variants.position)),
        brandCategories(site.brand),
      ]);
      const [summary] = summaries;
      if (!summary) return null;
      return {
        ...summary,
        description: row.description,
        breadcrumb: trail(categoryRows, row.categoryId, site.locale),
        colours: colourRows.map((colour) => ({ code: colour.code, name: colour.name, image: productImage(row.id, colour.code) })),
        variants: variantRows.map((variant) => ({ variantId: variant.id, size: variant.size, colour: variant.colourCode, inStock: variant.stock > 0 })),
        sizeSystem: row.sizeSystem,
      };
    },

    /** Variants with their current stock and price in `currency`; unknown ids are simply absent from the map. */
    async findVariantOffers(variantIds: readonly string[], currency: Currency): Promise<Map<string, VariantOffer>> {
      if (variantIds.length === 0) return new Map();
      const rows = await db
        .select({ variant: variants, product: products, colourName: colours.name, price: prices })
        .from(variants)
        .innerJoin(products, eq(products.id, variants.productId))
        .innerJoin(colours, and(eq(colours.productId, variants.productId), eq(colours.code, variants.colourCode)))
        .leftJoin(prices, and(eq(prices.productId, variants.productId), eq(prices.currency, currency)))
        .where(inArray(variants.id, [...variantIds]));
      return new Map(
        rows.map(({ variant, product, colourName, price }) => {
          const { list, sale } = priceOf(price ?? undefined, currency);
          const offer: VariantOffer = {
            variantId: variant.id,
            productId: product.id,
            brand: product.brand as BrandKey,
            name: product.name,
            size: variant.size,
            colour: colourName,
            image: productImage(product.id, variant.colourCode),
            path: productPath(product.name, product.id),
            stock: variant.stock,
            unitPrice: sale ?? list,
          };
          return [variant.id, offer];
        }),
      );
    },

    /** What the generated product image draws; null for an unknown product or colour. */
    async getArtwork(productId: string, colourCode: string): Promise<ProductArtwork | null> {
      const [row] = await db
        .select({ name: products.name, hex: colours.hex, categoryId: products.categoryId })
        .from(products)
        .innerJoin(colours, and(eq(colours.productId, products.id), eq(colours.code, colourCode)))
        .where(eq(products.id, productId));
      if (!row) return null;
      const kind = (row.categoryId.split('/').at(-1) ?? 'lifestyle') as ProductKind;
      return { name: row.name, hex: row.hex, silhouette: KIND_STYLE[kind]?.silhouette ?? 'sneaker' };
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
