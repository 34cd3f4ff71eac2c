/**
 * Development helpers are closed to the public: absent on production, and outside it only for a signed-in operator
 * with a server-side session. Sign-in gives nothing away about which e-mails exist and is throttled.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { expect, it } from 'vitest';
import { describeDatabases } from '../../test/databases';
import { operatorCookie } from '../../test/operator-session';
import { buildTestApp } from '../../test/test-app';
import { checkoutFixtures } from '../../test/checkout-fixtures';
import { DEMO_OPERATOR, SIGN_IN_AS_OPERATOR } from './index';

describeDatabases('operators and development helpers', (context) => {
  const f = checkoutFixtures(context);
  const signIn = (payload: object, headers: Record<string, string> = {}, remoteAddress = '10.9.0.1') =>
    context.app.inject({ method: 'POST', url: '/api/operator/session', payload, headers, remoteAddress });

  it('an anonymous caller can neither read the outbox nor change an order, and sees no billing address', async () => {
    const { variantId } = await f.variantWithStock(5, 13);
    const placed = (await f.place(await f.body(await f.basketWith(variantId, 1)))).json() as { order: { orderNumber: string } };
    const change = await f.inject('POST', `/api/dev/orders/${placed.order.orderNumber}/status`, { status: 'cancelled' });
    expect(change.statusCode).toBe(401);
    expect(change.json()).toMatchObject({ message: SIGN_IN_AS_OPERATOR });
    expect(change.body).not.toContain('Lovelace');
    const outbox = await f.inject('GET', '/api/dev/outbox');
    expect(outbox.statusCode).toBe(401);
    expect(outbox.body).not.toContain('ada@example.com');
    // The order was left alone.
    const details = await f.inject('GET', `/api/orders/${placed.order.orderNumber}?email=ada@example.com`);
    expect((details.json() as { status: string }).status).toBe('paid');
  });

  it('a signed-in operator uses the helpers; a forged or signed-out session is refused', async () => {
    const cookie = await operatorCookie(context.app);
    expect((await context.app.inject({ url: '/api/dev/outbox', headers: { cookie } })).statusCode).toBe(200);
    expect((await context.app.inject({ url: '/api/operator/session', headers: { cookie } })).json()).toEqual({ email: DEMO_OPERATOR.email, roles: ['admin'] });
    const forged = await context.app.inject({ url: '/api/dev/outbox', headers: { cookie: 'sf_operator=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' } });
    expect(forged.statusCode).toBe(401);
    expect((await context.app.inject({ method: 'DELETE', url: '/api/operator/session', headers: { cookie } })).statusCode).toBe(204);
    expect((await context.app.inject({ url: '/api/dev/outbox', headers: { cookie } })).statusCode).toBe(401);
  });

  it('a cross-site request with a valid session is refused (CSRF)', async () => {
    const cookie = await operatorCookie(context.app);
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/dev/orders/NB00000000/status',
      payload: { status: 'shipped' },
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect((await signIn(DEMO_OPERATOR, { origin: 'https://evil.example' })).statusCode).toBe(403);
  });

  it('sign-in answers the same for an unknown e-mail and a wrong password, and rotates the session id', async () => {
    const unknown = await signIn({ email: 'nobody@storefront.test', password: 'whatever-password' }, {}, '10.9.0.2');
    const wrong = await signIn({ email: DEMO_OPERATOR.email, password: 'not-the-password' }, {}, '10.9.0.2');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    const first = await operatorCookie(context.app);
    const again = await signIn(DEMO_OPERATOR, { cookie: first }, '10.9.0.3');
    const second = again.cookies.find((cookie) => cookie.name === 'sf_operator');
    expect(second?.httpOnly).toBe(true);
    expect(second?.sameSite).toBe('Strict');
    expect(`sf_operator=${second?.value}`).not.toBe(first);
    // The old id ended with the new sign-in.
    expect((await context.app.inject({ url: '/api/dev/outbox', headers: { cookie: first } })).statusCode).toBe(401);
  });

  it('an operator holds only the roles given: a content editor is refused a moderator API, an admin holds every role', async () => {
    const email = 'editor@storefront.test';
    await context.app.operators.ensure(email, 'a-long-editor-password', ['content-editor']);
    const id = await context.app.operators.signIn(email, 'a-long-editor-password');
    const asEditor = { cookies: { sf_operator: id ?? '' }, method: 'GET', headers: {} } as unknown as FastifyRequest;
    const reply = {} as FastifyReply;
    await expect(context.app.requireOperatorRole('content-editor')(asEditor, reply)).resolves.toBeUndefined();
    await expect(context.app.requireOperatorRole('moderator')(asEditor, reply)).rejects.toMatchObject({
      statusCode: 403,
      message: 'This page needs the moderator operator role',
    });
    const session = await context.app.inject({ url: '/api/operator/session', headers: { cookie: `sf_operator=${id}` } });
    expect(session.json()).toEqual({ email, roles: ['content-editor'] });
    const admin = { cookies: { sf_operator: (await operatorCookie(context.app)).split('=')[1] }, method: 'GET', headers: {} } as unknown as FastifyRequest;
    await expect(context.app.requireOperatorRole('moderator')(admin, reply)).resolves.toBeUndefined();
    const anonymous = { cookies: {}, method: 'GET', headers: {} } as unknown as FastifyRequest;
    await expect(context.app.requireOperatorRole('moderator')(anonymous, reply)).rejects.toMatchObject({ statusCode: 401 });
  });

  it('sign-in is throttled per account with a message saying when to try again', async () => {
    const email = 'victim@storefront.test';
    await context.app.operators.ensure(email, 'a-long-enough-password');
    const answers = [];
    for (let attempt = 0; attempt < 11; attempt += 1) answers.push(await signIn({ email, password: `guess-${attempt}` }, {}, `10.9.1.${attempt}`));
    expect(answers.slice(0, 10).every((answer) => answer.statusCode === 401)).toBe(true);
    const blocked = answers[10];
    expect(blocked?.statusCode).toBe(429);
    expect(blocked?.json()).toMatchObject({ message: expect.stringMatching(/Try again in \d+ minutes?/) });
    expect(Number(blocked?.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password waits out the window.
    expect((await signIn({ email, password: 'a-long-enough-password' }, {}, '10.9.2.1')).statusCode).toBe(429);
  });

  it('on production the helpers do not exist and no demo operator is seeded', async () => {
    const production = await buildTestApp({ database: context.database, env: { APP_ENV: 'production' } });
    try {
      expect((await production.inject({ url: '/api/dev/outbox' })).statusCode).toBe(404);
      expect((await production.inject({ method: 'POST', url: '/api/dev/orders/NB00000000/status', payload: { status: 'shipped' } })).statusCode).toBe(404);
      const document = await production.inject({ url: '/lower-envs' });
      expect(document.statusCode).toBe(302);
    } finally {
      await production.close();
    }
  });
});
