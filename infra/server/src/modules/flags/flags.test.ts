import type { AddressInfo } from 'node:net';
import { afterAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { FlagDefinition, InternalFlags } from '@sf/contracts';
import type { FeatureFlags } from '@sf/remote-contract';
import { describeDatabases } from '../../test/databases';
import { operatorCookie } from '../../test/operator-session';
import { buildTestApp } from '../../test/test-app';
import { DEFAULT_FLAGS } from './service';
import { openSse } from './sse-reader';

const flagsOf = async (app: FastifyInstance, headers: Record<string, string> = {}) =>
  (await app.inject({ method: 'GET', url: '/fapi/featureFlags', headers })).json() as FeatureFlags;

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

async function definition(app: FastifyInstance, cookie: string, key: string): Promise<FlagDefinition> {
  const list = (await app.inject({ url: '/api/internal/feature-flags', headers: { cookie } })).json() as InternalFlags;
  const found = list.flags.find((flag) => flag.key === key);
  if (!found) throw new Error(`no flag ${key}`);
  return found;
}

function put(app: FastifyInstance, cookie: string, key: string, body: unknown) {
  return app.inject({ method: 'PUT', url: `/api/internal/feature-flags/${key}`, headers: { cookie }, payload: body as Record<string, unknown> });
}

describeDatabases('feature flags and geo', (context) => {
  let overridden: FastifyInstance | undefined;
  afterAll(async () => overridden?.close());

  it('returns the default flags (seeded rows), narrowed by the locale header: no live chat in Canada', async () => {
    expect((await flagsOf(context.app, { locale: 'de-de' })).flags).toEqual(DEFAULT_FLAGS);
    expect((await flagsOf(context.app, { locale: 'ca-fr' })).flags.liveChat).toBe(false);
  });

  it('applies FEATURE_FLAGS overrides from the environment', async () => {
    overridden = await buildTestApp({ database: context.database, env: { FEATURE_FLAGS: '{"legacyUrls":true,"liveChat":false}' } });
    const flags = await flagsOf(overridden);
    expect(flags.flags).toMatchObject({ legacyUrls: true, liveChat: false, helpPages: true });
  });

  it('honours the passthrough header in test and names it when it is wrong', async () => {
    expect((await flagsOf(context.app, { 'ld-passthrough': 'helpPages:false,legacyUrls:true' })).flags).toMatchObject({ helpPages: false, legacyUrls: true });
    const bad = await context.app.inject({ url: '/fapi/featureFlags', headers: { 'ld-passthrough': 'helpPages:perhaps' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('ld-passthrough');
  });

  // The visitor's country (GET /get-user-geo-country) is tested in geo/geo.test.ts (issue 24: trusted proxies only).

  it('lists every country site with its locales for the location selector', async () => {
    const entries = (await context.app.inject({ method: 'GET', url: '/fapi/pages/location-selector' })).json() as Array<{
      countryCode: string;
      locales: Array<{ code: string; path: string }>;
    }>;
    expect(entries.map((entry) => entry.countryCode)).toEqual(['GB', 'DE', 'FR', 'IT', 'ES', 'NL', 'PL', 'PT', 'AT', 'BE', 'CH', 'US', 'CA']);
    expect(entries.find((entry) => entry.countryCode === 'US')?.locales).toEqual([
      { code: 'us-en', path: '/us-en' },
      { code: 'us-es', path: '/us-es' },
    ]);
    expect(entries[0]?.locales).toEqual([{ code: 'uk-en', path: '/' }]);
  });
});

describeDatabases('feature flags: the internal API, audit and the stream', (context) => {
  let production: FastifyInstance | undefined;
  afterAll(async () => production?.close());

  it('is for operators only: 401 without a session, 403 for a cross-site edit', async () => {
    expect((await context.app.inject({ url: '/api/internal/feature-flags' })).statusCode).toBe(401);
    const body = { defaultValue: false, rolloutPercentage: null, rules: [], version: 1 };
    expect((await put(context.app, '', 'helpPages', body)).statusCode).toBe(401);
    const cookie = await operatorCookie(context.app);
    const crossSite = await context.app.inject({
      method: 'PUT',
      url: '/api/internal/feature-flags/helpPages',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
      payload: body,
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it('validates an edit and names the field', async () => {
    const cookie = await operatorCookie(context.app);
    const { version } = await definition(context.app, cookie, 'backToTop');
    const cases: Array<[unknown, string]> = [
      [{ defaultValue: 'yes', rolloutPercentage: null, rules: [], version }, 'defaultValue'],
      [{ defaultValue: true, rolloutPercentage: 101, rules: [], version }, 'rolloutPercentage'],
      [
        {
          defaultValue: true,
          rolloutPercentage: null,
          rules: [{ conditions: [{ attribute: 'user.shoeSize', operator: 'in', values: ['9'] }], value: true }],
          version,
        },
        'attribute',
      ],
      [
        {
          defaultValue: true,
          rolloutPercentage: null,
          rules: [{ conditions: [{ attribute: 'brand.locale', operator: 'in', values: [] }], value: true }],
          version,
        },
        'values',
      ],
    ];
    for (const [payload, field] of cases) {
      const answer = await put(context.app, cookie, 'backToTop', payload);
      expect(answer.statusCode, field).toBe(400);
      expect(answer.json<{ message: string }>().message, field).toContain(field);
    }
    expect((await put(context.app, cookie, 'noSuchFlag', { defaultValue: true, rolloutPercentage: null, rules: [], version })).statusCode).toBe(400);
  });

  it('saves an edit with an audit row (who, when, before, after); evaluation follows at once; a stale version is a 409', async () => {
    const cookie = await operatorCookie(context.app);
    const before = await definition(context.app, cookie, 'legacyUrls');
    const rule = {
      description: 'Loyalty members first',
      conditions: [{ attribute: 'brand.locale', operator: 'in', values: ['de-de'] }],
      value: true,
      percentage: null,
    };
    const saved = await put(context.app, cookie, 'legacyUrls', { defaultValue: false, rolloutPercentage: null, rules: [rule], version: before.version });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<FlagDefinition>()).toMatchObject({ version: before.version + 1, updatedBy: 'operator@storefront.test', rules: [rule] });
    expect((await flagsOf(context.app, { locale: 'de-de' })).flags.legacyUrls).toBe(true);
    expect((await flagsOf(context.app, { locale: 'fr-fr' })).flags.legacyUrls).toBe(false);

    const list = (await context.app.inject({ url: '/api/internal/feature-flags', headers: { cookie } })).json() as InternalFlags;
    expect(list.audit[0]).toMatchObject({
      flagKey: 'legacyUrls',
      operator: 'operator@storefront.test',
      before: { defaultValue: false, rolloutPercentage: null, rules: [] },
      after: { defaultValue: false, rolloutPercentage: null, rules: [rule] },
    });
    expect(Date.now() - Date.parse(list.audit[0]?.changedAt ?? '')).toBeLessThan(60_000);

    const stale = await put(context.app, cookie, 'legacyUrls', { defaultValue: true, rolloutPercentage: null, rules: [], version: before.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ message: string }>().message).toContain('version');
  });

  it('gives each guest their own side of a percentage rollout, by their visitor cookie, kept across requests', async () => {
    const cookie = await operatorCookie(context.app);
    const { version } = await definition(context.app, cookie, 'backToTop');
    expect((await put(context.app, cookie, 'backToTop', { defaultValue: false, rolloutPercentage: 50, rules: [], version })).statusCode).toBe(200);
    try {
      const visitors = Array.from({ length: 40 }, (_, index) => `guest${String(index).padStart(2, '0')}ABCDEFGHIJKLMNOP`.slice(0, 22));
      const sides = await Promise.all(visitors.map(async (visitor) => (await flagsOf(context.app, { cookie: `optimizelyUserId=${visitor}` })).flags.backToTop));
      // Some guests in, some out (40 guests all on one side at 50 % would be one chance in 2^39).
      expect(new Set(sides)).toEqual(new Set([true, false]));
      const again = await Promise.all(visitors.map(async (visitor) => (await flagsOf(context.app, { cookie: `optimizelyUserId=${visitor}` })).flags.backToTop));
      expect(again).toEqual(sides);
      // The HttpOnly cookie's value never reaches the page: the context names a hash of it.
      const answer = await flagsOf(context.app, { cookie: `optimizelyUserId=${visitors[0]}` });
      expect(answer.context?.user.key).toMatch(/^guest-[0-9a-f]{24}$/);
      expect(JSON.stringify(answer)).not.toContain(visitors[0]);
    } finally {
      await put(context.app, cookie, 'backToTop', { defaultValue: true, rolloutPercentage: null, rules: [], version: version + 1 });
    }
  });

  it('redirects the help area home when helpPages is off, on the server', async () => {
    const cookie = await operatorCookie(context.app);
    const { version } = await definition(context.app, cookie, 'helpPages');
    expect((await put(context.app, cookie, 'helpPages', { defaultValue: false, rolloutPercentage: null, rules: [], version })).statusCode).toBe(200);
    const help = await context.app.inject({ url: '/de-de/help/returns' });
    expect(help.statusCode).toBe(302);
    expect(help.headers.location).toBe('/de-de');
    expect((await flagsOf(context.app)).flags.helpPages).toBe(false);
    await put(context.app, cookie, 'helpPages', { defaultValue: true, rolloutPercentage: null, rules: [], version: version + 1 });
    expect((await context.app.inject({ url: '/de-de/help/returns' })).statusCode).not.toBe(302);
  });

  it('ignores the passthrough header on production', async () => {
    production = await buildTestApp({ database: context.database, env: { APP_ENV: 'production' } });
    expect((await flagsOf(production, { 'ld-passthrough': 'helpPages:false' })).flags.helpPages).toBe(true);
    expect((await production.inject({ url: '/fapi/featureFlags', headers: { 'ld-passthrough': 'garbage' } })).statusCode).toBe(200);
  });

  it('streams the flags at once, then every change, and caps streams per address', async () => {
    const capped = await buildTestApp({ database: context.database, env: { FLAG_STREAMS_PER_ADDRESS: '2' } });
    try {
      const base = await listen(capped);
      const stream = await openSse(`${base}/fapi/featureFlags/stream?locale=de-de&ldPassthrough=legacyUrls:false`);
      expect(stream.response.statusCode).toBe(200);
      expect(stream.response.headers['content-type']).toContain('text/event-stream');
      expect(stream.response.headers['content-encoding']).toBeUndefined();
      const first = await stream.next();
      expect(first.event).toBe('flags');
      expect((JSON.parse(first.data) as FeatureFlags).flags.keepDialogsOnNavigation).toBe(false);

      const cookie = await operatorCookie(capped);
      const { version } = await definition(capped, cookie, 'keepDialogsOnNavigation');
      await put(capped, cookie, 'keepDialogsOnNavigation', { defaultValue: true, rolloutPercentage: null, rules: [], version });
      const changed = JSON.parse((await stream.next(2000)).data) as FeatureFlags;
      expect(changed.flags.keepDialogsOnNavigation).toBe(true);
      // The stream's passthrough stays in force for its visitor.
      expect(changed.flags.legacyUrls).toBe(false);

      const second = await openSse(`${base}/fapi/featureFlags/stream`);
      const third = await openSse(`${base}/fapi/featureFlags/stream`);
      expect(second.response.statusCode).toBe(200);
      expect(third.response.statusCode).toBe(429);
      // A closed stream frees its place.
      stream.close();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const fourth = await openSse(`${base}/fapi/featureFlags/stream`);
      expect(fourth.response.statusCode).toBe(200);
      for (const open of [second, third, fourth]) open.close();
      await put(capped, cookie, 'keepDialogsOnNavigation', { defaultValue: false, rolloutPercentage: null, rules: [], version: version + 1 });
    } finally {
      await capped.close();
    }
  });
});
