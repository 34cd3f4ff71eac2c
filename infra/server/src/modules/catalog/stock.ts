/**
 * Reserving and releasing stock for orders. Each line is one conditional UPDATE (`quantity >= n`), so concurrent
 * checkouts can never take the last unit twice: the row lock makes the second one re-check the new quantity.
 * Callers pass their transaction handle so the decrement commits or rolls back with the rest of the order.
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { WarehouseId } from './index-records';
import { inventory } from './tables';

export interface StockLine {
  variantId: string;
  quantity: number;
}

/** Either every line is decremented, or the first line that could not be is named (the caller rolls back). */
export type StockReservation = { ok: true } | { ok: false; variantId: string };

export async function reserveStock(tx: Database, warehouse: WarehouseId, lines: readonly StockLine[]): Promise<StockReservation> {
  // A fixed order (by variant id) keeps two orders with the same variants from locking rows in opposite orders.
  const sorted = [...lines].sort((a, b) => (a.variantId < b.variantId ? -1 : a.variantId > b.variantId ? 1 : 0));
  for (const line of sorted) {
    const updated = await tx
      .update(inventory)
      .set({ quantity: sql`${inventory.quantity} - ${line.quantity}` })
      .where(and(eq(inventory.variantId, line.variantId), eq(inventory.warehouseId, warehouse), gte(inventory.quantity, line.quantity)))
      .returning({ variantId: inventory.variantId });
    if (updated.length === 0) return { ok: false, variantId: line.variantId };
  }
  return { ok: true };
}

/** Puts units back (a cancelled or declined order). */
export async function releaseStock(tx: Database, warehouse: WarehouseId, lines: readonly StockLine[]): Promise<void> {
  const sorted = [...lines].sort((a, b) => (a.variantId < b.variantId ? -1 : a.variantId > b.variantId ? 1 : 0));
  for (const line of sorted) {
    await tx
      .update(inventory)
      .set({ quantity: sql`${inventory.quantity} + ${line.quantity}` })
      .where(and(eq(inventory.variantId, line.variantId), eq(inventory.warehouseId, warehouse)));
  }
}
