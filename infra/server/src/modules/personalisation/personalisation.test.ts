/**
 * Personalisation: the profile endpoint stores the latest spec §3 profile per visitor only with targeting consent,
 * refuses bad input with a 400 naming the field (never a 500), cross-site posts and floods; two tabs sending at once
 * leave one row; withdrawal (the browser's DELETE, or the consent decision) deletes it; old profiles are pruned; and
 * "Recommended for you" is drawn from the stored interests, without what was viewed or is in the basket.
 */
import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PersonalisationBatch, PersonalisationProfile } from '@sf/contracts';
import { CONSENT_DECISIONS_PATH, CONSENT_POLICY_VERSION } from '@sf/contracts/consent-cookie';
import { PERSONALISATION_RETENTION_DAYS } from '@sf/contracts/personalisation';
import { describeDatabases } from '../../test/databases';
import { HOSTILE_VALUES, sendHostile } from '../../test/hostile-input';
import { PERSONALISATION_LIMITS, TARGETING_REQUIRED } from './routes';
import { personalisationProfiles } from './tables';

const V = CONSENT_POLICY_VERSION;
let counter = 0;
const fresh = () => {
  counter += 1;
  return counter;
};
const freshAddress = () => {
  const n = fresh();
  return `10.88.${(n >> 8) & 255}.${n & 255}`;
};
const consentId = () => fresh().toString(16).padStart(32, 'c');
const consentCookie = (id: string, bits = 'p0.f0.t1') => `sf-consent=v${V}.${bits}.${id}`;

const profile = (overrides: Partial<PersonalisationProfile> = {}): PersonalisationProfile => ({
  viewport: { width: 1280, height: 800 },
  coordinates: null,
  customStates: { cartEmpty: true, employeeLoggedIn: false, loggedIn: false, loyaltyEnrolled: false },
  interests: [],
  viewedProducts: [],
  cart: { currency: 'GBP', itemTotal: 0, discount: 0, items: [] },
  stealthGroup: null,
  ...overrides,
});
const batch = (overrides: Partial<PersonalisationProfile> = {}): PersonalisationBatch => ({
  brand: 'northbound',
  locale: 'uk-en',
  events: [{ name: 'pageView' }],
  profile: profile(overrides),
});

