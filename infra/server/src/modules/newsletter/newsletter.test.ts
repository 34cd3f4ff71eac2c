import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { NewsletterPreference, OutboxMessage } from '@sf/contracts';
import type { CustomerResolver } from '../../plugins/customer';
import { describeDatabases } from '../../test/databases';
import { createLinkSigner } from './links';
import { MAILS_PER_ADDRESS, NEWSLETTER_LIMITS } from './routes';
import { newsletterSubscriptions } from './tables';

/** Tests sign customers in through the app's customer seam (`<uuid>:<email>:<verified>`); the real app has no such header. */
const SIGNED_IN = 'x-test-customer';
const resolveCustomer: CustomerResolver = async (request) => {
  const value = request.headers[SIGNED_IN];
  if (typeof value !== 'string') return null;
  const [customerId = '', email = '', verified] = value.split(':');
  return { customerId, email, emailVerified: verified === 'verified', role: 'shopper' };
};
const customer = (n: number, email: string, verified = true) =>
  `${n.toString(16).padStart(8, '0')}-0000-4000-8000-000000000003:${email}:${verified ? 'verified' : 'no'}`;

let addresses = 0;
/** A client address of its own per call, so the per-address limit only meets the test that is about it. */
const nextAddress = () => {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

describeDatabases(
  'newsletter',
  (context) => {
    const call = async (method: 'GET' | 'POST' | 'PUT', url: string, options: { payload?: object; who?: string; from?: string } = {}) => {
      const response = await context.app.inject({
        method,
        url,
        remoteAddress: options.from ?? nextAddress(),
        headers: options.who ? { [SIGNED_IN]: options.who } : {},
        ...(options.payload ? { payload: options.payload } : {}),
      });
      return { status: response.statusCode, body: response.json() as Record<string, unknown>, headers: response.headers };
    };
    const subscribe = (email: string, brand = 'northbound', locale = 'uk-en', from?: string) =>
      call('POST', '/api/newsletter/subscriptions', { payload: { email, brand, locale }, ...(from ? { from } : {}) });
    const mailsTo = async (email: string): Promise<OutboxMessage[]> =>
      (await context.app.outbox.list(1000)).filter((message) => message.to === email).reverse();
    const linkToken = (message: OutboxMessage | undefined, parameter: 'token' | 'unsubscribe') => {
      const match = new RegExp(`[?&]${parameter}=([A-Za-z0-9_.-]+)`).exec(message?.text ?? '');
      if (!match?.[1]) throw new Error(`no ${parameter} link in ${message?.text}`);
      return match[1];
    };
    const rowOf = async (email: string) => (await context.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)))[0];

    it('double opt-in: the request mails a confirmation link; the link confirms and a welcome mail follows', async () => {
      const email = 'ann@example.com';
      const requested = await subscribe('  Ann@Example.com ', 'kerbside', 'de-de');
      expect(requested.status).toBe(202);
      expect(requested.body).toEqual({ status: 'confirmation-sent' });
      expect(await rowOf(email)).toMatchObject({ status: 'pending', brand: 'kerbside', locale: 'de-de', confirmedAt: null });

      const [confirmation] = await mailsTo(email);
      expect(confirmation).toMatchObject({ kind: 'newsletter_confirmation', subject: 'Bestätigen Sie Ihr Kerbside-Newsletter-Abonnement', locale: 'de-de' });
      // Issue 24: each brand's mail links use that brand's own origin (here derived from PUBLIC_URL: kerbside.localhost).
      expect(confirmation?.text).toContain('http://kerbside.localhost:3000/de-de/newsletter-subscription?token=');
      expect(confirmation?.html).toContain('unsubscribe=');
      const token = linkToken(confirmation, 'token');

      const confirmed = await call('POST', '/api/newsletter/confirm', { payload: { token } });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body).toEqual({ brand: 'kerbside', status: 'confirmed' });
      expect((await rowOf(email))?.status).toBe('confirmed');
      const welcome = (await mailsTo(email))[1];
      expect(welcome).toMatchObject({ kind: 'newsletter_welcome', subject: 'Willkommen beim Kerbside-Newsletter' });
      expect(welcome?.text).toContain('unsubscribe=');

      // The link again: the same answer, nothing new.
      expect((await call('POST', '/api/newsletter/confirm', { payload: { token } })).body).toEqual({ brand: 'kerbside', status: 'confirmed' });
      expect(await mailsTo(email)).toHaveLength(2);
    });

    it('answers alike for a new, a pending and a confirmed address, and mails a confirmed one nothing', async () => {
      const fresh = await subscribe('new@example.com');
      await subscribe('pending@example.com');
      const pending = await subscribe('pending@example.com');
      await context.app.newsletter.subscribeConfirmed({ email: 'member@example.com', brand: 'northbound', locale: 'uk-en' });
      const before = (await mailsTo('member@example.com')).length;
      const confirmed = await subscribe('member@example.com');
      for (const answer of [pending, confirmed]) {
        expect(answer.status).toBe(fresh.status);
        expect(answer.body).toEqual(fresh.body);
      }
      expect(await mailsTo('member@example.com')).toHaveLength(before);
      expect((await rowOf('member@example.com'))?.status).toBe('confirmed');
      // A pending address gets a new mail (both links work: nothing is stored that the second could replace).
      expect((await mailsTo('pending@example.com')).map((message) => message.kind)).toEqual(['newsletter_confirmation', 'newsletter_confirmation']);
    });

    it('unsubscribes with the signed link: GET only tells, POST unsubscribes, old confirmation links stop working', async () => {
      const email = 'bob@example.com';
      await subscribe(email);
      const [confirmation] = await mailsTo(email);
      const confirmToken = linkToken(confirmation, 'token');
      await call('POST', '/api/newsletter/confirm', { payload: { token: confirmToken } });
      const unsubscribeToken = linkToken((await mailsTo(email))[1], 'unsubscribe');

      const preview = await call('GET', `/api/newsletter/unsubscribe?token=${unsubscribeToken}`);
      expect(preview.body).toEqual({ brand: 'northbound', status: 'confirmed' });
      expect((await rowOf(email))?.status).toBe('confirmed');

      const done = await call('POST', '/api/newsletter/unsubscribe', { payload: { token: unsubscribeToken } });
      expect(done.body).toEqual({ brand: 'northbound', status: 'unsubscribed' });
      expect(await rowOf(email)).toMatchObject({ status: 'unsubscribed' });
      expect((await call('POST', '/api/newsletter/unsubscribe', { payload: { token: unsubscribeToken } })).status).toBe(200);

      const stale = await call('POST', '/api/newsletter/confirm', { payload: { token: confirmToken } });
      expect(stale.status).toBe(400);
      expect(stale.body.message).toBe('token: this link is not valid or has expired');

      // Subscribing again is a new double opt-in.
      await subscribe(email);
      expect((await rowOf(email))?.status).toBe('pending');
    });

    it('refuses forged, tampered, expired and wrong-purpose tokens', async () => {
      const email = 'eve@example.com';
      await subscribe(email);
      const row = await rowOf(email);
      if (!row) throw new Error('no subscription');
      const [confirmation] = await mailsTo(email);
      const genuine = linkToken(confirmation, 'unsubscribe');
      const [payload = '', signature = ''] = genuine.split('.');
      const flip = (text: string) => `${text.slice(0, -2)}${text.at(-2) === 'A' ? 'B' : 'A'}${text.slice(-1)}`;
      const forged = [
        ['another secret', createLinkSigner('x'.repeat(48)).sign('unsubscribe', row.id, row.brand)],
        [
          'the development secret on another id',
          createLinkSigner(context.app.config.APP_SECRET).sign('unsubscribe', crypto.randomUUID(), 'northbound').replace(/\..*/, `.${signature}`),
        ],
        ['tampered signature', `${payload}.${flip(signature)}`],
        ['tampered payload', `${flip(payload)}.${signature}`],
        ['expired', createLinkSigner(context.app.config.APP_SECRET, () => Date.now() - 400 * 24 * 3600 * 1000).sign('unsubscribe', row.id, row.brand)],
        ['a confirmation token', linkToken(confirmation, 'token')],
      ];
      for (const [name, token] of forged) {
        const get = await call('GET', `/api/newsletter/unsubscribe?token=${encodeURIComponent(token ?? '')}`);
        const post = await call('POST', '/api/newsletter/unsubscribe', { payload: { token } });
        expect([get.status, post.status], name).toEqual([400, 400]);
        expect(post.body.message, name).toBe('token: this link is not valid or has expired');
      }
      expect((await rowOf(email))?.status).toBe('pending');
      // An expired confirmation link is refused too.
      const expiredConfirm = createLinkSigner(context.app.config.APP_SECRET, () => Date.now() - 8 * 24 * 3600 * 1000).sign('confirm', row.id, row.brand);
      expect((await call('POST', '/api/newsletter/confirm', { payload: { token: expiredConfirm } })).status).toBe(400);
      expect((await call('POST', '/api/newsletter/unsubscribe', { payload: { token: genuine } })).status).toBe(200);
    });

    it('keeps one row when the same address subscribes many times at once', async () => {
      const email = 'race@example.com';
      const answers = await Promise.all(Array.from({ length: 6 }, () => subscribe(email)));
      expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202, 202, 202, 202]);
      expect(await context.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email))).toHaveLength(1);
      const confirmedAtOnce = await Promise.all(
        Array.from({ length: 4 }, () => context.app.newsletter.subscribeConfirmed({ email: 'race2@example.com', brand: 'fieldwear', locale: 'fr-fr' })),
      );
      expect(confirmedAtOnce).toHaveLength(4);
      expect(await context.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, 'race2@example.com'))).toHaveLength(1);
      expect((await mailsTo('race2@example.com')).map((message) => message.kind)).toEqual(['newsletter_welcome']);
    });

    it(`limits requests per client address (429) and confirmation mails per e-mail address (${MAILS_PER_ADDRESS} an hour, silently)`, async () => {
      const from = nextAddress();
      const limit = NEWSLETTER_LIMITS.subscribe.limit;
      for (let n = 0; n < limit; n += 1) expect((await subscribe(`limit${n}@example.com`, 'northbound', 'uk-en', from)).status).toBe(202);
      const refused = await subscribe('limit-last@example.com', 'northbound', 'uk-en', from);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/^Too many subscription requests\. Try again in \d+ minutes?\.$/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await subscribe('limit-last@example.com')).status).toBe(202);

      for (let n = 0; n < MAILS_PER_ADDRESS + 2; n += 1) expect((await subscribe('flood@example.com')).status).toBe(202);
      expect(await mailsTo('flood@example.com')).toHaveLength(MAILS_PER_ADDRESS);
    });

    it("keeps the signed-in customer's preference: verified e-mails confirm at once, others by mail", async () => {
      const guest = await call('GET', '/api/newsletter/preference?brand=northbound&locale=uk-en');
      expect(guest.status).toBe(401);
      expect(guest.body.message).toBe('Sign in to continue');
      expect((await call('PUT', '/api/newsletter/preference', { payload: { brand: 'northbound', locale: 'uk-en', subscribed: true } })).status).toBe(401);

      const cat = customer(1, 'cat@example.com');
      const read = async (who: string, brand = 'northbound') =>
        (await call('GET', `/api/newsletter/preference?brand=${brand}&locale=uk-en`, { who })).body as unknown as NewsletterPreference;
      expect(await read(cat)).toEqual({ brand: 'northbound', email: 'cat@example.com', status: 'none', subscribed: false });
      const on = await call('PUT', '/api/newsletter/preference', { who: cat, payload: { brand: 'northbound', locale: 'nl-nl', subscribed: true } });
      expect(on.body).toEqual({ brand: 'northbound', email: 'cat@example.com', status: 'confirmed', subscribed: true });
      expect((await mailsTo('cat@example.com')).map((message) => [message.kind, message.locale])).toEqual([['newsletter_welcome', 'nl-nl']]);
      expect((await read(cat, 'kerbside')).status).toBe('none');
      const off = await call('PUT', '/api/newsletter/preference', { who: cat, payload: { brand: 'northbound', locale: 'uk-en', subscribed: false } });
      expect(off.body).toMatchObject({ status: 'unsubscribed', subscribed: false });

      const dan = customer(2, 'dan@example.com', false);
      const pending = await call('PUT', '/api/newsletter/preference', { who: dan, payload: { brand: 'fieldwear', locale: 'uk-en', subscribed: true } });
      expect(pending.body).toMatchObject({ status: 'pending', subscribed: false });
      expect((await mailsTo('dan@example.com')).map((message) => message.kind)).toEqual(['newsletter_confirmation']);
    });

    it('subscribes inside the caller’s transaction (identity at sign-up) and erases a deleted customer’s rows', async () => {
      const customerId = '00000004-0000-4000-8000-000000000003';
      await context.db.transaction((tx) =>
        context.app.newsletter.subscribeConfirmed({ email: 'Gus@Example.com', brand: 'northbound', locale: 'uk-en', customerId }, tx),
      );
      expect(await rowOf('gus@example.com')).toMatchObject({ status: 'confirmed', customerId });
      // The footer form of the same customer, signed in, also links the row to the account.
      await call('POST', '/api/newsletter/subscriptions', {
        who: `${customerId}:gus@example.com:verified`,
        payload: { email: 'gus@example.com', brand: 'kerbside', locale: 'uk-en' },
      });
      for (const handler of context.app.customerDeletedHandlers) await handler(customerId);
      expect(await context.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, 'gus@example.com'))).toEqual([]);
    });

    it('subscribes a shopper who opted in at sign-up once the e-mail is verified, and nobody who did not', async () => {
      const signUp = (email: string, marketingOptIn: boolean) =>
        call('POST', '/api/identity/sign-up', {
          payload: {
            email,
            password: 'correct horse battery staple 42',
            firstName: 'Opt',
            lastName: 'In',
            brand: 'fieldwear',
            locale: 'fr-fr',
            marketingOptIn,
          },
        });
      const verify = async (email: string) => {
        const [mail] = await mailsTo(email);
        const token = /[?&]token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
        expect((await call('POST', '/api/identity/verify-email', { payload: { token } })).status).toBe(200);
      };
      expect((await signUp('optin@example.com', true)).status).toBeLessThan(300);
      expect((await signUp('optout@example.com', false)).status).toBeLessThan(300);
      // Nothing before the address is proven.
      expect(await rowOf('optin@example.com')).toBeUndefined();
      await verify('optin@example.com');
      await verify('optout@example.com');
      expect(await rowOf('optin@example.com')).toMatchObject({ status: 'confirmed', brand: 'fieldwear', locale: 'fr-fr' });
      expect((await mailsTo('optin@example.com')).map((message) => message.kind)).toEqual(['account_verification', 'newsletter_welcome']);
      expect(await rowOf('optout@example.com')).toBeUndefined();
    });

    it('answers hostile input on every endpoint with a 4xx and a message, never a 5xx', async () => {
      const long = 'x'.repeat(100_000);
      const unicode = '🥾\u0000\u202Eñ𝕏';
      const hostile: unknown[] = [null, true, -1, 1.5, 1e308, '', long, unicode, [], {}, ['a'], { $ne: 1 }, 'a@b', '<script>@x.io', "x' OR 1=1 --"];
      const valid: Record<string, Record<string, unknown>> = {
        'POST /api/newsletter/subscriptions': { email: 'hostile@example.com', brand: 'northbound', locale: 'uk-en' },
        'POST /api/newsletter/confirm': { token: 'abcdefghijklmnopqrstuvwxyz.abcdefghij' },
        'POST /api/newsletter/unsubscribe': { token: 'abcdefghijklmnopqrstuvwxyz.abcdefghij' },
        'PUT /api/newsletter/preference': { brand: 'northbound', locale: 'uk-en', subscribed: true },
      };
      const cases: Array<{ name: string; method: 'GET' | 'POST' | 'PUT'; url: string; payload?: unknown; raw?: string }> = [];
      for (const [route, body] of Object.entries(valid)) {
        const [method, url] = route.split(' ') as ['POST' | 'PUT', string];
        cases.push({ name: `${route} malformed JSON`, method, url, raw: '{"email":' });
        cases.push({ name: `${route} array body`, method, url, payload: [body] });
        cases.push({ name: `${route} no body`, method, url });
        for (const field of Object.keys(body)) {
          for (const value of hostile)
            cases.push({ name: `${route} ${field}=${String(value).slice(0, 20)}`, method, url, payload: { ...body, [field]: value } });
        }
      }
      for (const value of ['', 'a.b', long.slice(0, 3000), encodeURIComponent(unicode), '%00', 'a'.repeat(30), `${'a'.repeat(30)}.${'b'.repeat(30)}`]) {
        cases.push({ name: `GET unsubscribe token=${value.slice(0, 20)}`, method: 'GET', url: `/api/newsletter/unsubscribe?token=${value}` });
        cases.push({ name: `GET preference brand=${value.slice(0, 20)}`, method: 'GET', url: `/api/newsletter/preference?brand=${value}&locale=uk-en` });
      }
      const who = customer(9, 'hostile@example.com');
      const failures: string[] = [];
      for (const testCase of cases) {
        const response = await context.app.inject({
          method: testCase.method,
          url: testCase.url,
          remoteAddress: nextAddress(),
          headers: { [SIGNED_IN]: who, ...(testCase.raw !== undefined ? { 'content-type': 'application/json' } : {}) },
          ...(testCase.raw !== undefined ? { payload: testCase.raw } : testCase.payload !== undefined ? { payload: testCase.payload as object } : {}),
        });
        const body = response.body.startsWith('{') ? (JSON.parse(response.body) as { message?: unknown }) : {};
        const ok = response.statusCode < 300 || (response.statusCode < 500 && typeof body.message === 'string' && body.message.length > 0);
        if (!ok) failures.push(`${testCase.name}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
      expect(failures).toEqual([]);
      expect(cases.length).toBeGreaterThan(100);
    }, 120_000);
  },
  { resolveCustomer },
);
