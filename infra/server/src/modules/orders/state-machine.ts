/**
 * Order states and the only transitions allowed between them. created → paid once the payment is authorized;
 * a created order whose payment fails, or a paid one not yet shipped, can be cancelled; shipped and delivered
 * orders can come back (returned). Nothing leaves cancelled or returned.
 */
import type { OrderStatus } from '@sf/contracts';
import { conflict } from '../../http-errors';

export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  created: ['paid', 'cancelled'],
  paid: ['shipped', 'cancelled'],
  shipped: ['delivered', 'returned'],
  delivered: ['returned'],
  cancelled: [],
  returned: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

export function assertTransition(orderNumber: string, from: OrderStatus, to: OrderStatus): void {
  if (!canTransition(from, to)) throw conflict(`Order ${orderNumber} cannot go from ${from} to ${to}`);
}

/** The timestamp column each state sets when entered. */
export const STATUS_TIMESTAMP = {
  paid: 'paidAt',
  shipped: 'shippedAt',
  delivered: 'deliveredAt',
  cancelled: 'cancelledAt',
  returned: 'returnedAt',
} as const satisfies Partial<Record<OrderStatus, string>>;
