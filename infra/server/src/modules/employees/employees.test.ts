import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Basket, EmployeeSession, EmployeeTerms, ProductDetail } from '@sf/contracts';
import type { CustomerResolver } from '../../plugins/customer';
import { describeDatabases } from '../../test/databases';
import { inventory } from '../catalog/tables';
import { EMPLOYEE_COOKIE } from './routes';
import { hashEmployeeToken } from './service';
import { employeeSessions, employeeTermsAcceptances } from './tables';
import { EMPLOYEE_TERMS_VERSION } from './terms';

/** Tests sign customers in through the app's customer seam (`<role>:<uuid>`); the real app has no such header. */
const SIGNED_IN = 'x-test-customer';
const testCustomerResolver: CustomerResolver = async (request) => {
  const value = request.headers[SIGNED_IN];
  if (typeof value !== 'string') return null;
  const [role, customerId] = value.split(':') as ['shopper' | 'employee', string];
  return { customerId, email: `${customerId.slice(0, 8)}@example.com`, emailVerified: true, role };
};
const employee = (n: number) => `employee:${n.toString(16).padStart(8, '0')}-0000-4000-8000-000000000001`;
const shopper = (n: number) => `shopper:${n.toString(16).padStart(8, '0')}-0000-4000-8000-000000000002`;
const HOUR = 60 * 60 * 1000;

