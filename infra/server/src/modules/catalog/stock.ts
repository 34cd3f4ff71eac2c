/**
 * Reserving and releasing stock for orders. Each line is one conditional UPDATE (`quantity >= n`), so concurrent
 * checkouts can never take the last unit twice: the row lock makes the second one re-check the new quantity.
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

/** $1 units, $2 variant, $3 warehouse; no row: fewer than $1 units left. Every order runs it per line (prepared). */
const TAKE = statement<{ productId: string; left: number }>(
  'catalog_take_stock',
  `update catalog_inventory set quantity = quantity - $1 where variant_id = $2 and warehouse_id = $3 and quantity >= $1
  returning product_id as "productId", quantity as "left"`,
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
  // A fixed order (by variant id) keeps two orders with the same variants from locking rows in opposite orders.
  const sorted = [...lines].sort((a, b) => (a.variantId < b.variantId ? -1 : a.variantId > b.variantId ? 1 : 0));
  const shownChanged = new Set<string>();
  for (const line of sorted) {
    const [updated] = await run(tx, TAKE, [line.quantity, line.variantId, warehouse]);
    if (!updated) return { ok: false, variantId: line.variantId };
    shownChange(updated.productId, updated.left, shownChanged);
  }
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
