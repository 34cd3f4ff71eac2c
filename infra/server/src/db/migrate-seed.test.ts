import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidCategoryPath, PRODUCT_ID_PATTERN, productPath } from '@sf/contracts';
import { BRAND_KEYS } from '@sf/remote-contract';
import { availableDrivers, createTestDatabase, type TestDatabase } from '../test/databases';
import { BOOT_LOCK, type DatabaseHandle } from './client';
import { seedAll, seedIfEmpty } from './seed';
import { brandCategories } from '../modules/catalog/category-tree';
import { generateProduct } from '../modules/catalog/product-generator';
import { categories, products, variants } from '../modules/catalog/tables';
import { pages } from '../modules/content/tables';

describe('demo data generator', () => {
  it('is deterministic and independent of how many products are generated', () => {
    const { leaves } = brandCategories('northbound');
    expect(generateProduct('northbound', 7, leaves)).toEqual(generateProduct('northbound', 7, leaves));
    expect(generateProduct('northbound', 0, leaves).id).toBe('NB1001');
    expect(generateProduct('kerbside', 0, brandCategories('kerbside').leaves).id).toBe('KS1001');
  });

  it('produces ids, slugs and paths the contracts accept', () => {
    for (const brand of BRAND_KEYS) {
      const tree = brandCategories(brand);
      for (const category of tree.categories) expect(isValidCategoryPath(`/c/${category.slug}`)).toBe(true);
      for (let index = 0; index < 60; index += 1) {
        const product = generateProduct(brand, index, tree.leaves);
        expect(product.id).toMatch(PRODUCT_ID_PATTERN);
        expect(productPath(product.name, product.id)).toMatch(/^\/p\/[a-z0-9-]+-[a-z]{2}\d{4,6}$/);
        expect(product.colours.length).toBeGreaterThanOrEqual(2);
        expect(product.prices.map((price) => price.currency).sort()).toEqual(['CAD', 'CHF', 'EUR', 'GBP', 'PLN', 'USD']);
        for (const price of product.prices) if (price.saleAmount !== null) expect(price.saleAmount).toBeLessThan(price.listAmount);
      }
    }
  });
});

for (const driver of availableDrivers()) {
  describe(`migrations and seed [${driver}]`, () => {
    let database: TestDatabase;
    let handle: DatabaseHandle;
    const countRows = async () => {
      const [[productCount], [variantCount], [categoryCount], [pageCount]] = await Promise.all([
        handle.db.select({ value: count() }).from(products),
        handle.db.select({ value: count() }).from(variants),
        handle.db.select({ value: count() }).from(categories),
        handle.db.select({ value: count() }).from(pages),
      ]);
      return { products: productCount?.value, variants: variantCount?.value, categories: categoryCount?.value, pages: pageCount?.value };
    };

    beforeAll(async () => {
      database = await createTestDatabase(driver, { empty: true });
      handle = await database.open();
    });
    afterAll(async () => {
      await handle?.close();
      await database?.dispose();
    });

    it('migrates an empty database, including the pg_trgm extension', async () => {
      await handle.migrate();
      await handle.migrate();
      // Both drivers return { rows } from execute(); the cast only names the column.
      const { rows } = (await handle.db.execute(sql`select similarity('hiker', 'hiking') as similarity`)) as unknown as { rows: Array<{ similarity: number }> };
      expect(rows[0]?.similarity).toBeGreaterThan(0);
    });

    it('seeds the demo data once; a second run inserts nothing', async () => {
      expect(await seedIfEmpty(handle.db, { productsPerBrand: 20 })).toBeGreaterThan(0);
      const first = await countRows();
      expect(first.products).toBe(20 * BRAND_KEYS.length);
      expect(await seedAll(handle.db, { productsPerBrand: 20 })).toBe(0);
      expect(await seedIfEmpty(handle.db)).toBe(0);
      expect(await countRows()).toEqual(first);
      // The bulk write was vacuumed: every page of the search documents is marked all-visible (index-only reads).
      const { rows: pages } = (await handle.db.execute(sql`select relpages, relallvisible from pg_class where relname = 'search_documents'`)) as unknown as {
        rows: Array<{ relpages: number; relallvisible: number }>;
      };
      expect(pages[0]?.relpages).toBeGreaterThan(0);
      expect(pages[0]?.relallvisible).toBe(pages[0]?.relpages);
    });

    it('grows to a larger count by adding only the missing products', async () => {
      const inserted = await seedAll(handle.db, { productsPerBrand: 25 });
      expect(inserted).toBeGreaterThan(0);
      expect((await countRows()).products).toBe(25 * BRAND_KEYS.length);
      expect(await seedAll(handle.db, { productsPerBrand: 25 })).toBe(0);
    });
  });
}

// Issue 28: three instances of a scaled deployment start together on one empty PostgreSQL.
describe.skipIf(!availableDrivers().includes('postgres'))('three instances starting at once on an empty PostgreSQL', () => {
  it('migrate and seed one after another under the boot lock: one seeds, the others find the data', { timeout: 240_000 }, async () => {
    const database = await createTestDatabase('postgres', { empty: true });
    const handles = await Promise.all([database.open(), database.open(), database.open()]);
    try {
      // What the database plugin does at boot: the boot lock, then migrations and seeds, then the release.
      const inserted = await Promise.all(
        handles.map(async (each) => {
          const release = await (each.holdLock as NonNullable<DatabaseHandle['holdLock']>)(BOOT_LOCK);
          try {
            await each.migrate();
            return await seedIfEmpty(each.db, { productsPerBrand: 5 });
          } finally {
            await release();
          }
        }),
      );
      expect(inserted.filter((rows) => rows > 0)).toHaveLength(1);
      expect(inserted.filter((rows) => rows === 0)).toHaveLength(2);
      const [row] = await (handles[0] as DatabaseHandle).db.select({ value: count() }).from(products);
      expect(row?.value).toBe(5 * BRAND_KEYS.length);
    } finally {
      for (const each of handles) await each.close();
      await database.dispose();
    }
  });
});
