/**
 * Issue 25, store pickup: a pickup order takes its units from the chosen store only (never the warehouse, never another
 * store), pays no delivery, never ships, and gives the units back when cancelled; the store counter marks it ready
 * (one e-mail however often it is clicked) and hands it over by the code in the e-mail.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { OutboxMessage, PlaceOrderBody, PlaceOrderResult } from '@sf/contracts';
import { describeDatabases } from '../../test/databases';
import { storeInventory } from '../stores/tables';
import { CARDS, checkoutFixtures } from '../../test/checkout-fixtures';

const MANCHESTER = 'northbound-gb-manchester';
const EDINBURGH = 'northbound-gb-edinburgh';
const PERSON = { name: 'Grace Hopper', email: 'Grace@Example.com', phone: '+44 161 496 0000' };

describeDatabases('store pickup: checkout, stock per store, store counter', (context) => {
  const f = checkoutFixtures(context);
  const outbox = async () => ((await f.dev('GET', '/api/dev/outbox')).json() as { messages: OutboxMessage[] }).messages;

  const setStoreUnits = (storeId: string, variantId: string, quantity: number) =>
    context.db
      .update(storeInventory)
      .set({ quantity })
      .where(and(eq(storeInventory.storeId, storeId), eq(storeInventory.variantId, variantId)));
  const storeUnits = async (storeId: string, variantId: string) => {
    const [row] = await context.db
      .select({ quantity: storeInventory.quantity })
      .from(storeInventory)
      .where(and(eq(storeInventory.storeId, storeId), eq(storeInventory.variantId, variantId)));
    return row?.quantity ?? -1;
  };
  const pickupBody = async (storeId: string, variantId: string, card: string = CARDS.approve): Promise<PlaceOrderBody> => ({
    ...(await f.body(await f.basketWith(variantId, 1), [{ code: 'CARD', token: await f.token(card) }])),
    shippingMethod: 'pickup',
    pickup: { storeId, person: PERSON },
  });

  let placedOrder = '';

  it('takes the units from the chosen store only, charges no delivery and never ships', async () => {
    const { variantId } = await f.variantWithStock(10);
    await setStoreUnits(MANCHESTER, variantId, 2);
    await setStoreUnits(EDINBURGH, variantId, 5);
    const delivered = await f.basketWith(variantId, 1);
    const placed = await f.place(await pickupBody(MANCHESTER, variantId));
    expect(placed.statusCode, placed.body).toBe(201);
    const { order } = placed.json() as PlaceOrderResult;
    placedOrder = order.orderNumber;
    expect(order.pickup).toEqual({ storeId: MANCHESTER, person: { ...PERSON, email: 'grace@example.com' }, status: 'waiting' });
    expect(order.totals.shipping).toBe(0);
    // The same item delivered costs the standard delivery on top.
    expect(order.totals.total).toBe(delivered.totals.total - delivered.totals.shipping);
    expect(order.shipments).toEqual([]);
    expect(await storeUnits(MANCHESTER, variantId)).toBe(1);
    expect(await storeUnits(EDINBURGH, variantId)).toBe(5);
    expect(await f.stockOf(variantId)).toBe(10);
  });

  it('refuses an item the store does not have, a store without click and collect and a pickup without a store', async () => {
    const { variantId } = await f.variantWithStock(10, 1);
    await setStoreUnits(MANCHESTER, variantId, 0);
    const refused = await f.place(await pickupBody(MANCHESTER, variantId));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/is not in stock at Northbound Manchester: choose another store, or delivery/);
    expect(await f.stockOf(variantId)).toBe(10);
    const keswick = await f.place(await pickupBody('northbound-gb-keswick', variantId));
    expect(keswick.statusCode).toBe(400);
    expect(keswick.json().message).toMatch(/does not offer click and collect/);
    const otherBrand = await f.place(await pickupBody('kerbside-gb-bristol', variantId));
    expect(otherBrand.statusCode).toBe(400);
    const { pickup: _pickup, ...withoutStore } = await pickupBody(MANCHESTER, variantId);
    const missing = await f.place(withoutStore);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/pickup/);
  });

  it("puts a declined pickup order's units back in its store", async () => {
    const { variantId } = await f.variantWithStock(10, 2);
    await setStoreUnits(EDINBURGH, variantId, 1);
    const declined = await f.place(await pickupBody(EDINBURGH, variantId, CARDS.decline));
    expect(declined.statusCode).toBe(402);
    expect(await storeUnits(EDINBURGH, variantId)).toBe(1);
  });

  it('lets store staff mark it ready once (one e-mail for a double click) and hand it over by its code', async () => {
    expect((await f.inject('GET', `/api/internal/pickups?storeId=${MANCHESTER}`)).statusCode).toBe(401);
    const list = await f.dev('GET', `/api/internal/pickups?storeId=${MANCHESTER}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().orders.map((order: { orderNumber: string }) => order.orderNumber)).toContain(placedOrder);
    const early = await f.dev('POST', '/api/internal/pickups/collect', { storeId: MANCHESTER, code: placedOrder });
    expect(early.statusCode).toBe(409);
    const clicks = await Promise.all([1, 2, 3].map(() => f.dev('POST', `/api/internal/pickups/${placedOrder}/ready`, { storeId: MANCHESTER })));
    expect(clicks.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    for (const click of clicks) expect(click.json().status).toBe('ready');
    const mails = (await outbox()).filter((message) => message.orderNumber === placedOrder && message.kind === 'pickup_ready');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'grace@example.com', subject: `Your order ${placedOrder} is ready to collect at Northbound Manchester` });
    expect(mails[0]?.html).toContain('pickup-code.svg');
    // Typed at the counter with a space and in lower case.
    const typed = `${placedOrder.slice(0, 5).toLowerCase()} ${placedOrder.slice(5)}`;
    const wrongStore = await f.dev('POST', '/api/internal/pickups/collect', { storeId: EDINBURGH, code: typed });
    expect(wrongStore.statusCode).toBe(404);
    // A double scan at the counter: every answer says collected, and the order is handed over once.
    const scans = await Promise.all([1, 2, 3].map(() => f.dev('POST', '/api/internal/pickups/collect', { storeId: MANCHESTER, code: typed })));
    for (const collected of scans) {
      expect(collected.statusCode, collected.body).toBe(200);
      expect(collected.json()).toMatchObject({ status: 'collected', orderNumber: placedOrder });
    }
    const again = await f.dev('POST', '/api/internal/pickups/collect', { storeId: MANCHESTER, code: placedOrder });
    expect(again.json().status).toBe('collected');
    const details = await f.inject('GET', `/api/orders/${placedOrder}?email=ada%40example.com`);
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json()).toMatchObject({ status: 'delivered', shipments: [], pickup: { status: 'collected' } });
  });

  it("draws the pickup barcode for the order's e-mail only", async () => {
    const svg = await f.inject('GET', `/api/orders/${placedOrder}/pickup-code.svg?email=ada%40example.com`);
    expect(svg.statusCode, svg.body).toBe(200);
    expect(svg.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(svg.body).toContain('<svg');
    expect((await f.inject('GET', `/api/orders/${placedOrder}/pickup-code.svg?email=someone%40example.com`)).statusCode).toBe(404);
    expect((await f.inject('GET', `/api/orders/${randomUUID().slice(0, 8)}/pickup-code.svg?email=ada%40example.com`)).statusCode).toBe(404);
  });
});
