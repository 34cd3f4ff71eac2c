import net from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { BnplQuotes, CardToken, PaymentOutcome } from '@sf/contracts';
import { buildApp } from '../../app';
import { describeDatabases } from '../../test/databases';
import { buildTestApp, testEnv } from '../../test/test-app';
import { createTestCardStore } from './test-card-store';

const VISA = '4242424242424242';
const redisReachable = await new Promise<boolean>((resolve) => {
  const socket = net.connect({ host: '127.0.0.1', port: 6379 });
  socket.once('connect', () => {
    socket.destroy();
    resolve(true);
  });
  socket.once('error', () => resolve(false));
});
const card = (number: string, overrides: Record<string, string> = {}) => ({ number, expiry: '12/34', cvc: '123', name: 'Ada Lovelace', ...overrides });
const gbp = (amount: number) => ({ amount, currency: 'GBP' as const });
let keySeq = 0;
/** Raw SQL results of either driver carry their rows in `rows`. */
const rows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const key = () => `test-${Date.now()}-${++keySeq}`;

describeDatabases('payments: test provider, 3-D Secure, BNPL', (context) => {
  let tokenized = 0;
  const tokenize = async (payload: unknown) => {
    tokenized += 1;
    const response = await context.app.inject({
      method: 'POST',
      url: '/payments/test-provider/tokens',
      payload: payload as object,
      remoteAddress: `10.78.${(tokenized >> 8) & 255}.${tokenized & 255}`,
    });
    return { status: response.statusCode, body: response.json() as CardToken & { message?: string }, raw: response.body };
  };
  const tokenOf = async (number: string) => (await tokenize(card(number))).body.token;
  const authorizeCard = async (number: string, amount = 5000) =>
    context.app.payments.authorize({ amount: gbp(amount), tender: { code: 'CARD', token: await tokenOf(number) }, idempotencyKey: key() });

  it('serves the card form with its own strict CSP, labelled fields, translations and test cards outside production', async () => {
    const response = await context.app.inject({ url: '/payments/test-provider/card-form?lang=de' });
    expect(response.statusCode).toBe(200);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/default-src 'none'; script-src 'nonce-[^']+'/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('unsafe-inline');
    for (const id of ['number', 'expiry', 'cvc', 'name']) expect(response.body).toMatch(new RegExp(`<label for="${id}">[^<]+</label><input id="${id}"`));
    expect(response.body).toContain('Kartennummer');
    expect(response.body).toContain('<html lang="de">');
    expect(response.body).toContain('4000 0000 0000 3220');
    const production = await buildTestApp({ database: context.database, env: { APP_ENV: 'production' } });
    const live = await production.inject({ url: '/payments/test-provider/card-form?lang=xx' });
    await production.close();
    expect(live.body).toContain('<html lang="en">');
    expect(live.body).not.toContain('4242 4242');
  });

  it('tokenizes a card without storing, echoing or logging the number or CVC', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write: (chunk, _encoding, done) => {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = await buildApp({ env: testEnv(), database: context.database, logger: { level: 'trace', stream } });
    await logged.ready();
    const response = await logged.inject({ method: 'POST', url: '/payments/test-provider/tokens', payload: card('4242 4242 4242 4242', { cvc: '987' }) });
    const bad = await logged.inject({
      method: 'POST',
      url: '/payments/test-provider/tokens',
      headers: { 'content-type': 'application/json' },
      payload: `{"number":"${VISA}", cvc: 987`,
    });
    const stored = await createTestCardStore(logged.keyValue).card((response.json() as CardToken).token);
    await logged.close();
    expect(response.statusCode).toBe(201);
    const token = response.json() as CardToken;
    expect(token).toMatchObject({ brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: 2034 });
    expect(token.token).toMatch(/^tok_/);
    expect(response.body).not.toContain(VISA);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).not.toContain(VISA);
    expect(lines.join('')).not.toContain(VISA);
    expect(lines.join('')).not.toContain('987');
    // The fingerprint (for "this card is saved already") is a keyed hash, never the number or a part of it.
    expect(stored).toEqual({ brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: 2034, behaviour: 'approve', fingerprint: expect.any(String) });
    expect(stored?.fingerprint).not.toContain(VISA.slice(0, 6));
    // Authorize it, then look through every table of the database for the number.
    await context.app.payments.authorize({ amount: gbp(1000), tender: { code: 'CARD', token: await tokenOf(VISA) }, idempotencyKey: key() });
    const tables = rows<{ table_name: string }>(
      await context.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`),
    );
    for (const { table_name } of tables) {
      const [found] = rows<{ n: number }>(
        await context.db.execute(sql`select count(*)::int as n from ${sql.identifier(table_name)} t where t::text like ${`%${VISA}%`}`),
      );
      expect(found?.n, table_name).toBe(0);
    }
    const [row] = rows<{ card_last4: string }>(await context.db.execute(sql`select card_last4 from payments order by created_at desc limit 1`));
    expect(row?.card_last4).toBe('4242');
  });

  it.each([
    ['a number failing Luhn', card('4242424242424241'), 'body/number'],
    ['a short number', card('4242'), 'body/number'],
    ['an expiry in the past', card(VISA, { expiry: '01/20' }), 'body/expiry: This card has expired'],
    ['a malformed expiry', card(VISA, { expiry: '13/30' }), 'body/expiry'],
    ['a 2-digit CVC', card(VISA, { cvc: '12' }), 'body/cvc'],
    ['a 3-digit CVC on Amex', card('378282246310005', { cvc: '123' }), 'body/cvc'],
    ['no name', card(VISA, { name: ' ' }), 'body/name'],
    ['a missing field', { number: VISA, expiry: '12/34', cvc: '123' }, 'body/name'],
  ])('rejects %s with a 400 naming the field, never repeating the number', async (_label, payload, message) => {
    const response = await tokenize(payload);
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(message);
    expect(response.raw).not.toContain(VISA);
  });

  it('authorizes, declines and reports insufficient funds by test card', async () => {
    expect(await authorizeCard(VISA)).toMatchObject({ status: 'authorized', amount: gbp(5000) });
    expect(await authorizeCard('4000000000000002')).toEqual({ status: 'declined', reason: 'declined', message: 'Your card was declined. Try another card.' });
    expect(await authorizeCard('4000000000009995')).toMatchObject({ status: 'declined', reason: 'insufficient_funds' });
    expect(
      await context.app.payments.authorize({ amount: gbp(100), tender: { code: 'CARD', token: 'tok_unknown_token_value_xx' }, idempotencyKey: key() }),
    ).toMatchObject({ status: 'declined', reason: 'invalid_token' });
  });

  it('replays an authorization by idempotency key and refuses the key with another amount', async () => {
    const token = await tokenOf(VISA);
    const idempotencyKey = key();
    const first = await context.app.payments.authorize({ amount: gbp(2500), tender: { code: 'CARD', token }, idempotencyKey });
    const again = await context.app.payments.authorize({ amount: gbp(2500), tender: { code: 'CARD', token }, idempotencyKey });
    expect(again).toEqual(first);
    await expect(context.app.payments.authorize({ amount: gbp(2600), tender: { code: 'CARD', token }, idempotencyKey })).rejects.toMatchObject({
      statusCode: 409,
    });
  });

  const challenge = async () => {
    const outcome = await authorizeCard('4000000000003220', 7000);
    if (outcome.status !== 'challenge') throw new Error(`expected a challenge, got ${outcome.status}`);
    return outcome;
  };
  const answer = (paymentId: string, payload: object) => context.app.inject({ method: 'POST', url: `/payments/test-provider/challenge/${paymentId}`, payload });

  it('runs a 3-D Secure challenge to approval with the one-time code', async () => {
    const { paymentId, challengeUrl } = await challenge();
    expect(challengeUrl).toBe(`/payments/test-provider/challenge/${paymentId}`);
    const page = await context.app.inject({ url: `${challengeUrl}?lang=fr` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Confirmez votre paiement');
    await expect(context.app.payments.completeChallenge(paymentId)).rejects.toMatchObject({ statusCode: 409 });
    expect((await answer(paymentId, { action: 'code', code: '0000' })).statusCode).toBe(400);
    expect((await answer(paymentId, { action: 'code', code: '1234' })).json()).toEqual({ paymentId, result: 'approved' });
    // The first answer counts.
    expect((await answer(paymentId, { action: 'fail' })).json()).toEqual({ paymentId, result: 'approved' });
    const outcome = await context.app.payments.completeChallenge(paymentId);
    expect(outcome).toEqual({ status: 'authorized', paymentId, amount: gbp(7000) });
    expect(await context.app.payments.completeChallenge(paymentId)).toEqual(outcome);
    expect((await context.app.inject({ url: challengeUrl })).statusCode).toBe(404);
  });

  it('declines when the challenge fails, and 404s an unknown challenge', async () => {
    const { paymentId } = await challenge();
    expect((await answer(paymentId, { action: 'fail' })).json()).toEqual({ paymentId, result: 'failed' });
    expect(await context.app.payments.completeChallenge(paymentId)).toMatchObject({ status: 'declined', reason: 'challenge_failed' });
    expect((await answer('pay_AAAAAAAAAAAAAAAA', { action: 'approve' })).statusCode).toBe(404);
    await expect(context.app.payments.completeChallenge('pay_AAAAAAAAAAAAAAAA')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('captures, refunds in parts and voids', async () => {
    const approved = (await authorizeCard(VISA, 3000)) as Extract<PaymentOutcome, { status: 'authorized' }>;
    await context.app.payments.capture(approved.paymentId);
    await context.app.payments.refund(approved.paymentId, 1000);
    expect(await context.app.payments.details(approved.paymentId)).toMatchObject({ status: 'captured', refundedAmount: 1000 });
    await expect(context.app.payments.refund(approved.paymentId, 2001)).rejects.toMatchObject({ statusCode: 409 });
    await context.app.payments.refund(approved.paymentId);
    expect(await context.app.payments.details(approved.paymentId)).toMatchObject({ status: 'refunded', refundedAmount: 3000 });
    const other = (await authorizeCard(VISA, 1500)) as Extract<PaymentOutcome, { status: 'authorized' }>;
    await context.app.payments.void(other.paymentId);
    await expect(context.app.payments.capture(other.paymentId)).rejects.toMatchObject({ statusCode: 409 });
  });

  it('quotes BNPL instalments that sum to the total exactly, and declines over the limit', async () => {
    for (const amount of [10001, 9999, 1, 100000, 33333]) {
      const response = await context.app.inject({ url: `/api/payments/bnpl/quotes?amount=${amount}&currency=EUR` });
      expect(response.statusCode).toBe(200);
      const { quotes, limit } = response.json() as BnplQuotes;
      expect(limit).toEqual({ amount: 100000, currency: 'EUR' });
      expect(quotes.map((quote) => quote.plan)).toEqual([3, 4]);
      for (const quote of quotes) {
        expect(quote.instalments).toHaveLength(quote.plan);
        expect(quote.instalments.reduce((sum, instalment) => sum + instalment.amount.amount, 0)).toBe(amount);
        expect(quote.instalments.every((instalment) => instalment.amount.amount >= 0 && instalment.amount.currency === 'EUR')).toBe(true);
        const dates = quote.instalments.map((instalment) => instalment.dueDate);
        expect([...dates].sort()).toEqual(dates);
        expect(new Set(dates).size).toBe(quote.plan);
        expect(quote.approved).toBe(true);
      }
    }
    const over = (await context.app.inject({ url: '/api/payments/bnpl/quotes?amount=100001&currency=GBP' })).json() as BnplQuotes;
    expect(over.quotes.every((quote) => !quote.approved && quote.message)).toBe(true);
    expect(await context.app.payments.authorize({ amount: gbp(100001), tender: { code: 'BNPL', plan: 4 }, idempotencyKey: key() })).toMatchObject({
      status: 'declined',
      reason: 'limit_exceeded',
    });
    expect(await context.app.payments.authorize({ amount: gbp(20000), tender: { code: 'BNPL', plan: 3 }, idempotencyKey: key() })).toMatchObject({
      status: 'authorized',
    });
  });

  it.skipIf(!redisReachable)('keeps tokens in Redis when REDIS_URL is set, without the number', async () => {
    const withRedis = await buildTestApp({ database: context.database, env: { REDIS_URL: 'redis://127.0.0.1:6379/0' } });
    const response = await withRedis.inject({ method: 'POST', url: '/payments/test-provider/tokens', payload: card(VISA) });
    const { token } = response.json() as CardToken;
    const raw = await withRedis.keyValue.get(`psp:token:${token}`);
    const outcome = await withRedis.payments.authorize({ amount: gbp(1200), tender: { code: 'CARD', token }, idempotencyKey: key() });
    await withRedis.close();
    expect(raw).toContain('"last4":"4242"');
    expect(raw).not.toContain(VISA);
    expect(outcome.status).toBe('authorized');
    // Another instance on the same Redis sees the token; this one (memory) does not.
    const memoryStore = await context.app.payments.authorize({ amount: gbp(1200), tender: { code: 'CARD', token }, idempotencyKey: key() });
    expect(memoryStore).toMatchObject({ status: 'declined', reason: 'invalid_token' });
  });

  it('slows card testing: the 31st card from one address in ten minutes is refused with 429 and Retry-After', async () => {
    const from = '10.79.0.1';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      statuses.push((await context.app.inject({ method: 'POST', url: '/payments/test-provider/tokens', payload: card(VISA), remoteAddress: from })).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 201)).toBe(true);
    const refused = await context.app.inject({ method: 'POST', url: '/payments/test-provider/tokens', payload: card(VISA), remoteAddress: from });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ message: 'Too many attempts. Try again later.' });
    // Another address is not affected.
    expect(
      (await context.app.inject({ method: 'POST', url: '/payments/test-provider/tokens', payload: card(VISA), remoteAddress: '10.79.0.2' })).statusCode,
    ).toBe(201);
  });

  it('describes the payment and gift card endpoints in OpenAPI', async () => {
    const response = await context.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys((response.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/payments/test-provider/tokens',
        '/payments/test-provider/challenge/{paymentId}',
        '/api/payments/bnpl/quotes',
        '/api/gift-cards/balance',
      ]),
    );
  });

  it.each([
    ['POST', '/payments/test-provider/tokens', 'not json at all 4242424242424242'],
    ['POST', '/payments/test-provider/tokens', { number: 4242424242424242, expiry: '12/34', cvc: '123', name: 'x' }],
    ['POST', '/payments/test-provider/tokens', { number: '4'.repeat(5000), expiry: '12/34', cvc: '123', name: 'x' }],
    ['POST', '/payments/test-provider/tokens', [1, 2, 3]],
    ['POST', '/payments/test-provider/tokens', { number: { $gt: '' }, expiry: null, cvc: [], name: '<script>' }],
    ['POST', '/payments/test-provider/challenge/pay_AAAAAAAAAAAAAAAA', { action: 'hack' }],
    ['POST', '/payments/test-provider/challenge/../../etc/passwd', { action: 'approve' }],
    ['POST', "/payments/test-provider/challenge/pay_'%20OR%201=1--", { action: 'approve' }],
    ['GET', '/payments/test-provider/challenge/%00%00', undefined],
    ['GET', `/payments/test-provider/card-form?lang=${'x'.repeat(500)}`, undefined],
    ['GET', '/api/payments/bnpl/quotes?amount=-5&currency=GBP', undefined],
    ['GET', '/api/payments/bnpl/quotes?amount=1e400&currency=GBP', undefined],
    ['GET', '/api/payments/bnpl/quotes?amount=10.5&currency=XXX', undefined],
    ['GET', '/api/payments/bnpl/quotes', undefined],
  ] as const)('hostile input %s %s answers 4xx', async (method, url, payload) => {
    const response = await context.app.inject({
      method,
      url,
      ...(payload === undefined
        ? {}
        : typeof payload === 'string'
          ? { payload, headers: { 'content-type': 'application/json' } }
          : { payload: payload as object }),
    });
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, response.body).toBeLessThan(500);
    expect(response.body).not.toContain('4242424242424242');
  });
});