describeDatabases('personalisation', (context) => {
  const post = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = freshAddress()) =>
    context.app.inject({
      method: 'POST',
      url: '/api/personalisation/events',
      remoteAddress,
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const visitorOf = (response: { cookies: Array<{ name: string; value: string }> }) =>
    response.cookies.find((cookie) => cookie.name === 'sf_pvid')?.value ?? '';
  const rowOf = async (visitorId: string) =>
    (await context.db.select().from(personalisationProfiles).where(eq(personalisationProfiles.visitorId, visitorId)))[0];
  const recommendations = (cookie: string, exclude?: string) =>
    context.app.inject({
      url: `/api/personalisation/recommendations?brand=northbound&locale=uk-en${exclude ? `&exclude=${exclude}` : ''}`,
      headers: cookie ? { cookie } : {},
      remoteAddress: freshAddress(),
    });
  /** A leaf category of the seeded catalogue with products, and its product ids in recommended order. */
  const leafCategory = async () => {
    const { categories } = await context.app.catalog.listCategories({ brand: 'northbound', locale: 'uk-en' });
    const leaf = categories.find(
      (category) => category.parentId !== null && category.productCount >= 8 && !categories.some((child) => child.parentId === category.id),
    );
    if (!leaf) throw new Error('no leaf category with products in the seed');
    const list = await context.app.listings.categoryListing({ brand: 'northbound', locale: 'uk-en' }, leaf.slug, {
      sort: 'recommended',
      offset: 0,
      limit: 200,
      filters: {},
    });
    return { slug: leaf.slug, ids: (list?.items ?? []).map((item) => item.productId) };
  };

  it('stores the profile with targeting consent, makes an HttpOnly visitor cookie and keeps the consent id', async () => {
    const id = consentId();
    const sent = batch({ interests: [{ category: 'women/boots', views: 3 }], coordinates: { latitude: 51.5, longitude: -0.13 }, stealthGroup: 'beta-testers' });
    const response = await post(sent, { cookie: consentCookie(id) });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^sf_pvid=[A-Za-z0-9_-]{22}; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/);
    const row = await rowOf(visitorOf(response));
    expect(row).toMatchObject({ consentId: id, brand: 'northbound', locale: 'uk-en', profile: sent.profile, eventCount: 1 });
  });

  it('takes the text/plain JSON of sendBeacon and says when a body is not JSON', async () => {
    const id = consentId();
    const response = await post(batch(), { cookie: consentCookie(id), 'content-type': 'text/plain;charset=UTF-8' });
    expect(response.statusCode).toBe(204);
    const broken = await post('{"brand":', { cookie: consentCookie(id), 'content-type': 'text/plain;charset=UTF-8' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ message: 'body: is not valid JSON' });
  });

  it('refuses without targeting consent (none, undecided, another category only, or Global Privacy Control) and stores nothing', async () => {
    const before = (await context.db.select().from(personalisationProfiles)).length;
    const cases: Array<Record<string, string>> = [
      {},
      { cookie: consentCookie(consentId(), 'p1.f1.t0') },
      { cookie: consentCookie(consentId()), 'sec-gpc': '1' },
    ];
    for (const headers of cases) {
      const response = await post(batch(), headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: TARGETING_REQUIRED });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect((await context.db.select().from(personalisationProfiles)).length).toBe(before);
  });

  it('answers bad input with a 400 that names the field, and never a 500', async () => {
    const cookie = consentCookie(consentId());
    const cases: Array<[unknown, string]> = [
      [{ ...batch(), brand: 'acme' }, 'body/brand'],
      [{ ...batch(), extra: 1 }, 'body'],
      [batch({ viewport: { width: -1, height: 10 } }), 'body/profile/viewport/width'],
      [batch({ coordinates: { latitude: 91, longitude: 0 } }), 'body/profile/coordinates/latitude'],
      [batch({ interests: Array.from({ length: 21 }, (_, index) => ({ category: `c${index}`, views: 1 })) }), 'body/profile/interests'],
      [batch({ interests: [{ category: '../etc', views: 1 }] }), 'body/profile/interests/0/category'],
      [batch({ interests: [{ category: 'men', views: 0 }] }), 'body/profile/interests/0/views'],
      [batch({ viewedProducts: ['<script>'] }), 'body/profile/viewedProducts/0'],
      [batch({ cart: { currency: 'XXX' as 'GBP', itemTotal: 0, discount: 0, items: [] } }), 'body/profile/cart/currency'],
      [batch({ cart: { currency: 'GBP', itemTotal: 1.5, discount: 0, items: [] } }), 'body/profile/cart/itemTotal'],
      [batch({ stealthGroup: 'Robert); DROP TABLE' }), 'body/profile/stealthGroup'],
      [{ ...batch(), events: [{ name: 'teleport' }] }, 'body/events/0/name'],
      [{ ...batch(), events: Array.from({ length: 21 }, () => ({ name: 'pageView' })) }, 'body/events'],
    ];
    for (const [payload, field] of cases) {
      const response = await post(payload, { cookie });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().message, field).toContain(field);
    }
    const failures: string[] = [];
    for (const value of HOSTILE_VALUES) {
      for (const payload of [value, { ...batch(), profile: value }, { ...batch(), events: value }, batch({ interests: value as never })]) {
        const { failure } = await sendHostile(context.app, {
          name: JSON.stringify(payload).slice(0, 60),
          method: 'POST',
          url: '/api/personalisation/events',
          payload,
          headers: { cookie },
          remoteAddress: freshAddress(),
        });
        if (failure) failures.push(failure);
      }
    }
    expect(failures).toEqual([]);
    const huge = await post({ ...batch(), pad: 'x'.repeat(20_000) }, { cookie });
    expect(huge.statusCode).toBe(413);
  });

  it('refuses a post or a delete the browser says comes from another site', async () => {
    const cookie = consentCookie(consentId());
    const crossSite: Array<Record<string, string>> = [{ 'sec-fetch-site': 'cross-site' }, { origin: 'https://evil.example' }];
    for (const headers of crossSite) {
      const posted = await post(batch(), { cookie, ...headers });
      expect(posted.statusCode).toBe(403);
      expect(posted.json().message).toBe('This request must come from the shop itself');
      const deleted = await context.app.inject({
        method: 'DELETE',
        url: '/api/personalisation/profile',
        headers: { cookie, ...headers },
        remoteAddress: freshAddress(),
      });
      expect(deleted.statusCode).toBe(403);
    }
  });

  it('keeps only the latest profile per visitor, and two tabs sending at once leave one row', async () => {
    const id = consentId();
    const first = await post(batch(), { cookie: consentCookie(id) });
    const visitorId = visitorOf(first);
    const cookie = `${consentCookie(id)}; sf_pvid=${visitorId}`;
    const sends = Array.from({ length: 12 }, (_, index) => post(batch({ viewport: { width: 300 + index, height: 600 } }), { cookie }));
    const statuses = (await Promise.all(sends)).map((response) => response.statusCode);
    expect(statuses.every((status) => status === 204)).toBe(true);
    const rows = await context.db.select().from(personalisationProfiles).where(eq(personalisationProfiles.visitorId, visitorId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.eventCount).toBe(13);
    expect(rows[0]?.profile.viewport.width).toBeGreaterThanOrEqual(300);
  });

  it('deletes the profile and the visitor cookie when the browser says targeting was withdrawn (DELETE), without consent', async () => {
    const id = consentId();
    const visitorId = visitorOf(await post(batch(), { cookie: consentCookie(id) }));
    expect(await rowOf(visitorId)).toBeDefined();
    const response = await context.app.inject({
      method: 'DELETE',
      url: '/api/personalisation/profile',
      headers: { cookie: `${consentCookie(id, 'p0.f0.t0')}; sf_pvid=${visitorId}` },
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBe(204);
    expect(String(response.headers['set-cookie'])).toMatch(/^sf_pvid=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax$/);
    expect(await rowOf(visitorId)).toBeUndefined();
    // Nothing to delete is no error either.
    expect((await context.app.inject({ method: 'DELETE', url: '/api/personalisation/profile', remoteAddress: freshAddress() })).statusCode).toBe(204);
  });

  it('deletes the profiles of a consent id when the consent module records targeting withdrawn (no browser DELETE needed)', async () => {
    const id = consentId();
    await context.app.inject({
      method: 'POST',
      url: CONSENT_DECISIONS_PATH,
      payload: { performance: false, functional: false, targeting: true, consentId: id, policyVersion: V, brand: 'northbound', locale: 'uk-en' },
      remoteAddress: freshAddress(),
    });
    const visitorId = visitorOf(await post(batch(), { cookie: consentCookie(id) }));
    expect(await rowOf(visitorId)).toBeDefined();
    const withdrawn = await context.app.inject({
      method: 'POST',
      url: CONSENT_DECISIONS_PATH,
      payload: { performance: false, functional: false, targeting: false, consentId: id, policyVersion: V, brand: 'northbound', locale: 'uk-en' },
      remoteAddress: freshAddress(),
    });
    expect(withdrawn.statusCode).toBe(201);
    expect(await rowOf(visitorId)).toBeUndefined();
  });

  it('recommends from the stored interests, leaving out what was viewed or is in the basket; without consent the top-rated', async () => {
    const { slug, ids } = await leafCategory();
    const [viewed, inBasket] = ids as [string, string];
    const id = consentId();
    const visitorId = visitorOf(
      await post(
        batch({
          interests: [{ category: slug, views: 5 }],
          viewedProducts: [viewed],
          cart: { currency: 'GBP', itemTotal: 11900, discount: 0, items: [{ productId: inBasket, quantity: 1 }] },
        }),
        { cookie: consentCookie(id) },
      ),
    );
    const cookie = `${consentCookie(id)}; sf_pvid=${visitorId}`;
    const response = await recommendations(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const answer = response.json();
    expect(answer.basis).toBe('interests');
    expect(answer.recentlyViewed).toEqual([viewed]);
    expect(answer.items).toHaveLength(4);
    for (const item of answer.items) {
      expect(ids).toContain(item.productId);
      expect([viewed, inBasket]).not.toContain(item.productId);
    }
    // The same visitor without targeting in the cookie (withdrawn in another tab): no profile is read.
    const withoutConsent = (await recommendations(`${consentCookie(id, 'p1.f1.t0')}; sf_pvid=${visitorId}`)).json();
    expect(withoutConsent).toMatchObject({ basis: 'top-rated', recentlyViewed: [] });
    expect(withoutConsent.items).toHaveLength(4);
    expect((await recommendations('')).json().basis).toBe('top-rated');
    expect((await recommendations('', 'nope')).statusCode).toBe(400);
  });

  it('deletes profiles not updated for the retention period', async () => {
    const old = new Date(Date.now() - (PERSONALISATION_RETENTION_DAYS + 1) * 24 * 60 * 60 * 1000);
    await context.db
      .insert(personalisationProfiles)
      .values({ visitorId: 'old-visitor-aaaaaaaaaaa', brand: 'northbound', locale: 'uk-en', profile: profile(), updatedAt: old });
    expect(await context.app.personalisation.prune()).toBeGreaterThanOrEqual(1);
    expect(await rowOf('old-visitor-aaaaaaaaaaa')).toBeUndefined();
  });

  it('limits sends per address', async () => {
    const from = freshAddress();
    const cookie = consentCookie(consentId());
    const statuses: number[] = [];
    for (let index = 0; index <= PERSONALISATION_LIMITS.perAddress.limit; index += 1) statuses.push((await post(batch(), { cookie }, from)).statusCode);
    expect(statuses.slice(0, -1).every((status) => status === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
