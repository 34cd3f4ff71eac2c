import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { describeDatabases } from '../../test/databases';
import { buildTestApp } from '../../test/test-app';
import { parseEnv } from '../../env';

describeDatabases('GET /fapi/proxyScript', (context) => {
  const extraApps: FastifyInstance[] = [];
  afterAll(async () => {
    for (const app of extraApps) await app.close();
  });

  it('refuses everything by default (no PROXY_SCRIPT_HOSTS), naming the reason', async () => {
    const response = await context.app.inject({ method: 'GET', url: `/fapi/proxyScript?url=${encodeURIComponent('https://www.googletagmanager.com/gtm.js')}` });
    expect(response.statusCode).toBe(403);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'url: host www.googletagmanager.com is not on the proxyScript allow-list',
    });
  });

  it('answers 400 without a url and for a non-https one', async () => {
    expect((await context.app.inject({ method: 'GET', url: '/fapi/proxyScript' })).statusCode).toBe(400);
    const plain = await context.app.inject({ method: 'GET', url: `/fapi/proxyScript?url=${encodeURIComponent('http://example.com/a.js')}` });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().message).toBe('url: only https is proxied (got http)');
  });

  it('refuses an allow-listed name that resolves to loopback (the real resolver, no connection made)', async () => {
    const app = await buildTestApp({ database: context.app.database, env: { PROXY_SCRIPT_HOSTS: 'localhost' } });
    extraApps.push(app);
    const response = await app.inject({ method: 'GET', url: `/fapi/proxyScript?url=${encodeURIComponent('https://localhost/evil.js')}` });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('url: host localhost resolves to a private or reserved address');
  });
});

describe('PROXY_SCRIPT_HOSTS', () => {
  it('is a comma-separated list of host names, empty by default', () => {
    expect(parseEnv({}).PROXY_SCRIPT_HOSTS).toEqual([]);
    expect(parseEnv({ PROXY_SCRIPT_HOSTS: ' CDN.example.com, *.example.net ' }).PROXY_SCRIPT_HOSTS).toEqual(['cdn.example.com', '*.example.net']);
    expect(() => parseEnv({ PROXY_SCRIPT_HOSTS: 'https://cdn.example.com/' })).toThrow(/PROXY_SCRIPT_HOSTS/);
  });
});
