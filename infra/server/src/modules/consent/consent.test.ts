/**
 * The consent API: the banner's form (answered by the server so a choice made before the page has hydrated, or
 * without JavaScript, counts) and the hydrated banner's JSON decisions. Each records the decision (proof of consent:
 * policy version, time, consent id, GPC, brand and locale), sets the cookie the edge reads, honours Global Privacy
 * Control, and refuses malformed, stale or cross-site input with a message.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { CONSENT_DECISIONS_PATH, CONSENT_FORM_PATH, CONSENT_POLICY_VERSION } from '@sf/contracts/consent-cookie';
import { describeDatabases } from '../../test/databases';
import { consentDecisions } from './tables';
import { CONSENT_LIMITS } from './routes';

const V = CONSENT_POLICY_VERSION;
const ID = '0123456789abcdef0123456789abcdef';
const COOKIE = (bits: string, id = '[0-9a-f]{32}') =>
  new RegExp(`^sf-consent=v${V}\\.${bits.replace(/\./g, '\\.')}\\.${id}; Path=/; Max-Age=15552000; SameSite=Lax$`);

let address = 0;
/** Each request from its own address, so the per-address limit only bites where a test means it to. */
const freshAddress = () => {
  address += 1;
  return `10.24.${(address >> 8) & 255}.${address & 255}`;
};

