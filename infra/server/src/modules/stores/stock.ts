/**
 * A store's stock for pickup orders, taken and given back like the warehouses' (catalog/stock.ts): one statement locks
 * the order's rows in variant-id order (so two orders never wait on each other in opposite orders) and decrements each
 * only when the locked, latest quantity covers the line. A second order racing for the last unit waits for the lock,
 * re-reads the quantity and takes nothing; the check constraint (quantity >= 0) backs this up. Callers pass their
 * transaction so the decrement commits or rolls back with the order.
 */
import type { Database } from '../../db/client';
import { run, statement } from '../../db/statements';

export interface StoreStockLine {
  variantId: string;
  quantity: number;
}

/** Either every line was taken, or the first (by variant id) that could not be is named and the caller rolls back. */
export type StoreStockReservation = { ok: true } | { ok: false; variantId: string };

const byVariant = (a: StoreStockLine, b: StoreStockLine) => (a.variantId < b.variantId ? -1 : a.variantId > b.variantId ? 1 : 0);

/** $1 variant ids, $2 units (same order), $3 store: returns the rows it decremented. */
const TAKE_ALL = statement<{ variantId: string }>(
  'stores_take_stock_lines',
  `with wanted as (
    select w.variant_id, sum(w.units)::int as units from unnest($1::text[], $2::int[]) as w(variant_id, units) group by w.variant_id
  ),
  locked as (
    select i.variant_id, i.quantity as stock, wanted.units
    from store_inventory i join wanted on wanted.variant_id = i.variant_id
    where i.store_id = $3
    order by i.variant_id
    for update of i
  )
  update store_inventory i set quantity = i.quantity - locked.units
  from locked
  where i.store_id = $3 and i.variant_id = locked.variant_id and locked.stock >= locked.units
  returning i.variant_id as "variantId"`,
);
const PUT_BACK = statement<{ quantity: number }>(
  'stores_put_back_stock',
  'update store_inventory set quantity = quantity + $1 where store_id = $2 and variant_id = $3 returning quantity',
);
const STOCK_OF = statement<{ storeId: string; variantId: string; quantity: number }>(
  'stores_stock_of',
  `select store_id as "storeId", variant_id as "variantId", quantity from store_inventory
  where store_id = any($1::text[]) and variant_id = any($2::text[])`,
);

export async function reserveStoreStock(tx: Database, storeId: string, lines: readonly StoreStockLine[]): Promise<StoreStockReservation> {
  if (lines.length === 0) return { ok: true };
  const sorted = [...lines].sort(byVariant);
  const taken = await run(tx, TAKE_ALL, [sorted.map((line) => line.variantId), sorted.map((line) => line.quantity), storeId]);
  const done = new Set(taken.map((row) => row.variantId));
  const short = sorted.find((line) => !done.has(line.variantId));
  return short ? { ok: false, variantId: short.variantId } : { ok: true };
}

/** Puts a cancelled or expired pickup order's units back on the store's shelf. */
export async function releaseStoreStock(tx: Database, storeId: string, lines: readonly StoreStockLine[]): Promise<void> {
  for (const line of [...lines].sort(byVariant)) await run(tx, PUT_BACK, [line.quantity, storeId, line.variantId]);
}

/** Units of these variants per store (missing rows: the store does not carry the size). */
export async function storeStockOf(db: Database, storeIds: readonly string[], variantIds: readonly string[]): Promise<Map<string, Map<string, number>>> {
  const stock = new Map<string, Map<string, number>>();
  if (storeIds.length === 0 || variantIds.length === 0) return stock;
  const rows = await run(db, STOCK_OF, [[...storeIds], [...variantIds]]);
  for (const row of rows) {
    const ofStore = stock.get(row.storeId) ?? new Map<string, number>();
    ofStore.set(row.variantId, row.quantity);
    stock.set(row.storeId, ofStore);
  }
  return stock;
}
