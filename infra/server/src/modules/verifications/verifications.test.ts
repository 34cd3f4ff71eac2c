/**
 * Student verification end to end through the HTTP surface: guests refused, academic addresses only, the code from
 * the outbox, wrong codes counted, expiry, and the student discount in the basket and on the placed order.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Basket, PlaceOrderResult, StudentCodeError, StudentVerificationStatus } from '@sf/contracts';
import { STUDENT_CODE_MAX_ATTEMPTS } from '@sf/contracts/student-verification';
import type { CustomerResolver } from '../../plugins/customer';
import { describeDatabases } from '../../test/databases';
import { checkoutFixtures } from '../../test/checkout-fixtures';
import { studentVerificationRequests, studentVerifications } from './tables';

const SIGNED_IN = 'x-test-customer';
/** `<role>:<uuid>` through the app's customer seam (the real app has no such header). */
const resolveCustomer: CustomerResolver = async (request) => {
  const value = request.headers[SIGNED_IN];
  if (typeof value !== 'string') return null;
  const [role, customerId] = value.split(':') as ['shopper' | 'employee', string];
  return { customerId, email: `${customerId.slice(0, 8)}@example.com`, emailVerified: true, role };
};
const shopper = () => `shopper:${randomUUID()}`;
const idOf = (who: string) => who.split(':')[1] ?? '';
const PATH = '/api/account/student-verification';
const site = { brand: 'northbound', locale: 'uk-en' };

