/**
 * Reserving and releasing stock for orders. A line is taken only by a conditional decrement under the row's lock
 * (`quantity >= n` on the latest row), so concurrent checkouts can never take the last unit twice: the second one
 * waits for the lock and re-checks the new quantity.
 * Callers pass their transaction handle so the decrement commits or rolls back with the rest of the order.
 */
import type { Database } from '../../db/client';
import { run, statement } from '../../db/statements';
import type { WarehouseId } from './index-records';
import { FEW_LEFT } from './product-detail';
import { LOW_STOCK_THRESHOLD } from './product-read-model';

export interface StockLine {
  variantId: string;
  quantity: number;
}

/**
 * Pages show stock only near zero: whether a size is in stock, "only N left" (FEW_LEFT) and the low-stock badge (at
 * most LOW_STOCK_THRESHOLD units over a product, so each of its sizes is at or below it too). A change that keeps a
 * size above this limit before and after shows nowhere, so listings and page caches need no refresh for it: most
 * sales of a well-stocked size.
 */
export const SHOWN_STOCK_LIMIT = Math.max(FEW_LEFT, LOW_STOCK_THRESHOLD);

/**
 * Either every line is decremented (`shownChanged`: the products whose shown stock changed, see SHOWN_STOCK_LIMIT),
 * or the first line that could not be is named (the caller rolls back).
 */
export type StockReservation = { ok: true; shownChanged: string[] } | { ok: false; variantId: string };

/**
 * Every line of an order in one statement (one round trip whatever the number of lines). $1 variant ids, $2 units
 * (same order), $3 warehouse. The rows are locked first, in variant-id order (`locked`: ORDER BY under FOR UPDATE
 * locks as it sorts), so two orders with the same variants never wait on each other in opposite orders; each row is
 * then decremented only when the locked (latest) quantity covers the line. Returns the decremented rows; a missing
 * line is one with too few units left (or none in this warehouse), and the caller rolls the whole order back.
 */
const TAKE_ALL = statement<{ variantId: string; productId: string; left: number }>(
  'catalog_take_stock_lines',
  `with wanted as (
    select w.variant_id, sum(w.units)::int as units from unnest($1::text[], $2::int[]) as w(variant_id, units) group by w.variant_id
  ),
  locked as (
    select i.variant_id, i.quantity as stock, wanted.units
    from catalog_inventory i join wanted on wanted.variant_id = i.variant_id
    where i.warehouse_id = $3
    order by i.variant_id
    for update of i
  ),
  taken as (
    update catalog_inventory i set quantity = i.quantity - locked.units
    from locked
    where i.variant_id = locked.variant_id and i.warehouse_id = $3 and locked.stock >= locked.units
    returning i.variant_id, i.product_id, i.quantity
  )
  select variant_id as "variantId", product_id as "productId", quantity as "left" from taken`,
);
const PUT_BACK = statement<{ productId: string; left: number }>(
  'catalog_put_back_stock',
  `update catalog_inventory set quantity = quantity + $1 where variant_id = $2 and warehouse_id = $3
  returning product_id as "productId", quantity as "left"`,
);

const shownChange = (productId: string, lower: number, into: Set<string>) => {
  if (lower <= SHOWN_STOCK_LIMIT) into.add(productId);
};

export async function reserveStock(tx: Database, warehouse: WarehouseId, lines: readonly StockLine[]): Promise<StockReservation> {
  if (lines.length === 0) return { ok: true, shownChanged: [] };
  const sorted = [...lines].sort((a, b) => (a.variantId < b.variantId ? -1 : a.variantId > b.variantId ? 1 : 0));
  const taken = await run(tx, TAKE_ALL, [sorted.map((line) => line.variantId), sorted.map((line) => line.quantity), warehouse]);
  const done = new Set(taken.map((row) => row.variantId));
  // The first line (by variant id) that could not be taken is the one to name; the caller rolls the rest back.
  const short = sorted.find((line) => !done.has(line.variantId));
  if (short) return { ok: false, variantId: short.variantId };
  const shownChanged = new Set<string>();
  for (const row of taken) shownChange(row.productId, row.left, shownChanged);
  return { ok: true, shownChanged: [...shownChanged] };
}

/** Puts units back (a cancelled or declined order); returns the products whose shown stock changed. */
export async function releaseStock(tx: Database, warehouse: WarehouseId, lines: readonly StockLine[]): Promise<string[]> {
  const sorted = [...lines].sort((a, b) => (a.variantId < b.variantId ? -1 : a.variantId > b.variantId ? 1 : 0));
  const shownChanged = new Set<string>();
  for (const line of sorted) {
    const [updated] = await run(tx, PUT_BACK, [line.quantity, line.variantId, warehouse]);
    if (updated) shownChange(updated.productId, updated.left - line.quantity, shownChanged);
  }
  return [...shownChanged];
}
