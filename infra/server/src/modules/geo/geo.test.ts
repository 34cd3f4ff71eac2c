import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import type { GeoCountry } from '@sf/contracts';
import { describeDatabases } from '../../test/databases';
import { geoRoutes } from './routes';
import { createGeoService, loadGeoIpDatabase } from './service';

const PROXY = '10.0.0.7';

/** The geo routes alone, behind Fastify's trustProxy as TRUST_PROXY sets it, with a stand-in geo-IP database. */
async function geoApp(trustProxy: boolean | string, header: string | undefined): Promise<FastifyInstance> {
  const app = Fastify({ trustProxy });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const brandOrigins = { northbound: 'http://localhost:3000', kerbside: 'http://kerbside.localhost:3000', fieldwear: 'http://fieldwear.localhost:3000' };
  app.decorate('config', { GEO_COUNTRY_HEADER: header, brandOrigins, DEFAULT_BRAND: 'northbound' } as FastifyInstance['config']);
  const addresses: Record<string, string> = { '81.2.69.160': 'GB', '2.16.6.1': 'DE' };
  app.decorate(
    'geo',
    createGeoService({
      brandOrigins,
      defaultBrand: 'northbound',
      localePaths: { strategy: 'prefix_except_default', defaultLocale: 'uk-en' },
      countryOfAddress: async () => (ip) => addresses[ip] ?? null,
    }),
  );
  await app.register(geoRoutes);
  return app;
}

describe('GET /get-user-geo-country (spec §7)', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => app?.close());
  const country = async (remoteAddress: string, headers: Record<string, string>): Promise<GeoCountry> => {
    const response = await (app as FastifyInstance).inject({ method: 'GET', url: '/get-user-geo-country', remoteAddress, headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    return response.json() as GeoCountry;
  };

  it("honours the edge's country header only from a trusted proxy", async () => {
    app = await geoApp(PROXY, 'cf-ipcountry');
    expect(await country(PROXY, { 'x-forwarded-for': '203.0.113.9', 'cf-ipcountry': 'fr' })).toEqual({
      country: { code: 'FR', name: 'France' },
      source: 'edge',
    });
    // A client talking to us directly, forging both headers: the header is ignored, its own address decides.
    expect(await country('2.16.6.1', { 'x-forwarded-for': '81.2.69.160', 'cf-ipcountry': 'fr' })).toEqual({
      country: { code: 'DE', name: 'Germany' },
      source: 'ip',
    });
    // Unknown or reserved codes from the edge fall through to the address.
    expect((await country(PROXY, { 'x-forwarded-for': '81.2.69.160', 'cf-ipcountry': 'XX' })).country.code).toBe('GB');
  });

  it('ignores every country header when GEO_COUNTRY_HEADER is unset, even from a proxy', async () => {
    app = await geoApp(PROXY, undefined);
    expect(await country(PROXY, { 'x-forwarded-for': '81.2.69.160', 'cf-ipcountry': 'fr', 'x-country': 'fr' })).toMatchObject({
      country: { code: 'GB' },
      source: 'ip',
    });
  });

  it('falls back to the Accept-Language region, then the default site, for addresses the database does not know', async () => {
    app = await geoApp(false, 'cf-ipcountry');
    expect(await country('127.0.0.1', { 'accept-language': 'nl-BE,nl;q=0.9', 'cf-ipcountry': 'fr' })).toMatchObject({
      country: { code: 'BE' },
      source: 'language',
    });
    expect(await country('127.0.0.1', { 'accept-language': 'en' })).toEqual({ country: { code: 'GB', name: 'United Kingdom' }, source: 'default' });
  });
});

describe('the offline geo-IP database', () => {
  it('knows public addresses (IPv4 and IPv6) from the data inside the package, and no private or loopback one', async () => {
    const countryOf = await loadGeoIpDatabase();
    expect(countryOf('8.8.8.8')).toBe('US');
    expect(countryOf('2001:4860:4860::8888')).toBe('US');
    expect(countryOf('127.0.0.1')).toBeNull();
    expect(countryOf('10.1.2.3')).toBeNull();
    expect(countryOf('not an address')).toBeNull();
  });
});

describeDatabases('geo endpoint in the app', (context) => {
  it('answers from the geo-IP database on the client address, ignoring a forged header without GEO_COUNTRY_HEADER', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/get-user-geo-country', remoteAddress: '8.8.8.8', headers: { 'x-country': 'fr' } });
    expect(response.json()).toEqual({ country: { code: 'US', name: 'United States' }, source: 'ip' });
  });
});
