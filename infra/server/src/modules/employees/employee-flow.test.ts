/**
 * The employee journey through the real identity module (no injected resolver): the seeded demo employee signs in,
 * accepts the terms, starts an employee session and sees employee prices in their basket; signing out ends them.
 */
import { expect, it } from 'vitest';
import type { Basket, EmployeeSession, EmployeeTerms, ProductDetail } from '@sf/contracts';
import { describeDatabases } from '../../test/databases';
import { DEMO_CUSTOMERS } from '../identity';
import { EMPLOYEE_COOKIE } from './routes';

describeDatabases('employee journey', (context) => {
  const cookies = new Map<string, string>();
  const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => {
    const response = await context.app.inject({ method, url, cookies: Object.fromEntries(cookies), ...(payload ? { payload } : {}) });
    for (const cookie of response.cookies) {
      if (cookie.value && (cookie.maxAge ?? 1) > 0) cookies.set(cookie.name, cookie.value);
      else cookies.delete(cookie.name);
    }
    return { status: response.statusCode, body: (response.body ? response.json() : null) as unknown };
  };

  it('signs in, accepts the terms, gets employee prices, and loses them at sign-out', async () => {
    const { email, password } = DEMO_CUSTOMERS.employee;
    expect((await call('POST', '/api/identity/session', { email, password })).status).toBe(200);

    const terms = (await call('GET', '/api/employees/terms?brand=northbound&locale=uk-en')).body as EmployeeTerms;
    expect(terms.accepted).toBe(false);
    expect((await call('POST', '/api/employees/session')).status).toBe(409);
    expect((await call('POST', '/api/employees/terms/acceptance', { version: terms.version })).status).toBe(200);
    const started = await call('POST', '/api/employees/session');
    expect(started.status).toBe(201);
    const session = started.body as EmployeeSession;
    expect(cookies.get(EMPLOYEE_COOKIE)).toBe(session.employeeToken);
    expect((await call('GET', '/api/employees/session')).body).toEqual(session);

    const basket = (await call('POST', '/api/baskets', { brand: 'northbound', locale: 'uk-en' })).body as Basket;
    const product = (await call('GET', '/api/catalog/products/NB1002?brand=northbound&locale=uk-en')).body as ProductDetail;
    const variant = product.variants.find((candidate) => candidate.inStock);
    const added = (await call('POST', `/api/baskets/${basket.basketId}/items`, { variantId: variant?.variantId, quantity: 1 })).body as Basket;
    const line = added.orderPromotions.find((promotion) => promotion.promotionId === 'employee-discount');
    expect(line?.appliedDiscount.amount).toBe(Math.round(added.totals.merchandiseTotal * 0.4));

    // Sign-out: the browser ends its employee session too (mfe-account), and the basket is the account's again.
    expect((await call('DELETE', '/api/identity/session')).status).toBeLessThan(300);
    expect((await call('DELETE', '/api/employees/session')).status).toBe(204);
    expect(cookies.has(EMPLOYEE_COOKIE)).toBe(false);
    expect((await call('POST', '/api/identity/session', { email, password })).status).toBe(200);
    const again = (await call('GET', `/api/baskets/${basket.basketId}`)).body as Basket;
    expect(again.orderPromotions.map((promotion) => promotion.promotionId)).not.toContain('employee-discount');
    // Accepted once: the next sign-in starts a session without the dialog.
    expect(((await call('GET', '/api/employees/terms?brand=northbound&locale=uk-en')).body as EmployeeTerms).accepted).toBe(true);
    expect((await call('POST', '/api/employees/session')).status).toBe(201);
    expect(((await call('GET', `/api/baskets/${basket.basketId}`)).body as Basket).orderPromotions[0]?.promotionId).toBe('employee-discount');
  });

  it('ends the employee session (and its prices) when the account signs out everywhere or stops being an employee', async () => {
    const { email, password } = DEMO_CUSTOMERS.employee;
    expect((await call('POST', '/api/identity/session', { email, password })).status).toBe(200);
    expect((await call('POST', '/api/employees/session')).status).toBe(201);
    expect((await call('DELETE', '/api/identity/sessions')).status).toBe(204);
    expect((await call('POST', '/api/identity/session', { email, password })).status).toBe(200);
    expect((await call('GET', '/api/employees/session')).status).toBe(404);

    expect((await call('POST', '/api/employees/session')).status).toBe(201);
    const employee = await context.app.identity.findByEmail(email);
    await context.app.identity.changeRole(employee?.id ?? '', 'shopper');
    expect((await call('GET', '/api/identity/session')).body).toMatchObject({ signedIn: false });
    await context.app.identity.changeRole(employee?.id ?? '', 'employee');
  });
});
