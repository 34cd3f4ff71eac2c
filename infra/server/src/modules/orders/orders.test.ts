import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Order, OrderStatus, OrderSummary, PlaceOrderResult } from '@sf/contracts';
import { ORDER_STATUSES } from '@sf/contracts/api';
import { describeDatabases } from '../../test/databases';
import { checkoutFixtures } from '../../test/checkout-fixtures';
import { ORDER_TRANSITIONS, canTransition } from './state-machine';
import { pdfCode39, pdfText } from '../../test/pdf-reader';
import { renderReturnLabel } from './return-label';
import { orders } from './tables';
import { orderTexts } from './texts';

describe('order state machine', () => {
  const allowed: Array<[OrderStatus, OrderStatus]> = [
    ['created', 'paid'],
    ['created', 'cancelled'],
    ['paid', 'shipped'],
    ['paid', 'cancelled'],
    ['shipped', 'delivered'],
    ['shipped', 'returned'],
    ['delivered', 'returned'],
  ];
  it.each(ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const)))('%s → %s', (from, to) => {
    expect(canTransition(from, to)).toBe(allowed.some(([a, b]) => a === from && b === to));
  });
  it('has no way out of cancelled or returned', () => {
    expect(ORDER_TRANSITIONS.cancelled).toEqual([]);
    expect(ORDER_TRANSITIONS.returned).toEqual([]);
  });
});

describeDatabases('orders: lookup, details, tracking, return label', (context) => {
  const f = checkoutFixtures(context);
  let ip = 0;
  /** Each call from its own address, so rate limits only bite where a test means them to. */
  const get = (url: string, remoteAddress = `10.0.0.${++ip}`) => context.app.inject({ method: 'GET', url, remoteAddress });
  const lookup = (payload: object, remoteAddress = `10.1.0.${++ip}`) =>
    context.app.inject({ method: 'POST', url: '/api/orders/lookup', payload, remoteAddress });

  async function placed(): Promise<Order> {
    const { variantId } = await f.variantWithStock(10, 5);
    const basket = await f.basketWith(variantId, 1);
    const response = await f.place(await f.body(basket, undefined, 'Grace@Example.com'));
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as PlaceOrderResult).order;
  }
  const setStatus = (orderNumber: string, status: OrderStatus) => f.dev('POST', `/api/dev/orders/${orderNumber}/status`, { status });

  it('looks an order up by e-mail and number, with one 404 message for either being wrong', async () => {
    const order = await placed();
    const found = await lookup({ email: 'grace@example.com', orderNumber: order.orderNumber.toLowerCase() });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json() as OrderSummary).toMatchObject({ orderNumber: order.orderNumber, status: 'paid', itemCount: 1 });
    const wrongEmail = await lookup({ email: 'other@example.com', orderNumber: order.orderNumber });
    const wrongNumber = await lookup({ email: 'grace@example.com', orderNumber: 'NB00000000' });
    const garbage = await lookup({ email: 'grace@example.com', orderNumber: 'x' });
    for (const response of [wrongEmail, wrongNumber, garbage]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'We could not find an order with these details' });
    }
  });

  it('rate limits lookups per IP with 429 and Retry-After', async () => {
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let attempt = 0; attempt < 12; attempt++) {
      const response = await lookup({ email: 'grace@example.com', orderNumber: 'NB00000000' }, '10.9.9.9');
      statuses.push(response.statusCode);
      if (response.statusCode === 429) retryAfter = String(response.headers['retry-after']);
    }
    expect(statuses.slice(0, 10).every((status) => status === 404)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect((await lookup({ email: 'grace@example.com', orderNumber: 'NB00000000' }, '10.9.9.8')).statusCode).toBe(404);
  });

  it('shows details and the confirmation only when the e-mail matches; tracking follows the state', async () => {
    const order = await placed();
    const email = encodeURIComponent('grace@example.com');
    expect((await get(`/api/orders/${order.orderNumber}?email=other%40example.com`)).statusCode).toBe(404);
    const details = (await get(`/api/orders/${order.orderNumber}?email=${email}`)).json() as Order;
    expect(details.shipments[0]).toMatchObject({ status: 'pending', carrier: 'DPD', trackingNumber: null });
    expect(details.shipments[0]?.events.map((event) => event.code)).toEqual(['ordered', 'paid']);
    const confirmation = (await get(`/api/orders/${order.orderNumber}/confirmation?email=${email}`)).json() as Order;
    expect(confirmation).toMatchObject({ isFinalized: true, orderNumber: order.orderNumber });

    expect((await setStatus(order.orderNumber, 'delivered')).statusCode).toBe(409);
    expect((await setStatus(order.orderNumber, 'shipped')).statusCode).toBe(200);
    // Pretend the parcel left yesterday and arrived now.
    await context.db
      .update(orders)
      .set({
        createdAt: new Date(Date.now() - 31 * 3_600_000),
        paidAt: new Date(Date.now() - 30 * 3_600_000),
        shippedAt: new Date(Date.now() - 24 * 3_600_000),
      })
      .where(eq(orders.orderNumber, order.orderNumber));
    const shipped = (await setStatus(order.orderNumber, 'delivered')).json() as Order;
    expect(shipped.status).toBe('delivered');
    expect(shipped.shipments[0]).toMatchObject({ status: 'delivered', trackingNumber: `JD${order.orderNumber}` });
    expect(shipped.shipments[0]?.events.map((event) => event.code)).toEqual([
      'ordered',
      'paid',
      'packed',
      'shipped',
      'in_transit',
      'out_for_delivery',
      'delivered',
    ]);
  });

  it('prints a return label PDF with a scannable barcode for an eligible order, 409 otherwise', async () => {
    const order = await placed();
    const url = `/api/orders/${order.orderNumber}/return-label.pdf?email=grace%40example.com`;
    const label = await get(url);
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toBe('application/pdf');
    const pdf = new Uint8Array(label.rawPayload);
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain(`R${order.orderNumber}`);
    expect(text).toContain('Ada Lovelace');
    // The barcode scans back to the return reference.
    expect(await pdfCode39(pdf)).toBe(`R${order.orderNumber}`);

    await context.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 31 * 24 * 3_600_000) })
      .where(eq(orders.orderNumber, order.orderNumber));
    const late = await get(url);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: expect.stringMatching(/30-day return period/) });
    expect((await get(url.replace('grace', 'nobody'))).statusCode).toBe(404);
  });

  it('prints Polish, Greek and Cyrillic letters on the return label as written', async () => {
    const order = await placed();
    const shippingAddress = {
      ...order.shippingAddress,
      firstName: 'Michał',
      lastName: 'Gęślą-Дмитриев',
      addressLine1: 'ul. Żółkiewskiego 12',
      city: 'Łódź',
      postalCode: '90-001',
      region: 'Ωμέγα',
    };
    const pdf = new Uint8Array(await renderReturnLabel({ ...order, shippingAddress }, 'eu-dc', 'DPD', orderTexts(context.app.i18n, 'northbound', 'pl-pl')));
    const text = await pdfText(pdf);
    for (const written of ['Michał Gęślą-Дмитриев', 'ul. Żółkiewskiego 12', '90-001 Łódź, Ωμέγα']) expect(text).toContain(written);
    expect(await pdfCode39(pdf)).toBe(`R${order.orderNumber}`);
  });
});
