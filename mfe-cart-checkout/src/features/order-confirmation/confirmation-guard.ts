import type { Order } from '@sf/contracts';
import type { LastOrder } from '../../shared/last-order';

/** Why a visitor is sent home instead of seeing a confirmation (written to the info log, spec §4). */
export type ResetReason = 'no-stored-order' | 'order-number-mismatch' | 'order-not-found' | 'order-not-finalized';

/** Which stored order may be shown for this URL, before anything is fetched. */
export function storedOrderFor(queryOrderNumber: string | undefined, stored: LastOrder | null): LastOrder | ResetReason {
  if (!stored) return 'no-stored-order';
  if (!queryOrderNumber || queryOrderNumber !== stored.orderNumber) return 'order-number-mismatch';
  return stored;
}

/** Spec §4: only a finalized order is confirmed. */
export function confirmable(order: Order | null): Order | ResetReason {
  if (!order) return 'order-not-found';
  return order.isFinalized ? order : 'order-not-finalized';
}

/** Links out of the confirmation keep the storeContext query (spec §2). */
export function withStoreContext(path: string, storeContext: string | undefined): string {
  if (!storeContext) return path;
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}${new URLSearchParams({ storeContext }).toString()}`;
}