describeDatabases('consent form', (context) => {
  const post = (form: string, headers: Record<string, string> = {}, remoteAddress = freshAddress()) =>
    context.app.inject({
      method: 'POST',
      url: CONSENT_FORM_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: form,
      remoteAddress,
    });
  const cookieOf = (response: { headers: Record<string, unknown> }) => String(response.headers['set-cookie'] ?? '');
  const idOf = (response: { headers: Record<string, unknown> }) => /\.([0-9a-f]{32});/.exec(cookieOf(response))?.[1] ?? '';
  const decisionsOf = (consentId: string) =>
    context.db.select().from(consentDecisions).where(eq(consentDecisions.consentId, consentId)).orderBy(desc(consentDecisions.decidedAt));

  it('records each choice as the sf-consent cookie (policy version, consent id) and goes back to the page with a 303', async () => {
    const cases: Array<[string, string]> = [
      ['choice=all', 'p1.f1.t1'],
      ['choice=none', 'p0.f0.t0'],
      ['choice=custom&performance=on&targeting=on', 'p1.f0.t1'],
      ['choice=custom', 'p0.f0.t0'],
    ];
    for (const [form, value] of cases) {
      const response = await post(`${form}&return=${encodeURIComponent('/uk-en/c/men?sort=newest')}`);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/uk-en/c/men?sort=newest');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(cookieOf(response)).toMatch(COOKIE(value));
    }
    // Over HTTPS behind a trusted balancer the cookie is Secure: plugins/trust-proxy.test.ts.
  });

  it('records the decision server-side with the policy version, time, brand and locale, and keeps the browser’s consent id', async () => {
    const before = Date.now();
    const first = await post('choice=custom&functional=on&brand=kerbside&locale=de-de&return=/');
    const consentId = idOf(first);
    const [row] = await decisionsOf(consentId);
    expect(row).toMatchObject({
      policyVersion: V,
      performance: false,
      functional: true,
      targeting: false,
      gpc: false,
      brand: 'kerbside',
      locale: 'de-de',
      source: 'form',
    });
    expect(row?.decidedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    // A later decision from the same browser (even one holding an older policy's cookie) keeps its id.
    const again = await post('choice=none&return=/', { cookie: `sf-consent=v${V - 1}.p1.f1.t1.${consentId}` });
    expect(idOf(again)).toBe(consentId);
    expect((await decisionsOf(consentId)).map((decision) => decision.functional)).toEqual([false, true]);
    // Nothing that identifies the shopper is stored.
    expect(Object.keys(row ?? {}).sort()).toEqual([
      'brand',
      'consentId',
      'decidedAt',
      'functional',
      'gpc',
      'id',
      'locale',
      'performance',
      'policyVersion',
      'source',
      'targeting',
    ]);
  });

  it('honours Global Privacy Control: "Accept all" with Sec-GPC: 1 records targeting off, and the GPC flag', async () => {
    const response = await post('choice=all&return=/', { 'sec-gpc': '1' });
    expect(cookieOf(response)).toMatch(COOKIE('p1.f1.t0'));
    const [row] = await decisionsOf(idOf(response));
    expect(row).toMatchObject({ performance: true, functional: true, targeting: false, gpc: true });
    const ticked = await post('choice=custom&targeting=on&return=/', { 'sec-gpc': '1' });
    expect(cookieOf(ticked)).toMatch(COOKIE('p0.f0.t0'));
  });

  it('"Cookie preferences" pressed before hydration goes back to the page with the panel\'s anchor, recording nothing', async () => {
    const response = await post(`choice=preferences&return=${encodeURIComponent('/uk-en/cart#main')}`);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/uk-en/cart#cookie-preferences');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('never sends the shopper to another site: an unsafe or missing return goes home', async () => {
    for (const back of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', '%2F%2Fevil.example', '']) {
      const response = await post(`choice=all&return=${encodeURIComponent(back)}`);
      expect(response.statusCode, back).toBe(303);
      expect(response.headers.location, back).toBe('/');
    }
    expect((await post('choice=none')).headers.location).toBe('/');
  });

  it('refuses a malformed form with a 400 that names the field, and sets no cookie', async () => {
    for (const form of [
      'choice=maybe',
      'return=/',
      'choice=custom&performance=yes',
      `choice=all&return=/${'a'.repeat(2100)}`,
      'choice=all&brand=acme',
      'choice=all&locale=xx-yy',
    ]) {
      const response = await post(form);
      expect(response.statusCode, form).toBe(400);
      expect(response.json().message, form).toMatch(/choice|performance|return|brand|locale/);
      expect(response.headers['set-cookie'], form).toBeUndefined();
    }
    const tooLarge = await post(`choice=all&return=/&x=${'a'.repeat(5000)}`);
    expect(tooLarge.statusCode).toBe(413);
  });

  it('refuses a choice another site tries to make for the shopper', async () => {
    const crossSite: Array<Record<string, string>> = [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }];
    for (const headers of crossSite) {
      const response = await post('choice=all&return=/', headers);
      expect(response.statusCode).toBe(403);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect((await post('choice=all&return=/', { 'sec-fetch-site': 'same-origin', host: 'shop.example', origin: 'http://shop.example' })).statusCode).toBe(303);
  });
});

describeDatabases('consent decisions (JSON, the hydrated banner)', (context) => {
  const body = (overrides: Record<string, unknown> = {}) => ({
    performance: true,
    functional: true,
    targeting: true,
    consentId: ID,
    policyVersion: V,
    brand: 'northbound',
    locale: 'uk-en',
    ...overrides,
  });
  const send = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = freshAddress()) =>
    context.app.inject({ method: 'POST', url: CONSENT_DECISIONS_PATH, headers, payload: payload as Record<string, unknown>, remoteAddress });

  it('records the decision and sets the same cookie, answering with the proof (201)', async () => {
    const response = await send(body({ targeting: false }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ consentId: ID, policyVersion: V, performance: true, functional: true, targeting: false, gpc: false });
    expect(Number.isNaN(Date.parse(response.json().decidedAt))).toBe(false);
    expect(String(response.headers['set-cookie'])).toMatch(COOKIE('p1.f1.t0', ID));
    const rows = await context.db.select().from(consentDecisions).where(eq(consentDecisions.consentId, ID));
    expect(rows.some((row) => row.source === 'banner' && row.brand === 'northbound' && row.locale === 'uk-en')).toBe(true);
  });

  it('with Sec-GPC: 1 records targeting off whatever the banner sent', async () => {
    const response = await send(body({ consentId: 'fedcba9876543210fedcba9876543210' }), { 'sec-gpc': '1' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ targeting: false, gpc: true });
    expect(String(response.headers['set-cookie'])).toMatch(COOKIE('p1.f1.t0', 'fedcba9876543210fedcba9876543210'));
  });

  it('refuses a decision made under an older policy version (409): the page must show the new one', async () => {
    const response = await send(body({ policyVersion: V - 1 }));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/policyVersion/);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [body({ consentId: 'not-an-id' }), /consentId/],
      [body({ consentId: ID.toUpperCase() }), /consentId/],
      [body({ targeting: 'yes' }), /targeting/],
      [body({ brand: 'acme' }), /brand/],
      [body({ locale: 'xx-yy' }), /locale/],
      [body({ policyVersion: 1.5 }), /policyVersion/],
      [{ performance: true }, /functional|consentId|targeting/],
    ];
    for (const [payload, field] of cases) {
      const response = await send(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message, JSON.stringify(payload)).toMatch(field);
    }
    const notJson = await context.app.inject({
      method: 'POST',
      url: CONSENT_DECISIONS_PATH,
      headers: { 'content-type': 'application/json' },
      payload: '{',
      remoteAddress: freshAddress(),
    });
    expect(notJson.statusCode).toBe(400);
    expect((await send(body(), { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
  });

  it('runs the withdrawal handlers other modules registered, for the categories this browser had granted', async () => {
    const consentId = 'aaaaaaaaaaaaaaaabbbbbbbbbbbbbbbb';
    const withdrawn: Array<[string, string[]]> = [];
    const stop = context.app.consent.onWithdrawn('functional', async (event) => {
      withdrawn.push([event.consentId, event.withdrawn]);
    });
    const failing = context.app.consent.onWithdrawn('targeting', async () => {
      throw new Error('the profile store is down');
    });
    await send(body({ consentId }));
    expect(withdrawn).toEqual([]);
    const response = await send(body({ consentId, functional: false, targeting: false }));
    // A failing cleanup is logged; the decision stands.
    expect(response.statusCode).toBe(201);
    expect(withdrawn).toEqual([[consentId, ['functional', 'targeting']]]);
    stop();
    failing();
  });

  it('limits decisions per address', async () => {
    const from = freshAddress();
    const statuses: number[] = [];
    for (let index = 0; index <= CONSENT_LIMITS.perAddress.limit; index += 1) statuses.push((await send(body(), {}, from)).statusCode);
    expect(statuses.slice(0, -1).every((status) => status === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

it("the browser tests' returning shopper agreed to the current policy version (else every page of them shows the banner)", () => {
  const fixtures = readFileSync(new URL('../../../../../shell/e2e/fixtures.ts', import.meta.url), 'utf8');
  expect(fixtures).toContain(`export const CONSENT_POLICY_VERSION = ${V};`);
});
