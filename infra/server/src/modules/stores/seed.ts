/**
 * Writes the demo store directory, the offline geocoding places and the stores' stock; ON CONFLICT DO NOTHING makes
 * reruns insert nothing. Stock needs the catalogue, so the catalogue is seeded first (db/seed.ts).
 */
import { count, sql } from 'drizzle-orm';
import { affectedRows } from '../../db/bulk-insert';
import type { Database } from '../../db/client';
import { placeSeeds } from './places';
import { STORES } from './seed-data';
import { storeInventory, storePlaces, stores } from './tables';

/**
 * A store carries the first products of its brand's range (by id: NB1001, NB1002…), each size with 0 to 4 units
 * drawn from a hash of store and variant: the same on every run and every driver, and about one size in five is out
 * of stock in any one store, so "not in this store, try the next one" happens in the demo.
 */
export const STORE_RANGE_PRODUCTS = 24;
const STORE_STOCK_MAX = 4;

export async function isStoresSeeded(db: Database): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(storePlaces);
  return (row?.value ?? 0) > 0;
}

/** Returns the number of rows inserted (stores, places and stock rows). */
export async function seedStores(db: Database): Promise<number> {
  const inserted = await db.insert(stores).values(STORES).onConflictDoNothing().returning({ id: stores.id });
  const places = await db.insert(storePlaces).values(placeSeeds()).onConflictDoNothing().returning({ key: storePlaces.key });
  const stock = await db.execute(sql`
    insert into ${storeInventory} (store_id, variant_id, product_id, quantity)
    select s.id, v.id, v.product_id, abs(hashtext(s.id || '/' || v.id)) % ${STORE_STOCK_MAX + 1}
    from stores s
    join lateral (
      select p.id from catalog_products p where p.brand = s.brand order by p.id limit ${STORE_RANGE_PRODUCTS}
    ) p on true
    join catalog_variants v on v.product_id = p.id
    on conflict do nothing`);
  return inserted.length + places.length + affectedRows(stock);
}
