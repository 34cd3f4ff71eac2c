/**
 * Writes the demo catalogue. Products are inserted ON CONFLICT DO NOTHING, and a batch's colours, variants, stock and
 * prices are written only for the products that batch really inserted, in one transaction: running the seed twice
 * inserts nothing the second time (and is quick), and a larger --products count only adds the extra products.
 */
import { count, sql } from 'drizzle-orm';
import { BRAND_KEYS } from '@sf/remote-contract';
import { affectedRows, insertByUnnest } from '../../db/bulk-insert';
import type { Database } from '../../db/client';
import { brandCategories } from './category-tree';
import { generateProduct, MAX_PRODUCTS_PER_BRAND, type GeneratedProduct } from './product-generator';
import { categories, colours, inventory, prices, products, productTexts, variants } from './tables';

export const DEFAULT_PRODUCTS_PER_BRAND = 300;
const PRODUCT_BATCH = 1000;
/** PostgreSQL allows 65 535 bind parameters per statement (product rows are plain multi-row VALUES). */
const MAX_PARAMETERS = 60_000;

export async function isCatalogSeeded(db: Database): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(products);
  return (row?.value ?? 0) > 0;
}

/** Products go through drizzle (their features column is an array); the wide child tables through unnest. */
async function insertProducts(db: Database, batch: GeneratedProduct[]): Promise<number> {
  return db.transaction(async (tx) => {
    const productRows = batch.map(({ texts: _t, colours: _c, variants: _v, inventory: _i, prices: _p, ...product }) => product);
    const perStatement = Math.floor(MAX_PARAMETERS / Object.keys(productRows[0] ?? { id: 1 }).length);
    const fresh = new Set<string>();
    for (let start = 0; start < productRows.length; start += perStatement) {
      const rows = await tx
        .insert(products)
        .values(productRows.slice(start, start + perStatement))
        .onConflictDoNothing()
        .returning({ id: products.id });
      for (const row of rows) fresh.add(row.id);
    }
    const added = batch.filter((product) => fresh.has(product.id));
    // A transaction is a Database for every query it runs; drizzle types it separately.
    const txDb = tx as unknown as Database;
    let inserted = fresh.size;
    inserted += await insertByUnnest(
      txDb,
      productTexts,
      added.flatMap((product) => product.texts.map((text) => ({ productId: product.id, ...text }))),
    );
    inserted += await insertByUnnest(
      txDb,
      colours,
      added.flatMap((product) => product.colours.map((colour) => ({ productId: product.id, ...colour }))),
    );
    inserted += await insertByUnnest(
      txDb,
      variants,
      added.flatMap((product) => product.variants.map((variant) => ({ productId: product.id, ...variant }))),
    );
    inserted += await insertByUnnest(
      txDb,
      inventory,
      added.flatMap((product) => product.inventory.map((stock) => ({ productId: product.id, ...stock }))),
    );
    inserted += await insertByUnnest(
      txDb,
      prices,
      added.flatMap((product) => product.prices.map((price) => ({ productId: product.id, ...price }))),
    );
    return inserted;
  });
}

export interface SeedCatalogOptions {
  productsPerBrand?: number;
  /** Progress lines for the CLI (large catalogues take minutes). */
  log?: (line: string) => void;
}

/** Returns how many rows were inserted (0 when the catalogue was already complete). */
export async function seedCatalog(db: Database, options: SeedCatalogOptions = {}): Promise<number> {
  const perBrand = options.productsPerBrand ?? DEFAULT_PRODUCTS_PER_BRAND;
  if (!Number.isInteger(perBrand) || perBrand < 1 || perBrand > MAX_PRODUCTS_PER_BRAND) {
    throw new RangeError(`products per brand must be an integer from 1 to ${MAX_PRODUCTS_PER_BRAND}`);
  }
  let inserted = 0;
  for (const brand of BRAND_KEYS) {
    const started = performance.now();
    const tree = brandCategories(brand);
    inserted += affectedRows(await db.insert(categories).values(tree.categories).onConflictDoNothing());
    for (let start = 0; start < perBrand; start += PRODUCT_BATCH) {
      const batch: GeneratedProduct[] = [];
      for (let index = start; index < Math.min(perBrand, start + PRODUCT_BATCH); index += 1) batch.push(generateProduct(brand, index, tree.leaves));
      inserted += await insertProducts(db, batch);
    }
    options.log?.(`catalog: ${brand} ${perBrand} products checked in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  // Fresh planner statistics after a bulk load: without them PostgreSQL picks hash joins over millions of rows for
  // reads that touch a handful (the search index build right after, PDP reads), several times slower.
  if (inserted > 0) await db.execute(sql`analyze ${categories}, ${products}, ${productTexts}, ${colours}, ${variants}, ${inventory}, ${prices}`);
  return inserted;
}
