import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isForbiddenAddress } from './address-policy';
import { createScriptProxy, ProxyScriptError, type Resolver, type ScriptProxyOptions } from './script-proxy';

describe('address policy', () => {
  it.each([
    '127.0.0.1',
    '127.9.9.9',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '100.64.0.1',
    '169.254.169.254',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'fe80::1%eth0',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:169.254.169.254',
    '::ffff:10.0.0.1',
    '64:ff9b::a00:1',
    'not-an-address',
  ])('refuses %s', (address) => {
    expect(isForbiddenAddress(address)).toBe(true);
  });

  it.each(['93.184.216.34', '172.32.0.1', '100.128.0.1', '8.8.8.8', '2606:4700::6810:85e5', '::ffff:93.184.216.34'])(
    'allows the public address %s',
    (address) => {
      expect(isForbiddenAddress(address)).toBe(false);
    },
  );
});

/** A public-looking address the test resolver hands out; `dial` sends its connections to the local test server. */
const PUBLIC_ADDRESS = '203.0.113.10';
const SCRIPT = 'window.vendorLoaded = true;';

describe('script proxy', () => {
  let server: Server;
  let port = 0;
  const hits: string[] = [];
  const connectedTo: string[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      const path = request.url ?? '/';
      hits.push(`${request.headers.host} ${path}`);
      if (path === '/vendor.js') return response.writeHead(200, { 'content-type': 'application/javascript' }).end(SCRIPT);
      if (path === '/page.html') return response.writeHead(200, { 'content-type': 'text/html' }).end('<p>hi</p>');
      if (path === '/big.js') return response.writeHead(200, { 'content-type': 'text/javascript' }).end('x'.repeat(5000));
      if (path === '/lying-length.js') {
        // No Content-Length (chunked): the cap must count the bytes as they arrive.
        response.writeHead(200, { 'content-type': 'text/javascript' });
        for (let index = 0; index < 10; index++) response.write('y'.repeat(1000));
        return response.end();
      }
      if (path === '/slow.js') return void setTimeout(() => response.writeHead(200, { 'content-type': 'text/javascript' }).end(SCRIPT), 2000);
      if (path === '/missing.js') return response.writeHead(404).end();
      if (path === '/to-internal') return response.writeHead(302, { location: 'http://internal.scripts.test/vendor.js' }).end();
      if (path === '/to-metadata') return response.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      if (path === '/to-other-host') return response.writeHead(302, { location: 'http://evil.test/vendor.js' }).end();
      if (path === '/to-vendor') return response.writeHead(307, { location: '/vendor.js' }).end();
      if (path === '/loop') return response.writeHead(302, { location: '/loop' }).end();
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const resolver: Resolver = async (hostname) => {
    if (hostname === 'cdn.scripts.test' || hostname === 'evil.test') return [PUBLIC_ADDRESS];
    if (hostname === 'internal.scripts.test') return ['10.0.0.7'];
    if (hostname === 'mixed.scripts.test') return [PUBLIC_ADDRESS, '127.0.0.1'];
    if (hostname === '169.254.169.254') return ['169.254.169.254'];
    throw new Error('ENOTFOUND');
  };
  const proxy = (options: Partial<ScriptProxyOptions> = {}) =>
    createScriptProxy({
      allowedHosts: ['cdn.scripts.test', '*.scripts.test', '169.254.169.254'],
      resolve: resolver,
      maxBytes: 4096,
      timeoutMs: 1000,
      testing: {
        allowHttp: true,
        dial: (address) => {
          connectedTo.push(address);
          return { address: '127.0.0.1', port };
        },
      },
      ...options,
    });
  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ProxyScriptError);
    return error as ProxyScriptError;
  };
  const url = (host: string, path: string) => `http://${host}:${port}${path}`;

  it('fetches an allow-listed script over the pinned, checked address and keeps it for the cache time', async () => {
    let now = 1_000;
    const cached = proxy({ now: () => now, cacheMs: 60_000 });
    const before = hits.length;
    const script = await cached.fetch(url('cdn.scripts.test', '/vendor.js'));
    expect(script.body.toString()).toBe(SCRIPT);
    expect(connectedTo.at(-1)).toBe(PUBLIC_ADDRESS);
    // The upstream sees the real host name (virtual hosting, TLS server name), not the address.
    expect(hits.at(-1)).toBe(`cdn.scripts.test:${port} /vendor.js`);
    await cached.fetch(url('cdn.scripts.test', '/vendor.js'));
    expect(hits.length - before).toBe(1);
    now += 61_000;
    await cached.fetch(url('cdn.scripts.test', '/vendor.js'));
    expect(hits.length - before).toBe(2);
  });

  it('refuses everything when the allow-list is empty (the default)', async () => {
    const error = await refusal(proxy({ allowedHosts: [] }).fetch(url('cdn.scripts.test', '/vendor.js')));
    expect(error.statusCode).toBe(403);
    expect(error.message).toContain('not on the proxyScript allow-list');
  });

  it('refuses hosts off the list, lookalike suffixes and non-URLs before any connection', async () => {
    const before = hits.length;
    expect((await refusal(proxy().fetch(url('evil.test', '/vendor.js')))).statusCode).toBe(403);
    expect((await refusal(proxy().fetch(url('scripts.test.evil.test', '/vendor.js')))).statusCode).toBe(403);
    expect((await refusal(proxy().fetch(url('notscripts.test', '/vendor.js')))).statusCode).toBe(403);
    expect((await refusal(proxy().fetch('/relative.js'))).statusCode).toBe(400);
    expect(hits.length).toBe(before);
  });

  it('refuses http, credentials and ports outside tests', async () => {
    const real = createScriptProxy({ allowedHosts: ['cdn.scripts.test'], resolve: resolver });
    expect((await refusal(real.fetch('http://cdn.scripts.test/vendor.js'))).message).toBe('url: only https is proxied (got http)');
    expect((await refusal(real.fetch('ftp://cdn.scripts.test/vendor.js'))).statusCode).toBe(400);
    expect((await refusal(real.fetch('https://user:secret@cdn.scripts.test/vendor.js'))).message).toBe('url: credentials are not allowed');
    expect((await refusal(real.fetch('https://cdn.scripts.test:8443/vendor.js'))).statusCode).toBe(400);
  });

  it('refuses a host that resolves to a private address, even if only one of its addresses is private', async () => {
    const before = hits.length;
    const internal = await refusal(proxy().fetch(url('internal.scripts.test', '/vendor.js')));
    expect(internal.statusCode).toBe(403);
    expect(internal.message).toBe('url: host internal.scripts.test resolves to a private or reserved address');
    expect((await refusal(proxy().fetch(url('mixed.scripts.test', '/vendor.js')))).statusCode).toBe(403);
    expect((await refusal(proxy().fetch(url('169.254.169.254', '/latest/meta-data/')))).statusCode).toBe(403);
    expect(hits.length).toBe(before);
  });

  it('checks every redirect: to a private address, to the metadata service, to a host off the list', async () => {
    expect((await refusal(proxy().fetch(url('cdn.scripts.test', '/to-internal')))).message).toContain('private or reserved address');
    expect((await refusal(proxy().fetch(url('cdn.scripts.test', '/to-metadata')))).statusCode).toBe(403);
    expect((await refusal(proxy().fetch(url('cdn.scripts.test', '/to-other-host')))).message).toContain('host evil.test is not on the proxyScript allow-list');
    expect((await refusal(proxy().fetch(url('cdn.scripts.test', '/loop')))).message).toBe('upstream: more than 3 redirects');
  });

  it('follows a redirect to an allowed target', async () => {
    expect((await proxy().fetch(url('cdn.scripts.test', '/to-vendor'))).body.toString()).toBe(SCRIPT);
  });

  it('refuses what is not JavaScript, too large (declared or counted) or an upstream error', async () => {
    expect((await refusal(proxy().fetch(url('cdn.scripts.test', '/page.html')))).message).toBe('upstream: content type text/html is not JavaScript');
    expect((await refusal(proxy().fetch(url('cdn.scripts.test', '/big.js')))).message).toBe('upstream: script larger than 4096 bytes');
    expect((await refusal(proxy().fetch(url('cdn.scripts.test', '/lying-length.js')))).message).toBe('upstream: script larger than 4096 bytes');
    expect((await refusal(proxy().fetch(url('cdn.scripts.test', '/missing.js')))).message).toBe('upstream: answered 404');
    expect((await refusal(proxy().fetch(url('unknown.scripts.test', '/vendor.js')))).statusCode).toBe(502);
  });

  it('gives up after the timeout with a 504', async () => {
    const started = Date.now();
    const error = await refusal(proxy({ timeoutMs: 200 }).fetch(url('cdn.scripts.test', '/slow.js')));
    expect(error.statusCode).toBe(504);
    expect(Date.now() - started).toBeLessThan(1500);
  });
});
