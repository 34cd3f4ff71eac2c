import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { parseEnv, EnvError } from '../env';
import { describeDatabases } from '../test/databases';
import { buildTestApp } from '../test/test-app';
import { hostnameOf, parseTrustProxy, proxyTrust } from './trust-proxy';

describe('TRUST_PROXY', () => {
  it('is off unless set, and off for the usual ways of saying no', () => {
    expect(parseEnv({}).TRUST_PROXY).toEqual({ kind: 'off' });
    for (const text of ['off', 'false', '0', ' ']) expect(parseTrustProxy(text)).toEqual({ kind: 'off' });
  });

  it('takes a hop count or a list of addresses, CIDR ranges and named ranges', () => {
    expect(parseTrustProxy('2')).toEqual({ kind: 'hops', hops: 2 });
    expect(parseTrustProxy('loopback, 10.0.0.0/8 ,2001:db8::/32')).toEqual({ kind: 'addresses', addresses: ['loopback', '10.0.0.0/8', '2001:db8::/32'] });
  });

  it('refuses `true` and anything that is not an address, naming the variable and the problem', () => {
    const problem = (value: string) => {
      try {
        parseEnv({ TRUST_PROXY: value });
      } catch (error) {
        if (error instanceof EnvError) return error.problems.join('\n');
      }
      return 'accepted';
    };
    expect(problem('true')).toMatch(/^TRUST_PROXY: `true` would believe any client's X-Forwarded-For/);
    expect(problem('10.0.0.0/8, proxy.internal')).toMatch(/^TRUST_PROXY: "proxy.internal" is not an IP address/);
    expect(problem('10.0.0.0/40')).toMatch(/^TRUST_PROXY: "10.0.0.0\/40"/);
    expect(problem('17')).toMatch(/at most 16/);
  });
});

describe("the document lane's host name", () => {
  const cases: Array<Record<string, string>> = [
    { host: 'northbound.example' },
    { host: 'northbound.example:3000' },
    { host: '[::1]:3000' },
    { host: '127.0.0.1:3000', 'x-forwarded-host': 'kerbside.example' },
    { host: '127.0.0.1', 'x-forwarded-host': 'evil.example, kerbside.example:8443' },
    { host: '127.0.0.1', 'x-forwarded-host': ' kerbside.example ,  fieldwear.example ' },
    { host: '127.0.0.1', 'x-forwarded-host': '' },
    { host: '127.0.0.1', 'x-forwarded-host': '[2001:db8::1]:443' },
  ];
  // Fastify decides from the socket's peer; inject's peer is 127.0.0.1 unless told otherwise.
  for (const [setting, peer] of [
    ['loopback', '127.0.0.1'],
    ['10.0.0.0/8', '127.0.0.1'],
    ['off', '127.0.0.1'],
    ['1', '203.0.113.9'],
  ] as const) {
    it(`is Fastify's request.hostname for every form of Host and X-Forwarded-Host (TRUST_PROXY=${setting}, peer ${peer})`, async () => {
      const trust = proxyTrust(parseTrustProxy(setting));
      const reference = Fastify({ trustProxy: trust });
      reference.get('/', async (request) => request.hostname);
      for (const headers of cases) {
        const expected = (await reference.inject({ url: '/', headers, remoteAddress: peer })).body;
        expect(hostnameOf(headers, peer, trust), JSON.stringify(headers)).toBe(expected);
      }
      await reference.close();
    });
  }

  it('ignores X-Forwarded-Host from a peer that is not a trusted proxy', () => {
    const trust = proxyTrust(parseTrustProxy('10.0.0.0/8'));
    const headers = { host: 'northbound.example', 'x-forwarded-host': 'kerbside.example' };
    expect(hostnameOf(headers, '203.0.113.9', trust)).toBe('northbound.example');
    expect(hostnameOf(headers, '10.1.2.3', trust)).toBe('kerbside.example');
  });
});

/** 40 card tokens, each request naming its own made-up client address; the statuses in order. */
async function tokensWithForgedAddresses(app: FastifyInstance, peer: string, run: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let n = 1; n <= 40; n += 1) {
    const response = await app.inject({
      method: 'POST',
      url: '/payments/test-provider/tokens',
      payload: { number: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Ada Lovelace' },
      headers: { 'x-forwarded-for': `198.51.${run}.${n}`, 'x-forwarded-proto': 'https' },
      remoteAddress: peer,
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describeDatabases('forwarded headers and per-address limits', (context) => {
  let behindBalancer: FastifyInstance;
  beforeAll(async () => {
    behindBalancer = await buildTestApp({ database: context.database, env: { TRUST_PROXY: '10.0.0.0/8' } });
  });
  afterAll(async () => {
    await behindBalancer.close();
  });

  it('by default a client cannot pick its own address: forged X-Forwarded-For still hits the limit after 30', async () => {
    const statuses = await tokensWithForgedAddresses(context.app, '192.0.2.10', '100');
    expect(statuses.slice(0, 30).every((status) => status === 201)).toBe(true);
    expect(statuses.slice(30).every((status) => status === 429)).toBe(true);
  });

  it('a header from a peer outside TRUST_PROXY changes nothing, in the limit or in the protocol', async () => {
    const statuses = await tokensWithForgedAddresses(behindBalancer, '192.0.2.11', '101');
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    const consent = await behindBalancer.inject({
      method: 'POST',
      url: '/api/consent',
      payload: 'choice=all&return=/',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-proto': 'https' },
      remoteAddress: '192.0.2.11',
    });
    expect(String(consent.headers['set-cookie'])).not.toMatch(/Secure/);
  });

  it("a trusted proxy's X-Forwarded-For is honoured: each shopper behind it has a limit of their own", async () => {
    const statuses = await tokensWithForgedAddresses(behindBalancer, '10.0.0.2', '102');
    expect(statuses.every((status) => status === 201)).toBe(true);
    const consent = await behindBalancer.inject({
      method: 'POST',
      url: '/api/consent',
      payload: 'choice=all&return=/',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-proto': 'https' },
      remoteAddress: '10.0.0.2',
    });
    expect(String(consent.headers['set-cookie'])).toMatch(/; Secure$/);
  });
});
