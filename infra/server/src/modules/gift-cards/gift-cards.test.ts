import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { GiftCardBalance } from '@sf/contracts';
import { describeDatabases } from '../../test/databases';
import { DEMO_GIFT_CARDS } from './seed';
import { GiftCardError, INVALID_CARD_MESSAGE } from './service';
import { giftCardLedger, giftCards } from './tables';

const demo = (currency: string, index: number) => {
  const card = DEMO_GIFT_CARDS.filter((c) => c.balance.currency === currency)[index];
  if (!card) throw new Error('no demo card');
  return card;
};
const eur = (amount: number) => ({ amount, currency: 'EUR' as const });
let ip = 0;
/** Each test checks from its own address so the per-IP limit only bites where a test means it to. */
const nextIp = () => `198.51.100.${++ip}`;

describeDatabases('gift cards', (context) => {
  const check = async (payload: object, from = nextIp()) => {
    const response = await context.app.inject({ method: 'POST', url: '/api/gift-cards/balance', payload, remoteAddress: from });
    return { status: response.statusCode, body: response.json() as GiftCardBalance & { message?: string }, headers: response.headers };
  };

  it('checks the balance of a demo card, spaces in the number allowed', async () => {
    const card = demo('GBP', 0);
    const response = await check({ number: card.number.replace(/(\d{4})/g, '$1 ').trim(), pin: card.pin });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ maskedNumber: `•••• ${card.number.slice(-4)}`, balance: { amount: 10000, currency: 'GBP' }, status: 'active' });
  });

  it('answers a wrong PIN and an unknown number with the same 404 message', async () => {
    const card = demo('EUR', 0);
    const wrongPin = await check({ number: card.number, pin: '9999' });
    const unknown = await check({ number: '6099000000000001', pin: card.pin });
    expect(wrongPin.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(wrongPin.body.message).toBe(INVALID_CARD_MESSAGE);
    expect(unknown.body).toEqual(wrongPin.body);
  });

  it('rate limits balance checks per IP with 429 and Retry-After', async () => {
    const from = nextIp();
    const card = demo('USD', 0);
    for (let i = 0; i < 10; i++) expect((await check({ number: card.number, pin: i === 9 ? card.pin : '0000' }, from)).status).not.toBe(429);
    const limited = await check({ number: card.number, pin: card.pin }, from);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body.message).toBe('Too many attempts. Try again later.');
    expect((await check({ number: card.number, pin: card.pin })).status).toBe(200);
  });

  it('locks a card after 10 wrong PINs, from any address, answering like a wrong PIN', async () => {
    const { number, pin } = await context.app.giftCards.issue({ amount: eur(1000) });
    for (let i = 0; i < 9; i++) expect(await context.app.giftCards.balance(number, '000000')).toBeNull();
    expect(await context.app.giftCards.balance(number, pin)).not.toBeNull();
    expect(await context.app.giftCards.balance(number, '000000')).toBeNull();
    const locked = await check({ number, pin });
    expect(locked.status).toBe(404);
    expect(locked.body.message).toBe(INVALID_CARD_MESSAGE);
    await expect(context.db.transaction((tx) => context.app.giftCards.debit(tx, { number, pin, amount: eur(100), orderRef: 'LOCKED' }))).rejects.toMatchObject({
      code: 'invalid_card',
    });
    // Other cards are not affected.
    const other = demo('EUR', 0);
    expect((await check({ number: other.number, pin: other.pin })).status).toBe(200);
  });

  it('issues a card whose PIN is stored only as a scrypt hash', async () => {
    const issued = await context.app.giftCards.issue({ amount: eur(2500), recipientEmail: 'friend@example.com', orderNumber: 'NB00000001' });
    expect(issued.number).toMatch(/^\d{16}$/);
    expect(issued.pin).toMatch(/^\d{6}$/);
    const [row] = await context.db.select().from(giftCards).where(eq(giftCards.number, issued.number));
    expect(row?.pinHash).toMatch(/^scrypt\$/);
    expect(row?.pinHash).not.toContain(issued.pin);
    expect(row).toMatchObject({ balance: 2500, currency: 'EUR', createdOrderNumber: 'NB00000001', status: 'active' });
    expect((await check({ number: issued.number, pin: issued.pin })).body.balance).toEqual(eur(2500));
  });

  it('never overdraws under 20 parallel debits of 30.00 on a 100.00 card', async () => {
    const { number, pin } = await context.app.giftCards.issue({ amount: eur(10000) });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        context.db.transaction((tx) => context.app.giftCards.debit(tx, { number, pin, amount: eur(3000), orderRef: `ORDER-${i}` })),
      ),
    );
    const succeeded = results.filter((result) => result.status === 'fulfilled');
    const failed = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(succeeded).toHaveLength(3);
    expect(failed.every((result) => result.reason instanceof GiftCardError && result.reason.code === 'insufficient_balance')).toBe(true);
    const [row] = await context.db.select().from(giftCards).where(eq(giftCards.number, number));
    expect(row?.balance).toBe(1000);
    const ledger = await context.db
      .select()
      .from(giftCardLedger)
      .where(eq(giftCardLedger.giftCardId, row?.id ?? ''));
    expect(ledger.filter((entry) => entry.kind === 'debit').map((entry) => entry.amount)).toEqual([-3000, -3000, -3000]);
  });

  it('debits inside the caller transaction: a later failure rolls the debit back', async () => {
    const { number, pin } = await context.app.giftCards.issue({ amount: eur(5000) });
    await expect(
      context.db.transaction(async (tx) => {
        await context.app.giftCards.debit(tx, { number, pin, amount: eur(2000), orderRef: 'ROLLBACK' });
        throw new Error('order failed after the debit');
      }),
    ).rejects.toThrow('order failed');
    expect((await check({ number, pin })).body.balance).toEqual(eur(5000));
  });

  it('refuses a wrong PIN, another currency and a bad amount when debiting', async () => {
    const { number, pin } = await context.app.giftCards.issue({ amount: eur(5000) });
    const debit = (input: { pin?: string; amount?: { amount: number; currency: 'EUR' | 'GBP' } }) =>
      context.db.transaction((tx) => context.app.giftCards.debit(tx, { number, pin: input.pin ?? pin, amount: input.amount ?? eur(100), orderRef: 'X' }));
    await expect(debit({ pin: '000000' })).rejects.toMatchObject({ code: 'invalid_card', statusCode: 400, message: INVALID_CARD_MESSAGE });
    await expect(debit({ amount: { amount: 100, currency: 'GBP' } })).rejects.toMatchObject({ code: 'currency_mismatch', statusCode: 409 });
    await expect(debit({ amount: eur(0) })).rejects.toMatchObject({ statusCode: 400 });
    await expect(debit({ amount: eur(5001) })).rejects.toMatchObject({ code: 'insufficient_balance' });
  });

  it('refunds up to what the order took, and the CHECK keeps balances from going negative', async () => {
    const { number, pin } = await context.app.giftCards.issue({ amount: eur(10000) });
    await context.db.transaction((tx) => context.app.giftCards.debit(tx, { number, pin, amount: eur(6000), orderRef: 'NB1' }));
    const refunded = await context.db.transaction((tx) => context.app.giftCards.refund(tx, { number, amount: eur(2500), orderRef: 'NB1' }));
    expect(refunded.balance).toEqual(eur(6500));
    await expect(context.db.transaction((tx) => context.app.giftCards.refund(tx, { number, amount: eur(3501), orderRef: 'NB1' }))).rejects.toMatchObject({
      statusCode: 409,
    });
    await expect(context.db.transaction((tx) => context.app.giftCards.refund(tx, { number, amount: eur(1), orderRef: 'OTHER' }))).rejects.toMatchObject({
      statusCode: 409,
    });
    await context.db.transaction((tx) => context.app.giftCards.refund(tx, { number, amount: eur(3500), orderRef: 'NB1' }));
    expect((await check({ number, pin })).body.balance).toEqual(eur(10000));
    await expect(context.db.execute(sql`update gift_cards set balance = -1 where number = ${number}`)).rejects.toThrow();
  });

  it.each([
    [{ number: '601000000000000', pin: '1234' }],
    [{ number: '60100000000000011', pin: '1234' }],
    [{ number: 'abcdabcdabcdabcd', pin: '1234' }],
    [{ number: '6010000000000001', pin: '12' }],
    [{ number: '6010000000000001', pin: "1234' OR '1'='1" }],
    [{ number: '6010000000000001' }],
    [{ number: 6010000000000001, pin: 1234 }],
    [{ number: '6'.repeat(100000), pin: '1234' }],
    [{ number: ['6010000000000001'], pin: { $ne: '' } }],
    ['{"number": "6010000000000001", "pin": '],
    [[]],
  ])('hostile balance input %j answers 4xx', async (payload) => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/gift-cards/balance',
      remoteAddress: nextIp(),
      headers: { 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, response.body).toBeLessThan(500);
  });
});
