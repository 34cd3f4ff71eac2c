/**
 * The signed-in shopper's own orders as the bot answers about them. Every read is scoped to the customer id (the
 * orders module's forCustomer/history): another customer's order number reads exactly like an unknown one.
 */
import type { OrderStatus } from '@sf/contracts';
import type { OrderRow, OrdersService } from '../orders';

export interface OrderStatusView {
  orderNumber: string;
  status: OrderStatus;
  /** ISO date-time. */
  placedAt: string;
  shipment: { carrier: string; trackingNumber: string | null; estimatedDelivery: string | null } | null;
}

export interface CustomerOrders {
  /** The customer's order with this number; null for someone else's order or an unknown number alike. */
  mine(customerId: string, orderNumber: string): Promise<OrderStatusView | null>;
  /** The customer's most recent purchase, or null. */
  latest(customerId: string): Promise<OrderStatusView | null>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function customerOrdersFrom(orders: Pick<OrdersService, 'forCustomer' | 'history' | 'toOrder'>): CustomerOrders {
  const view = (row: OrderRow): OrderStatusView => {
    const order = orders.toOrder(row);
    const shipment = order.shipments[0];
    return {
      orderNumber: order.orderNumber,
      status: order.status,
      placedAt: order.createdAt,
      shipment: shipment ? { carrier: shipment.carrier, trackingNumber: shipment.trackingNumber, estimatedDelivery: shipment.estimatedDelivery } : null,
    };
  };
  // Customer ids are UUIDs; anything else owns no order (and never reaches the uuid column as a query error).
  const mine = async (customerId: string, orderNumber: string) => {
    if (!UUID.test(customerId)) return null;
    const row = await orders.forCustomer(customerId, orderNumber);
    return row ? view(row) : null;
  };
  return {
    mine,
    async latest(customerId) {
      if (!UUID.test(customerId)) return null;
      const [newest] = (await orders.history(customerId, 1, 1)).orders;
      return newest ? mine(customerId, newest.orderNumber) : null;
    },
  };
}
