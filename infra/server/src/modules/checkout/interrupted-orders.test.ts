/**
 * Issue 28: an instance killed in the middle of place-order leaves an order `created` with its payment's outcome not
 * written to it. The recovery settles each such order from what the payments table recorded: paid when the card was
 * authorised (and a retry with the same key gets that answer), otherwise cancelled with its stock back and any
 * unrecorded attempt voided. The "kill" is a payment call that never returns to the request.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, expect, it, vi } from 'vitest';
import type { PlaceOrderResult } from '@sf/contracts';
import { describeDatabases } from '../../test/databases';
import { orders } from '../orders/tables';
import { payments } from '../payments/tables';
import { CARDS, checkoutFixtures } from '../../test/checkout-fixtures';

const never = () => new Promise<never>(() => undefined);

describeDatabases('orders left half-way by a killed instance', (context) => {
  const f = checkoutFixtures(context);
  afterEach(() => vi.restoreAllMocks());

  /** Places an order whose request "dies" inside the payment step, as `interrupt` decides; returns its row. */
  async function interruptedOrder(interrupt: 'before-payment' | 'after-authorisation' | 'during-provider-call', variantIndex: number) {
    const { variantId } = await f.variantWithStock(3, variantIndex);
    const body = await f.body(await f.basketWith(variantId, 1));
    const key = randomUUID();
    const { payments: service } = context.app;
    const realAuthorize = service.authorize.bind(service);
    vi.spyOn(service, 'authorize').mockImplementation(async (request) => {
      if (interrupt === 'after-authorisation') await realAuthorize(request);
      if (interrupt === 'during-provider-call') {
        await context.db.insert(payments).values({
          id: `pay_${randomUUID().slice(0, 12)}`,
          idempotencyKey: request.idempotencyKey,
          provider: 'CARD',
          status: 'pending',
          amount: request.amount.amount,
          currency: request.amount.currency,
          orderRef: request.orderRef ?? null,
        });
      }
      return never();
    });
    void f.place(body, key);
    const row = await vi.waitFor(
      async () => {
        const [found] = await context.db.select().from(orders).where(eq(orders.basketId, body.basketId));
        if (!found) throw new Error('no order yet');
        return found;
      },
      { timeout: 10_000 },
    );
    await vi.waitFor(() => expect(service.authorize).toHaveBeenCalled(), { timeout: 10_000 });
    // Let the mocked step write what it writes before the "instance" is gone.
    await new Promise((resolve) => setTimeout(resolve, 200));
    vi.restoreAllMocks();
    return { row, body, key, variantId };
  }

  const paymentsOf = (orderNumber: string) => context.db.select().from(payments).where(eq(payments.orderRef, orderNumber));
  const orderRow = async (orderNumber: string) => (await context.db.select().from(orders).where(eq(orders.orderNumber, orderNumber)))[0];

  it('authorised before the instance died: paid and kept, and a retry with the same key gets the paid order', async () => {
    const { row, body, key } = await interruptedOrder('after-authorisation', 1);
    expect(row.status).toBe('created');
    // Younger than the recovery's minimum age: a request may still be working on it.
    expect(await context.app.checkout.recoverInterrupted()).toEqual({ paid: 0, cancelled: 0 });

    expect(await context.app.checkout.recoverInterrupted(0)).toMatchObject({ paid: 1 });
    const paid = await orderRow(row.orderNumber);
    expect(paid?.status).toBe('paid');
    const [payment] = await paymentsOf(row.orderNumber);
    expect(paid?.paymentId).toBe(payment?.id);
    expect(payment?.status).toBe('authorized');

    const retry = await f.place(body, key);
    expect(retry.statusCode).toBeLessThan(300);
    expect((retry.json() as PlaceOrderResult).order.orderNumber).toBe(row.orderNumber);
    // A second instance running the recovery at the same time changes nothing more.
    expect(await context.app.checkout.recoverInterrupted(0)).toEqual({ paid: 0, cancelled: 0 });
  });

  it('died before any payment was attempted: cancelled, its stock back', async () => {
    const { row, variantId } = await interruptedOrder('before-payment', 2);
    const held = await f.stockOf(variantId);
    const recovered = await Promise.all([context.app.checkout.recoverInterrupted(0), context.app.checkout.recoverInterrupted(0)]);
    expect(recovered.reduce((sum, each) => sum + each.cancelled + each.paid, 0)).toBe(1);
    expect((await orderRow(row.orderNumber))?.status).toBe('cancelled');
    expect(await f.stockOf(variantId)).toBe(held + 1);
    expect(await paymentsOf(row.orderNumber)).toEqual([]);
  });

  it('died while the provider answered (outcome unknown): the attempt is voided and the order cancelled', async () => {
    const { row, variantId } = await interruptedOrder('during-provider-call', 3);
    const held = await f.stockOf(variantId);
    expect(await context.app.checkout.recoverInterrupted(0)).toMatchObject({ cancelled: 1 });
    expect((await orderRow(row.orderNumber))?.status).toBe('cancelled');
    expect((await paymentsOf(row.orderNumber)).map((payment) => payment.status)).toEqual(['voided']);
    expect(await f.stockOf(variantId)).toBe(held + 1);
  });

  it('leaves an order waiting for its 3-D Secure answer alone: that is the 30-minute expiry, not an interruption', async () => {
    const { variantId } = await f.variantWithStock(3, 4);
    const challenged = await f.place(await f.body(await f.basketWith(variantId, 1), [{ code: 'CARD', token: await f.token(CARDS.challenge) }]));
    expect(challenged.statusCode).toBe(202);
    const { order } = challenged.json() as PlaceOrderResult;
    expect(await context.app.checkout.recoverInterrupted(0)).toEqual({ paid: 0, cancelled: 0 });
    expect((await orderRow(order.orderNumber))?.status).toBe('created');
  });
});