describeDatabases(
  'employees',
  (context) => {
    const call = async (who: string | null, method: 'GET' | 'POST' | 'DELETE' | 'PATCH', url: string, options: { payload?: object; token?: string } = {}) => {
      const response = await context.app.inject({
        method,
        url,
        headers: who ? { [SIGNED_IN]: who } : {},
        ...(options.payload ? { payload: options.payload } : {}),
        ...(options.token ? { cookies: { [EMPLOYEE_COOKIE]: options.token } } : {}),
      });
      return { status: response.statusCode, body: response.json() as Record<string, unknown>, cookies: response.cookies };
    };
    const accept = (who: string) => call(who, 'POST', '/api/employees/terms/acceptance', { payload: { version: EMPLOYEE_TERMS_VERSION } });
    const startSession = async (who: string) => {
      const response = await call(who, 'POST', '/api/employees/session');
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return response.body as unknown as EmployeeSession;
    };

    it('is for signed-in employees only: 401 for guests, 403 for shoppers', async () => {
      for (const [method, url] of [
        ['GET', '/api/employees/terms?brand=northbound&locale=uk-en'],
        ['POST', '/api/employees/terms/acceptance'],
        ['POST', '/api/employees/session'],
        ['GET', '/api/employees/session'],
      ] as const) {
        const payload = method === 'POST' ? { version: EMPLOYEE_TERMS_VERSION } : undefined;
        const guest = await call(null, method, url, payload ? { payload } : {});
        expect(guest.status, `${method} ${url}`).toBe(401);
        expect(guest.body.message).toBe('Sign in to continue');
        const asShopper = await call(shopper(1), method, url, payload ? { payload } : {});
        expect(asShopper.status, `${method} ${url}`).toBe(403);
        expect(asShopper.body.message).toBe('Only employees have employee terms and sessions');
      }
    });

    it('serves the current terms in the site language with the brand discounts, and records the acceptance once', async () => {
      const who = employee(1);
      const german = (await call(who, 'GET', '/api/employees/terms?brand=kerbside&locale=de-de')).body as unknown as EmployeeTerms;
      expect(german).toMatchObject({ version: EMPLOYEE_TERMS_VERSION, language: 'de', accepted: false, acceptedAt: null });
      expect(german.title).toBe('Einkaufsbedingungen für Mitarbeitende');
      expect(german.paragraphs.join(' ')).toContain('8 Stunden');
      expect(german.discounts).toEqual({ northbound: 40, kerbside: 30, fieldwear: 35 });

      const stale = await call(who, 'POST', '/api/employees/terms/acceptance', { payload: { version: '2020-01-01' } });
      expect(stale.status).toBe(409);
      expect(stale.body.message).toContain('body/version');

      const first = await accept(who);
      expect(first.status).toBe(200);
      const again = await accept(who);
      expect(again.body.acceptedAt).toBe(first.body.acceptedAt);
      const english = (await call(who, 'GET', '/api/employees/terms?brand=northbound&locale=uk-en')).body as unknown as EmployeeTerms;
      expect(english).toMatchObject({ accepted: true, acceptedAt: first.body.acceptedAt, title: 'Employee purchase terms' });
    });

    it('accepting twice at once stores one acceptance', async () => {
      const who = employee(2);
      const answers = await Promise.all([accept(who), accept(who), accept(who)]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      expect(new Set(answers.map((answer) => answer.body.acceptedAt)).size).toBe(1);
      const rows = await context.db
        .select()
        .from(employeeTermsAcceptances)
        .where(eq(employeeTermsAcceptances.customerId, who.split(':')[1] ?? ''));
      expect(rows).toHaveLength(1);
    });

    it('starts a session only after the terms are accepted; the token is opaque, stored hashed, checked against the employee', async () => {
      const who = employee(3);
      const early = await call(who, 'POST', '/api/employees/session');
      expect(early.status).toBe(409);
      expect(early.body.message).toContain('Accept the employee terms');
      await accept(who);

      const before = Date.now();
      const response = await call(who, 'POST', '/api/employees/session');
      expect(response.status).toBe(201);
      const session = response.body as unknown as EmployeeSession;
      expect(session.employeeToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(session.employeeExpiryTime).toBeGreaterThanOrEqual(before + 8 * HOUR - 1000);
      expect(session.employeeExpiryTime).toBeLessThanOrEqual(Date.now() + 8 * HOUR + 1000);
      const cookie = response.cookies.find((candidate) => candidate.name === EMPLOYEE_COOKIE);
      expect(cookie).toMatchObject({ value: session.employeeToken, httpOnly: true, sameSite: 'Strict', path: '/api/employees' });

      const rows = await context.db
        .select()
        .from(employeeSessions)
        .where(eq(employeeSessions.customerId, who.split(':')[1] ?? ''));
      expect(rows.map((row) => row.tokenHash)).toEqual([hashEmployeeToken(session.employeeToken)]);
      expect(JSON.stringify(rows)).not.toContain(session.employeeToken);

      const restored = await call(who, 'GET', '/api/employees/session', { token: session.employeeToken });
      expect(restored.body).toEqual(session);
      expect((await call(who, 'GET', '/api/employees/session')).status).toBe(404);
      // Another employee presenting this token does not get the session.
      await accept(employee(4));
      expect((await call(employee(4), 'GET', '/api/employees/session', { token: session.employeeToken })).status).toBe(404);

      const ended = await context.app.inject({ method: 'DELETE', url: '/api/employees/session', cookies: { [EMPLOYEE_COOKIE]: session.employeeToken } });
      expect(ended.statusCode).toBe(204);
      expect((await call(who, 'GET', '/api/employees/session', { token: session.employeeToken })).status).toBe(404);
    });

    it('refuses an expired session', async () => {
      const who = employee(5);
      await accept(who);
      const session = await startSession(who);
      await context.db
        .update(employeeSessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(employeeSessions.tokenHash, hashEmployeeToken(session.employeeToken)));
      expect((await call(who, 'GET', '/api/employees/session', { token: session.employeeToken })).status).toBe(404);
    });

    // Employee pricing in the cart.
    {
      const variantOf = async (productId: string, locale: string) => {
        const brand = productId.startsWith('KS') ? 'kerbside' : 'northbound';
        const product = (await call(null, 'GET', `/api/catalog/products/${productId}?brand=${brand}&locale=${locale}`)).body as unknown as ProductDetail;
        const variantId = product.variants[0]?.variantId ?? '';
        await context.db.update(inventory).set({ quantity: 50 }).where(eq(inventory.variantId, variantId));
        return variantId;
      };
      const basketWith = async (who: string, productId: string, brand: string, locale: string) => {
        const basket = (await call(who, 'POST', '/api/baskets', { payload: { brand, locale } })).body as unknown as Basket;
        const variantId = await variantOf(productId, locale);
        const response = await call(who, 'POST', `/api/baskets/${basket.basketId}/items`, { payload: { variantId, quantity: 2 } });
        expect(response.status, JSON.stringify(response.body)).toBe(200);
        return response.body as unknown as Basket;
      };
      const ids = (basket: Basket) => basket.orderPromotions.map((promotion) => promotion.promotionId);
      const read = async (who: string, basketId: string) => (await call(who, 'GET', `/api/baskets/${basketId}`)).body as unknown as Basket;

      it('prices an employee basket with the brand discount as its own promotion line, only while the session is valid', async () => {
        const who = employee(6);
        const plain = await basketWith(who, 'NB1001', 'northbound', 'uk-en');
        expect(ids(plain)).not.toContain('employee-discount');
        const merchandise = plain.totals.merchandiseTotal;

        await accept(who);
        const session = await startSession(who);
        const discounted = await read(who, plain.basketId);
        expect(discounted.orderPromotions).toEqual([
          {
            promotionId: 'employee-discount',
            campaignId: 'employee-pricing',
            promotionClass: 'ORDER',
            couponCode: null,
            itemText: 'Employee discount (40%)',
            price: { amount: -Math.round(merchandise * 0.4), currency: 'GBP' },
            appliedDiscount: { amount: Math.round(merchandise * 0.4), currency: 'GBP' },
            thresholdStatus: null,
            applied: true,
          },
        ]);
        expect(discounted.totals.orderDiscount).toBe(Math.round(merchandise * 0.4));

        // Not combined with order coupons: the coupon stays entered but does not apply.
        const withCoupon = (await call(who, 'POST', `/api/baskets/${plain.basketId}/coupons`, { payload: { code: 'WELCOME10' } })).body as unknown as Basket;
        expect(withCoupon.orderPromotions.map((promotion) => promotion.promotionId)).toEqual(['employee-discount']);
        expect(withCoupon.couponCodes).toEqual([{ code: 'WELCOME10', applied: false }]);
        expect(withCoupon.totals.orderDiscount).toBe(Math.round(merchandise * 0.4));

        // Automatic order promotions (spend-and-save) are not combined with it either.
        expect(discounted.orderPromotions).toHaveLength(1);

        // Order-time pricing (checkout) inside a transaction sees the same discount.
        const atOrder = await context.db.transaction((tx) => context.app.cart.priceBasket(plain.basketId, { tx }));
        expect(atOrder.totals.orderDiscount).toBe(Math.round(merchandise * 0.4));

        await context.app.inject({ method: 'DELETE', url: '/api/employees/session', cookies: { [EMPLOYEE_COOKIE]: session.employeeToken } });
        const after = await read(who, plain.basketId);
        expect(ids(after)).toContain('northbound-gbp-welcome10');
        expect(ids(after)).not.toContain('employee-discount');
        expect(after.couponCodes).toEqual([{ code: 'WELCOME10', applied: true }]);
      });

      it('uses each brand rate and the site language; stops at expiry; shoppers never get it', async () => {
        const who = employee(7);
        await accept(who);
        const session = await startSession(who);
        const kerbside = await basketWith(who, 'KS1001', 'kerbside', 'de-de');
        const kerbsidePromotion = kerbside.orderPromotions[0];
        expect(kerbsidePromotion?.itemText).toBe('Mitarbeiterrabatt (30 %)');
        expect(kerbsidePromotion?.appliedDiscount.amount).toBe(Math.round(kerbside.totals.merchandiseTotal * 0.3));

        await context.db
          .update(employeeSessions)
          .set({ expiresAt: new Date(Date.now() - 1) })
          .where(eq(employeeSessions.tokenHash, hashEmployeeToken(session.employeeToken)));
        expect(ids(await read(who, kerbside.basketId))).not.toContain('employee-discount');

        const shopperBasket = await basketWith(shopper(7), 'NB1001', 'northbound', 'uk-en');
        expect(ids(shopperBasket)).not.toContain('employee-discount');
      });
    }

    it('forgets an employee when the account is deleted', async () => {
      const who = employee(8);
      const customerId = who.split(':')[1] ?? '';
      await accept(who);
      await startSession(who);
      for (const handler of context.app.customerDeletedHandlers) await handler(customerId);
      expect(await context.db.select().from(employeeSessions).where(eq(employeeSessions.customerId, customerId))).toEqual([]);
      expect(await context.db.select().from(employeeTermsAcceptances).where(eq(employeeTermsAcceptances.customerId, customerId))).toEqual([]);
    });

    it('answers hostile input on every endpoint with a 4xx and a message, never a 5xx', async () => {
      const who = employee(9);
      const long = 'x'.repeat(100_000);
      const unicode = '🥾\u0000\u202Eñ𝕏';
      const hostile: unknown[] = [null, true, -1, 1.5, 1e308, '', long, unicode, [], {}, ['a'], { $ne: 1 }, '2026-13-45', "1' OR '1'='1"];
      const cases: Array<{ name: string; method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: unknown; raw?: string; token?: string }> = [];
      for (const value of hostile) {
        cases.push({
          name: `acceptance version=${String(value).slice(0, 20)}`,
          method: 'POST',
          url: '/api/employees/terms/acceptance',
          payload: { version: value },
        });
        cases.push({
          name: `terms brand=${String(value).slice(0, 20)}`,
          method: 'GET',
          url: `/api/employees/terms?brand=${encodeURIComponent(String(value))}&locale=uk-en`,
        });
        cases.push({
          name: `terms locale=${String(value).slice(0, 20)}`,
          method: 'GET',
          url: `/api/employees/terms?brand=northbound&locale=${encodeURIComponent(String(value))}`,
        });
      }
      for (const token of ['', 'short', long.slice(0, 5000), unicode, 'a'.repeat(43), '../../etc/passwd']) {
        for (const method of ['GET', 'POST', 'DELETE'] as const)
          cases.push({ name: `${method} session cookie ${token.slice(0, 10)}`, method, url: '/api/employees/session', token });
      }
      for (const url of ['/api/employees/terms/acceptance', '/api/employees/session']) {
        cases.push({ name: `${url} malformed JSON`, method: 'POST', url, raw: '{"version":' });
        cases.push({ name: `${url} array body`, method: 'POST', url, payload: [{ version: EMPLOYEE_TERMS_VERSION }] });
      }
      cases.push({ name: 'terms without site', method: 'GET', url: '/api/employees/terms' });
      cases.push({ name: 'acceptance without body', method: 'POST', url: '/api/employees/terms/acceptance' });

      const failures: string[] = [];
      for (const testCase of cases) {
        const response = await context.app.inject({
          method: testCase.method,
          url: testCase.url,
          headers: { [SIGNED_IN]: who, ...(testCase.raw !== undefined ? { 'content-type': 'application/json' } : {}) },
          ...(testCase.raw !== undefined ? { payload: testCase.raw } : testCase.payload !== undefined ? { payload: testCase.payload as object } : {}),
          ...(testCase.token !== undefined ? { cookies: { [EMPLOYEE_COOKIE]: testCase.token } } : {}),
        });
        const body = response.body.startsWith('{') ? (JSON.parse(response.body) as { message?: unknown }) : {};
        const ok = response.statusCode < 300 || (response.statusCode < 500 && typeof body.message === 'string' && body.message.length > 0);
        if (!ok) failures.push(`${testCase.name}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
      expect(failures).toEqual([]);
    }, 60_000);
  },
  { resolveCustomer: testCustomerResolver },
);
