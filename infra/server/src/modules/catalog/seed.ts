/**
 * Writes the demo catalogue. Every insert is ON CONFLICT DO NOTHING on natural keys, so running it twice inserts
 * nothing the second time, and a larger --products count only adds the extra products.
 */
import { count } from 'drizzle-orm';
import { BRAND_KEYS } from '@sf/contracts';
import type { Database } from '../../db/client';
import { brandCategories } from './category-tree';
import { generateProduct, MAX_PRODUCTS_PER_BRAND, type GeneratedProduct } from './product-generator';
import { categories, colours, prices, products, variants } from './tables';

export const DEFAULT_PRODUCTS_PER_BRAND = 50;
const PRODUCT_BATCH = 500;
/** Keeps each statement far below PostgreSQL's 65 535 bind parameters. */
const ROW_BATCH = 2000;

export async function isCatalogSeeded(db: Database): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(products);
  return (row?.value ?? 0) > 0;
}

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown[]>): Promise<number> {
  let inserted = 0;
  for (let start = 0; start < rows.length; start += ROW_BATCH) inserted += (await insert(rows.slice(start, start + ROW_BATCH))).length;
  return inserted;
}

async function insertProducts(db: Database, batch: GeneratedProduct[]): Promise<number> {
  const productRows = batch.map(({ colours: _c, variants: _v, prices: _p, ...product }) => ({ ...product, sizeSystem: 'UK' as const }));
  let inserted = await insertInBatches(productRows, (rows) => db.insert(products).values(rows).onConflictDoNothing().returning({ id: products.id }));
  inserted += await insertInBatches(
    batch.flatMap((product) => product.colours.map((colour) => ({ ...colour, productId: product.id }))),
    (rows) => db.insert(colours).values(rows).onConflictDoNothing().returning({ id: colours.productId }),
  );
  inserted += await insertInBatches(
    batch.flatMap((product) => product.variants.map((variant) => ({ ...variant, productId: product.id }))),
    (rows) => db.insert(variants).values(rows).onConflictDoNothing().returning({ id: variants.id }),
  );
  inserted += await insertInBatches(
    batch.flatMap((product) => product.prices.map((price) => ({ ...price, productId: product.id }))),
    (rows) => db.insert(prices).values(rows).onConflictDoNothing().returning({ id: prices.productId }),
  );
  return inserted;
}

/** Returns how many rows were inserted (0 when the catalogue was already complete). */
export async function seedCatalog(db: Database, options: { productsPerBrand?: number } = {}): Promise<number> {
  const perBrand = options.productsPerBrand ?? DEFAULT_PRODUCTS_PER_BRAND;
  if (!Number.isInteger(perBrand) || perBrand < 1 || perBrand > MAX_PRODUCTS_PER_BRAND) {
    throw new RangeError(`products per brand must be an integer from 1 to ${MAX_PRODUCTS_PER_BRAND}`);
  }
  let inserted = 0;
  for (const brand of BRAND_KEYS) {
    const tree = brandCategories(brand);
    inserted += (await db.insert(categories).values(tree.categories).onConflictDoNothing().returning({ id: categories.id })).length;
    for (let start = 0; start < perBrand; start += PRODUCT_BATCH) {
      const batch: GeneratedProduct[] = [];
      for (let index = start; index < Math.min(perBrand, start + PRODUCT_BATCH); index += 1) batch.push(generateProduct(brand, index, tree.leaves));
      inserted += await insertProducts(db, batch);
    }
  }
  return inserted;
}
