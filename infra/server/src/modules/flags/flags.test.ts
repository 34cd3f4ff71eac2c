import { afterAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { FeatureFlags } from '@sf/contracts';
import { describeDatabases } from '../../test/databases';
import { buildTestApp } from '../../test/test-app';
import { DEFAULT_FLAGS } from './service';

describeDatabases('feature flags and geo', (context) => {
  let overridden: FastifyInstance | undefined;
  afterAll(async () => overridden?.close());

  it('returns the default flags, narrowed by the locale header', async () => {
    const flags = (await context.app.inject({ method: 'GET', url: '/fapi/featureFlags', headers: { locale: 'de-de' } })).json() as FeatureFlags;
    expect(flags.flags).toEqual(DEFAULT_FLAGS);
    const canada = (await context.app.inject({ method: 'GET', url: '/fapi/featureFlags', headers: { locale: 'ca-fr' } })).json() as FeatureFlags;
    expect(canada.flags.liveChat).toBe(false);
  });

  it('applies FEATURE_FLAGS overrides from the environment', async () => {
    overridden = await buildTestApp({ database: context.database, env: { FEATURE_FLAGS: '{"legacyUrls":true,"liveChat":false}' } });
    const flags = (await overridden.inject({ method: 'GET', url: '/fapi/featureFlags' })).json() as FeatureFlags;
    expect(flags.flags).toMatchObject({ legacyUrls: true, liveChat: false, helpPages: true });
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