describeDatabases(
  'student verification',
  (context) => {
    const f = checkoutFixtures(context);
    let addresses = 0;
    const call = async (who: string | null, method: 'GET' | 'POST', url: string, payload?: object) => {
      addresses += 1;
      const response = await context.app.inject({
        method,
        url,
        headers: who ? { [SIGNED_IN]: who } : {},
        // Each call from its own address: the per-address limits are not what these tests are about.
        remoteAddress: `10.88.${(addresses >> 8) & 255}.${addresses & 255}`,
        ...(payload ? { payload } : {}),
      });
      return { status: response.statusCode, body: response.json() as unknown };
    };
    const request = (who: string, email: string, institution = 'University of Oxford') =>
      call(who, 'POST', `${PATH}/requests`, { ...site, email, institution });
    const confirm = (who: string, code: string) => call(who, 'POST', `${PATH}/confirmation`, { code });
    const codeSentTo = async (email: string): Promise<string> => {
      const mail = (await context.app.outbox.list()).find((message) => message.to === email && message.kind === 'student_verification_code');
      const code = mail?.text.match(/\b\d{6}\b/)?.[0];
      if (!code) throw new Error(`no code mailed to ${email}`);
      return code;
    };
    const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const verify = async (who: string, email = `s${randomUUID().slice(0, 8)}@ox.ac.uk`) => {
      expect((await request(who, email)).status).toBe(201);
      const confirmed = await confirm(who, await codeSentTo(email));
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
      return confirmed.body as StudentVerificationStatus;
    };

    it('answers 401 to guests on every endpoint', async () => {
      expect((await call(null, 'GET', PATH)).status).toBe(401);
      expect((await call(null, 'POST', `${PATH}/requests`, { ...site, email: 'a@ox.ac.uk', institution: 'Oxford' })).status).toBe(401);
      expect((await call(null, 'POST', `${PATH}/confirmation`, { code: '123456' })).status).toBe(401);
    });

    it('refuses non-academic and malformed addresses with a 400 naming the field, and sends nothing', async () => {
      const who = shopper();
      const before = (await context.app.outbox.list()).length;
      for (const email of ['ada@gmail.com', 'not an address', 'ada@ox.ac.uk.example.com']) {
        const answer = await request(who, email);
        expect(answer.status, email).toBe(400);
        expect((answer.body as { message: string }).message).toMatch(/email/);
      }
      expect((await request(who, 'ada@ox.ac.uk', ' ')).status).toBe(400);
      expect((await context.app.outbox.list()).length).toBe(before);
      expect(((await call(who, 'GET', PATH)).body as StudentVerificationStatus).status).toBe('none');
    });

    it('mails a 6-digit code, keeps only its HMAC, and verifies the account for 12 months with it', async () => {
      const who = shopper();
      const email = 'Ada.Lovelace@Student.Uva.NL';
      const sent = await request(who, email, 'Universiteit van Amsterdam');
      expect(sent.status).toBe(201);
      const pending = sent.body as StudentVerificationStatus;
      expect(pending).toMatchObject({ status: 'pending', pending: { email: 'ada.lovelace@student.uva.nl', attemptsLeft: STUDENT_CODE_MAX_ATTEMPTS } });
      const code = await codeSentTo('ada.lovelace@student.uva.nl');
      const [row] = await context.db
        .select()
        .from(studentVerificationRequests)
        .where(eq(studentVerificationRequests.customerId, idOf(who)));
      expect(row?.codeHash).not.toContain(code);
      expect(row?.codeHash).toHaveLength(43);

      const verified = (await confirm(who, code)).body as StudentVerificationStatus;
      expect(verified.status).toBe('verified');
      expect(verified.pending).toBeNull();
      const until = new Date(verified.verified?.validUntil ?? 0);
      const months = (until.getUTCFullYear() - new Date().getUTCFullYear()) * 12 + until.getUTCMonth() - new Date().getUTCMonth();
      expect(months).toBe(12);
      // The code is used up.
      expect(((await confirm(who, code)).body as StudentCodeError).reason).toBe('no-request');
      // Verified for long enough: no new request until the renewal window.
      expect((await request(who, 'ada.lovelace@student.uva.nl')).status).toBe(409);
    });

    it('counts wrong codes: 400 with the attempts left, and after five the code is void', async () => {
      const who = shopper();
      const email = `w${randomUUID().slice(0, 8)}@mit.edu`;
      await request(who, email);
      const code = await codeSentTo(email);
      for (let left = STUDENT_CODE_MAX_ATTEMPTS - 1; left >= 1; left -= 1) {
        const answer = await confirm(who, wrongCodeFor(code));
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({ reason: 'wrong-code', attemptsLeft: left });
      }
      expect((await confirm(who, wrongCodeFor(code))).body).toMatchObject({ reason: 'too-many-attempts', attemptsLeft: 0 });
      // Even the right code no longer works.
      expect((await confirm(who, code)).body).toMatchObject({ reason: 'too-many-attempts', attemptsLeft: 0 });
      expect(((await call(who, 'GET', PATH)).body as StudentVerificationStatus).status).toBe('none');
      // A new request (even within 30 seconds) sends a new code that works.
      expect((await request(who, email)).status).toBe(201);
      const fresh = (await context.app.outbox.list()).find((message) => message.to === email)?.text.match(/\b\d{6}\b/)?.[0] ?? '';
      expect((await confirm(who, fresh)).status).toBe(200);
    });

    it('refuses an expired code and a malformed one', async () => {
      const who = shopper();
      const email = `e${randomUUID().slice(0, 8)}@ox.ac.uk`;
      await request(who, email);
      expect((await confirm(who, '12ab56')).status).toBe(400);
      await context.db
        .update(studentVerificationRequests)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(studentVerificationRequests.customerId, idOf(who)));
      expect((await confirm(who, await codeSentTo(email))).body).toMatchObject({ reason: 'expired', attemptsLeft: 0 });
    });

    it('sends one code when the same request arrives twice at once, and keeps one row per account', async () => {
      const who = shopper();
      const email = `r${randomUUID().slice(0, 8)}@cam.ac.uk`;
      const answers = await Promise.all(Array.from({ length: 4 }, () => request(who, email)));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 201]);
      const mails = (await context.app.outbox.list()).filter((message) => message.to === email);
      expect(mails).toHaveLength(1);
      const rows = await context.db
        .select()
        .from(studentVerificationRequests)
        .where(eq(studentVerificationRequests.customerId, idOf(who)));
      expect(rows).toHaveLength(1);
      expect((await confirm(who, await codeSentTo(email))).status).toBe(200);
    });

    it('limits code requests per account (429 after five an hour)', async () => {
      const who = shopper();
      const statuses: number[] = [];
      for (let n = 0; n < 6; n += 1) statuses.push((await request(who, `l${n}-${randomUUID().slice(0, 6)}@ox.ac.uk`)).status);
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    });

    it('gives a verified student 10 % off the products as its own line, on the basket and on the placed order', async () => {
      const who = shopper();
      const { variantId } = await f.variantWithStock(20);
      const created = (await call(who, 'POST', '/api/baskets', site)).body as Basket;
      const plain = (await call(who, 'POST', `/api/baskets/${created.basketId}/items`, { variantId, quantity: 2 })).body as Basket;
      expect(plain.orderPromotions.map((promotion) => promotion.promotionId)).not.toContain('student-discount');

      await verify(who);
      const basket = (await call(who, 'GET', `/api/baskets/${created.basketId}`)).body as Basket;
      const discount = Math.round(basket.totals.merchandiseTotal * 0.1);
      expect(basket.orderPromotions).toEqual([
        {
          promotionId: 'student-discount',
          campaignId: 'student-discount',
          promotionClass: 'ORDER',
          couponCode: null,
          itemText: 'Student discount (10%)',
          price: { amount: -discount, currency: 'GBP' },
          appliedDiscount: { amount: discount, currency: 'GBP' },
          thresholdStatus: null,
          applied: true,
        },
      ]);
      expect(basket.totals.orderDiscount).toBe(discount);

      const placed = await context.app.inject({
        method: 'POST',
        url: '/api/checkout/orders',
        headers: { [SIGNED_IN]: who, 'idempotency-key': randomUUID() },
        payload: await f.body(basket),
      });
      expect(placed.statusCode, placed.body).toBe(201);
      const { order } = placed.json() as PlaceOrderResult;
      expect(order.totals.total).toBe(basket.totals.total);
      expect(order.totals.total).toBeLessThan(plain.totals.total);

      // Expired: prices are back to normal.
      await context.db
        .update(studentVerifications)
        .set({ validUntil: new Date(Date.now() - 1000) })
        .where(eq(studentVerifications.customerId, idOf(who)));
      const later = (await call(who, 'POST', '/api/baskets', site)).body as Basket;
      expect(later.orderPromotions.map((promotion) => promotion.promotionId)).not.toContain('student-discount');
    });

    it('is never combined with employee pricing: the employee discount wins', async () => {
      const who = `employee:${randomUUID()}`;
      await verify(who);
      const terms = (await call(who, 'GET', '/api/employees/terms?brand=northbound&locale=uk-en')).body as { version: string };
      expect((await call(who, 'POST', '/api/employees/terms/acceptance', { version: terms.version })).status).toBe(200);
      expect((await call(who, 'POST', '/api/employees/session')).status).toBe(201);
      const { variantId } = await f.variantWithStock(20, 1);
      const created = (await call(who, 'POST', '/api/baskets', site)).body as Basket;
      const basket = (await call(who, 'POST', `/api/baskets/${created.basketId}/items`, { variantId, quantity: 1 })).body as Basket;
      expect(basket.orderPromotions.map((promotion) => promotion.promotionId)).toEqual(['employee-discount']);
      expect(basket.totals.orderDiscount).toBe(Math.round(basket.totals.merchandiseTotal * 0.4));
    });

    it('forgets the verification when the account is deleted', async () => {
      const who = shopper();
      await verify(who);
      for (const handler of context.app.customerDeletedHandlers) await handler(idOf(who));
      expect(
        await context.db
          .select()
          .from(studentVerifications)
          .where(eq(studentVerifications.customerId, idOf(who))),
      ).toEqual([]);
    });
  },
  { resolveCustomer },
);
