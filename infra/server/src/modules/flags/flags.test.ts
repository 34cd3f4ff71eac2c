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

  it('guesses the visitor country from x-country, then Accept-Language, then the default locale', async () => {
    const country = async (headers: Record<string, string>) =>
      (await context.app.inject({ method: 'GET', url: '/get-user-geo-country', headers })).json() as { country: { code: string; name: string } };
    expect(await country({ 'x-country': 'fr', 'accept-language': 'de-DE' })).toEqual({ country: { code: 'FR', name: 'France' } });
    expect((await country({ 'accept-language': 'nl-BE,nl;q=0.9' })).country.code).toBe('BE');
    expect((await country({ 'x-country': 'nonsense', 'accept-language': 'en' })).country).toEqual({ code: 'GB', name: 'United Kingdom' });
  });

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
