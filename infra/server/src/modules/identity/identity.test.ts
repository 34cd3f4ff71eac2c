/**
 * Shopper identity through the HTTP surface: sign-up with verification, sign-in and its throttle, sessions (cookie
 * flags, rotation, sign-out everywhere), password reset links, profile changes, CSRF, and erasure.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { SessionView, SignInResult } from '@sf/contracts';
import { describeDatabases } from '../../test/databases';
import { cookieHeader, freshAddress, signedInShopper, tokenFromOutbox } from '../../test/customer-session';
import { DEMO_CUSTOMERS } from './index';
import { customers } from './tables';

const site = { brand: 'northbound', locale: 'uk-en' };
const strong = 'walnut-harbour-lantern-42';

describeDatabases('identity', (context) => {
  const inject = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}) =>
    context.app.inject({ method, url, ...(payload ? { payload } : {}), headers, remoteAddress: freshAddress() });
  const session = async (cookie: string) => (await inject('GET', '/api/identity/session', undefined, { cookie })).json() as SessionView;

  it('signs up, verifies from the outbox mail, and is signed in with a Lax HttpOnly cookie', async () => {
    const email = 'ada.sign-up@example.com';
    const signUp = await inject('POST', '/api/identity/sign-up', {
      ...site,
      email: ' Ada.Sign-Up@Example.com ',
      password: strong,
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect(signUp.statusCode).toBe(202);
    // Not signed in, and cannot sign in before the address is confirmed (a fresh link is sent).
    expect(signUp.cookies).toHaveLength(0);
    const early = await inject('POST', '/api/identity/session', { email, password: strong });
    expect(early.statusCode).toBe(403);
    const mail = (await context.app.outbox.list()).find((message) => message.to === email);
    expect(mail?.kind).toBe('account_verification');
    expect(mail?.subject).toContain('Northbound');
    const token = await tokenFromOutbox(context.app, email, '/verify-email');
    const verified = await inject('POST', '/api/identity/verify-email', { token });
    expect(verified.statusCode).toBe(200);
    const body = verified.json() as SignInResult;
    expect(body).toMatchObject({ signedIn: true, firstSignIn: true, customer: { email, firstName: 'Ada', emailVerified: true, marketingOptIn: false } });
    const cookie = verified.cookies.find((entry) => entry.name === 'sf_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true, path: '/' });
    expect((await session(cookieHeader(verified))).customer?.email).toBe(email);
    // The link works once.
    expect((await inject('POST', '/api/identity/verify-email', { token })).statusCode).toBe(410);
  });

  it("links a shopper's mails to the brand's own host and the locale's path, in the site's language", async () => {
    const email = 'kerbside.de@example.com';
    const answer = await inject('POST', '/api/identity/sign-up', {
      brand: 'kerbside',
      locale: 'de-de',
      email,
      password: strong,
      firstName: 'Karl',
      lastName: 'Kerb',
    });
    expect(answer.statusCode).toBe(202);
    const mail = (await context.app.outbox.list()).find((message) => message.to === email);
    expect(mail?.text).toMatch(/http:\/\/kerbside\.localhost:3000\/de-de\/verify-email\?token=[A-Za-z0-9_-]{43}/);
    expect(mail?.subject).toBe('Bestätige deine E-Mail-Adresse für Kerbside');
  });

  it('a double-clicked sign-up makes one account, and a verification link followed twice at once signs in once', async () => {
    const email = 'double.click@example.com';
    const body = { ...site, email, password: strong, firstName: 'Dora', lastName: 'Double' };
    const answers = await Promise.all(Array.from({ length: 4 }, () => inject('POST', '/api/identity/sign-up', body)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202, 202]);
    const rows = await context.db.select().from(customers).where(eq(customers.email, email));
    expect(rows).toHaveLength(1);
    // Each fresh mail voids the earlier links; one more request makes the newest one unambiguous. Two tabs
    // following it at once: one wins.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await inject('POST', '/api/identity/sign-up', body)).statusCode).toBe(202);
    const token = await tokenFromOutbox(context.app, email, '/verify-email');
    const verified = await Promise.all([inject('POST', '/api/identity/verify-email', { token }), inject('POST', '/api/identity/verify-email', { token })]);
    expect(verified.map((answer) => answer.statusCode).sort()).toEqual([200, 410]);
  });

  it('refuses common and guessable passwords with a message, and says nothing about taken e-mails', async () => {
    const base = { ...site, firstName: 'Grace', lastName: 'Hopper' };
    const common = await inject('POST', '/api/identity/sign-up', { ...base, email: 'grace@example.com', password: 'password1234' });
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toMatch(/commonly used/);
    const weak = await inject('POST', '/api/identity/sign-up', { ...base, email: 'grace@example.com', password: 'gracehopper1' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toMatch(/^password: /);
    const short = await inject('POST', '/api/identity/sign-up', { ...base, email: 'grace@example.com', password: 'short' });
    expect(short.json().message).toContain('at least 10 characters');
    const taken = await inject('POST', '/api/identity/sign-up', { ...base, email: DEMO_CUSTOMERS.shopper.email, password: strong });
    const fresh = await inject('POST', '/api/identity/sign-up', { ...base, email: 'grace.new@example.com', password: strong });
    expect([taken.statusCode, taken.body]).toEqual([fresh.statusCode, fresh.body]);
    // The owner of the taken address is told, with the way in and the way back to a password.
    const exists = (await context.app.outbox.list()).find((message) => message.to === DEMO_CUSTOMERS.shopper.email && message.kind === 'account_exists');
    expect(exists?.subject).toBe('You already have a Northbound account');
    expect(exists?.text).toContain('http://localhost:3000/sign-in');
    expect(exists?.text).toContain('http://localhost:3000/forgot-password');
  });

  it('answers the same for an unknown e-mail and a wrong password, and rotates the session id at sign-in', async () => {
    const unknown = await inject('POST', '/api/identity/session', { email: 'nobody@example.com', password: 'whatever-password' });
    const wrong = await inject('POST', '/api/identity/session', { email: DEMO_CUSTOMERS.shopper.email, password: 'not-the-password' });
    expect([unknown.statusCode, wrong.statusCode]).toEqual([401, 401]);
    expect(unknown.json()).toEqual(wrong.json());
    const first = await inject('POST', '/api/identity/session', { email: DEMO_CUSTOMERS.shopper.email, password: DEMO_CUSTOMERS.shopper.password });
    expect(first.statusCode).toBe(200);
    const firstCookie = cookieHeader(first);
    const second = await inject(
      'POST',
      '/api/identity/session',
      { email: DEMO_CUSTOMERS.shopper.email, password: DEMO_CUSTOMERS.shopper.password },
      { cookie: firstCookie },
    );
    expect(cookieHeader(second)).not.toBe(firstCookie);
    expect((await session(firstCookie)).signedIn).toBe(false);
    expect((await session(cookieHeader(second))).signedIn).toBe(true);
  });

  it('throttles guessing per account with "try again in N minutes", even from many addresses', async () => {
    const shopper = await signedInShopper(context.app, 'throttled');
    const answers = [];
    for (let attempt = 0; attempt < 11; attempt += 1)
      answers.push(await inject('POST', '/api/identity/session', { email: shopper.email, password: `guess-${attempt}` }));
    expect(answers.slice(0, 10).every((answer) => answer.statusCode === 401)).toBe(true);
    expect(answers[10]?.statusCode).toBe(429);
    expect(answers[10]?.json().message).toMatch(/Try again in \d+ minutes?/);
    expect(Number(answers[10]?.headers['retry-after'])).toBeGreaterThan(0);
    expect((await inject('POST', '/api/identity/session', { email: shopper.email, password: shopper.password })).statusCode).toBe(429);
  });

  it('throttles one address trying many accounts', async () => {
    const remoteAddress = '10.66.0.1';
    const statuses = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      const answer = await context.app.inject({
        method: 'POST',
        url: '/api/identity/session',
        payload: { email: `spray-${attempt}@example.com`, password: 'x' },
        remoteAddress,
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('signs out here, and everywhere', async () => {
    const shopper = await signedInShopper(context.app, 'sign-out');
    const other = await inject('POST', '/api/identity/session', { email: shopper.email, password: shopper.password });
    const otherCookie = cookieHeader(other);
    const out = await inject('DELETE', '/api/identity/session', undefined, { cookie: shopper.cookie });
    expect(out.statusCode).toBe(204);
    expect((await session(shopper.cookie)).signedIn).toBe(false);
    expect((await session(otherCookie)).signedIn).toBe(true);
    const third = cookieHeader(await inject('POST', '/api/identity/session', { email: shopper.email, password: shopper.password }));
    expect((await inject('DELETE', '/api/identity/sessions', undefined, { cookie: third })).statusCode).toBe(204);
    expect((await session(otherCookie)).signedIn).toBe(false);
    expect((await session(third)).signedIn).toBe(false);
  });

  it('resets a password with a single-use link, without saying whether the e-mail exists', async () => {
    const shopper = await signedInShopper(context.app, 'reset');
    const known = await inject('POST', '/api/identity/forgot-password', { ...site, email: shopper.email });
    const unknown = await inject('POST', '/api/identity/forgot-password', { ...site, email: 'no-account@example.com' });
    expect([known.statusCode, known.body]).toEqual([unknown.statusCode, unknown.body]);
    expect((await context.app.outbox.list()).some((message) => message.to === 'no-account@example.com')).toBe(false);
    const token = await tokenFromOutbox(context.app, shopper.email, '/reset-password');
    const refused = await inject('POST', '/api/identity/reset-password', { token, password: 'password1234' });
    expect(refused.statusCode).toBe(400);
    const newPassword = 'copper-meadow-violin-77';
    expect((await inject('POST', '/api/identity/reset-password', { token, password: newPassword })).statusCode).toBe(200);
    expect((await inject('POST', '/api/identity/reset-password', { token, password: 'another-river-stone-88' })).statusCode).toBe(410);
    // Every session ended; the old password is gone, the new one works; the owner was told.
    expect((await session(shopper.cookie)).signedIn).toBe(false);
    expect((await inject('POST', '/api/identity/session', { email: shopper.email, password: shopper.password })).statusCode).toBe(401);
    expect((await inject('POST', '/api/identity/session', { email: shopper.email, password: newPassword })).statusCode).toBe(200);
    expect((await context.app.outbox.list()).some((message) => message.to === shopper.email && message.kind === 'password_changed')).toBe(true);
  });

  it('changes the password (other sessions end, this one continues with a new id) and the e-mail after re-verification', async () => {
    const shopper = await signedInShopper(context.app, 'profile');
    const other = cookieHeader(await inject('POST', '/api/identity/session', { email: shopper.email, password: shopper.password }));
    const wrong = await inject(
      'POST',
      '/api/account/password',
      { currentPassword: 'nope-nope-nope', newPassword: 'copper-meadow-violin-77' },
      { cookie: shopper.cookie },
    );
    expect(wrong.statusCode).toBe(403);
    const changed = await inject(
      'POST',
      '/api/account/password',
      { currentPassword: shopper.password, newPassword: 'copper-meadow-violin-77' },
      { cookie: shopper.cookie },
    );
    expect(changed.statusCode).toBe(200);
    const cookie = cookieHeader(changed);
    expect(cookie).not.toBe(shopper.cookie);
    expect((await session(other)).signedIn).toBe(false);
    expect((await session(cookie)).signedIn).toBe(true);

    const newEmail = `moved-${shopper.customerId.slice(0, 8)}@example.com`;
    const requested = await inject('POST', '/api/account/email', { ...site, email: newEmail, currentPassword: 'copper-meadow-violin-77' }, { cookie });
    expect(requested.statusCode).toBe(202);
    expect(requested.json()).toMatchObject({ email: shopper.email, pendingEmail: newEmail });
    const token = await tokenFromOutbox(context.app, newEmail, '/verify-email');
    const verified = await inject('POST', '/api/identity/verify-email', { token });
    expect(verified.json()).toMatchObject({ customer: { email: newEmail, pendingEmail: null } });

    const profile = await inject(
      'PATCH',
      '/api/account/profile',
      { firstName: 'Renamed', interests: ['hiking', 'hiking', 'running'], marketingOptIn: true },
      { cookie: cookieHeader(verified) },
    );
    expect(profile.json()).toMatchObject({ firstName: 'Renamed', interests: ['hiking', 'running'], marketingOptIn: true });
  });

  it('refuses a cross-site state change that carries the session, and a cross-site sign-in', async () => {
    const shopper = await signedInShopper(context.app, 'csrf');
    const forged = await inject('PATCH', '/api/account/profile', { firstName: 'Hacked' }, { cookie: shopper.cookie, origin: 'https://evil.example' });
    expect(forged.statusCode).toBe(403);
    const fetchSite = await inject('DELETE', '/api/identity/sessions', undefined, { cookie: shopper.cookie, 'sec-fetch-site': 'cross-site' });
    expect(fetchSite.statusCode).toBe(403);
    const loginCsrf = await inject('POST', '/api/identity/session', { email: shopper.email, password: shopper.password }, { origin: 'https://evil.example' });
    expect(loginCsrf.statusCode).toBe(403);
    expect((await session(shopper.cookie)).customer?.firstName).toBe('Test');
  });

  it('deletes the account with its data after the password is confirmed', async () => {
    const shopper = await signedInShopper(context.app, 'erase');
    expect((await inject('DELETE', '/api/account', { currentPassword: 'wrong-password' }, { cookie: shopper.cookie })).statusCode).toBe(403);
    expect((await inject('DELETE', '/api/account', { currentPassword: shopper.password }, { cookie: shopper.cookie })).statusCode).toBe(204);
    expect((await session(shopper.cookie)).signedIn).toBe(false);
    expect(await context.app.identity.findByEmail(shopper.email)).toBeNull();
    expect((await inject('POST', '/api/identity/session', { email: shopper.email, password: shopper.password })).statusCode).toBe(401);
  });

  it('answers 4xx with a message, never 5xx, for hostile input on every identity endpoint', async () => {
    const shopper = await signedInShopper(context.app, 'hostile');
    const hostile = [null, 1, true, [], {}, '', 'x'.repeat(100_000), '🥾\u0000\u202E', { $ne: 1 }];
    const endpoints: Array<['POST' | 'PATCH' | 'DELETE', string, Record<string, unknown>]> = [
      ['POST', '/api/identity/sign-up', { ...site, email: 'h@example.com', password: strong, firstName: 'H', lastName: 'I' }],
      ['POST', '/api/identity/session', { email: 'h@example.com', password: strong }],
      ['POST', '/api/identity/verify-email', { token: 'a'.repeat(43) }],
      ['POST', '/api/identity/forgot-password', { ...site, email: 'h@example.com' }],
      ['POST', '/api/identity/reset-password', { token: 'a'.repeat(43), password: strong }],
      ['PATCH', '/api/account/profile', { firstName: 'H' }],
      ['POST', '/api/account/password', { currentPassword: 'x', newPassword: strong }],
      ['POST', '/api/account/email', { ...site, email: 'h2@example.com', currentPassword: 'x' }],
      ['DELETE', '/api/account', { currentPassword: 'x' }],
    ];
    for (const [method, url, valid] of endpoints) {
      for (const field of Object.keys(valid)) {
        for (const value of hostile) {
          const response = await inject(method, url, { ...valid, [field]: value }, { cookie: shopper.cookie });
          expect(response.statusCode, `${method} ${url} ${field}=${JSON.stringify(value)?.slice(0, 40)}`).toBeLessThan(500);
          expect(response.statusCode, `${method} ${url} ${field}`).toBeGreaterThanOrEqual(200);
          if (response.statusCode >= 400) expect(response.json().message).toBeTruthy();
        }
      }
      const raw = await context.app.inject({
        method,
        url,
        payload: '{"email":',
        headers: { 'content-type': 'application/json', cookie: shopper.cookie },
        remoteAddress: freshAddress(),
      });
      expect(raw.statusCode).toBe(400);
    }
    // A garbage or over-long cookie is simply nobody.
    for (const cookie of ['sf_session=', 'sf_session=%%%', `sf_session=${'A'.repeat(5000)}`, 'sf_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA']) {
      expect((await session(cookie)).signedIn).toBe(false);
    }
  });
});
