/**
 * Shipment tracking derived from the order's state timestamps: there is no carrier integration, so the events a
 * carrier would report are placed at fixed offsets from the real transitions and only shown once their time has
 * come. An order with only gift cards has no shipment (they are e-mailed).
 */
import type { Shipment, TrackingEvent } from '@sf/contracts';
import type { orders } from './tables';

type OrderRow = typeof orders.$inferSelect;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const DELIVERY_DAYS: Readonly<Record<string, number>> = { express: 1, standard: 5, pickup: 3 };
const WAREHOUSE_CITY: Readonly<Record<string, string>> = { 'eu-dc': 'Venlo, NL', 'us-dc': 'Columbus, OH, US' };

const DESCRIPTIONS: Readonly<Record<TrackingEvent['code'], string>> = {
  ordered: 'Order placed',
  paid: 'Payment confirmed',
  packed: 'Packed at our warehouse',
  shipped: 'Handed to the carrier',
  in_transit: 'On its way',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Order cancelled',
  returned: 'Return received',
};

export function trackingNumberOf(row: Pick<OrderRow, 'orderNumber' | 'warehouseId'>): string {
  return `${row.warehouseId === 'us-dc' ? '1Z' : 'JD'}${row.orderNumber}`;
}

export function shipmentsOf(row: OrderRow, now: Date = new Date()): Shipment[] {
  // A store pickup order never ships: the store counter's status tells its progress.
  if (!row.items.some((item) => !item.giftCard) || row.pickupStoreId) return [];
  const events: TrackingEvent[] = [];
  const add = (code: TrackingEvent['code'], at: Date | null | undefined, location?: string) => {
    if (at && at.getTime() <= now.getTime()) events.push({ code, at: at.toISOString(), description: DESCRIPTIONS[code], ...(location ? { location } : {}) });
  };
  const warehouse = WAREHOUSE_CITY[row.warehouseId];
  add('ordered', row.createdAt);
  add('paid', row.paidAt);
  if (row.paidAt) {
    const packed = new Date(row.paidAt.getTime() + 2 * HOUR);
    add('packed', row.shippedAt && row.shippedAt < packed ? row.shippedAt : packed, warehouse);
  }
  add('shipped', row.shippedAt, warehouse);
  if (row.shippedAt) {
    const inTransit = new Date(row.shippedAt.getTime() + 8 * HOUR);
    if (!row.deliveredAt || inTransit < row.deliveredAt) add('in_transit', inTransit);
  }
  if (row.deliveredAt) add('out_for_delivery', new Date(row.deliveredAt.getTime() - 3 * HOUR), row.shippingAddress.city);
  add('delivered', row.deliveredAt, row.shippingAddress.city);
  add('cancelled', row.cancelledAt);
  add('returned', row.returnedAt, warehouse);
  events.sort((a, b) => a.at.localeCompare(b.at));

  const last = events.at(-1)?.code;
  const status: Shipment['status'] =
    row.status === 'cancelled'
      ? 'cancelled'
      : row.status === 'returned'
        ? 'returned'
        : row.status === 'delivered'
          ? 'delivered'
          : row.status === 'shipped'
            ? last === 'in_transit'
              ? 'in_transit'
              : 'shipped'
            : 'pending';
  const start = row.paidAt ?? row.createdAt;
  const estimated =
    row.status === 'cancelled' || row.status === 'created' ? null : new Date(start.getTime() + (DELIVERY_DAYS[row.shippingMethod.code] ?? 5) * DAY);
  return [
    {
      shipmentId: `${row.orderNumber}-1`,
      shippingMethod: row.shippingMethod,
      status,
      carrier: row.warehouseId === 'us-dc' ? 'UPS' : 'DPD',
      trackingNumber: row.shippedAt ? trackingNumberOf(row) : null,
      estimatedDelivery: row.deliveredAt ? row.deliveredAt.toISOString().slice(0, 10) : estimated ? estimated.toISOString().slice(0, 10) : null,
      events,
    },
  ];
}
