/**
 * Issue 24: every brand has its own public origin. Canonical and hreflang links, JSON-LD, robots.txt, the location
 * selector and the links in shoppers' mails use the brand's origin (BRAND_PUBLIC_URLS, else derived from PUBLIC_URL),
 * never the PUBLIC_URL of another brand and never the request's Host header.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { ProductDetail } from '@sf/contracts';
import { describeDatabases } from '../../test/databases';
import { createRepoFixture, testEnv } from '../../test/test-app';
import { brandOrigin, brandOrigins } from '../../site-context';
import { EnvError } from '../../env';

const fixture = createRepoFixture({
  'shell/dist/index.html':
    '<!doctype html><html lang="__SF_LANG__" data-brand="__SF_BRAND__"><head><!--sf:head--></head><body><div id="root"></div><!--sf:state--></body></html>',
});
afterAll(() => fixture.cleanup());

const KERBSIDE = 'https://kerbside.example';
let addresses = 0;
const freshAddress = () => {
  addresses += 1;
  return `10.24.${(addresses >> 8) & 255}.${addresses & 255}`;
};

describe('brand origins (env)', () => {
  it('derives unlisted brands from PUBLIC_URL and validates BRAND_PUBLIC_URLS', () => {
    expect(testEnv().brandOrigins).toEqual({
      northbound: 'http://localhost:3000',
      kerbside: 'http://kerbside.localhost:3000',
      fieldwear: 'http://fieldwear.localhost:3000',
    });
    expect(testEnv({ BRAND_PUBLIC_URLS: `{"kerbside":"${KERBSIDE}/"}` }).brandOrigins.kerbside).toBe(KERBSIDE);
    // An IP address has no sub-domains: the brand's host is <brand>.localhost on the same port.
    expect(brandOrigin('http://127.0.0.1:3270', 'fieldwear', 'northbound')).toBe('http://fieldwear.localhost:3270');
    expect(brandOrigins('https://shop.example', 'kerbside', {}).northbound).toBe('https://northbound.shop.example');
    for (const bad of [
      '{"kerbside":"ftp://kerbside.example"}',
      '{"kerbside":"https://kerbside.example/shop"}',
      '{"acme":"https://acme.example"}',
      'not json',
    ]) {
      expect(() => testEnv({ BRAND_PUBLIC_URLS: bad }), bad).toThrow(EnvError);
      expect(() => testEnv({ BRAND_PUBLIC_URLS: bad }), bad).toThrow(/BRAND_PUBLIC_URLS/);
    }
  });
});

describeDatabases(
  'brand origins',
  (context) => {
    const page = (url: string, host: string) => context.app.inject({ method: 'GET', url, headers: { host } });
    const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];

    it("declares the brand's own origin as canonical on the Kerbside host's home page (was http://localhost:3000/)", async () => {
      const home = await page('/', 'kerbside.example');
      expect(home.statusCode).toBe(200);
      expect(home.body).toContain('data-brand="kerbside"');
      expect(canonicalOf(home.body)).toBe(`${KERBSIDE}/`);
      // Hreflang alternates too: every one on the brand's origin.
      const alternates = [...home.body.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)];
      expect(alternates).toHaveLength(16);
      expect(alternates.every((link) => link[2]?.startsWith(`${KERBSIDE}/`))).toBe(true);
      expect(alternates.find((link) => link[1] === 'de-DE')?.[2]).toBe(`${KERBSIDE}/de-de`);
      // The derived origin of a brand not configured: fieldwear.localhost keeps working.
      expect(canonicalOf((await page('/', 'fieldwear.localhost:3000')).body)).toBe('http://fieldwear.localhost:3000/');
      expect(canonicalOf((await page('/', 'localhost:3000')).body)).toBe('http://localhost:3000/');
    });

    it('never builds links from a forged Host header', async () => {
      const forged = await page('/', 'evil.example');
      expect(forged.body).toContain('data-brand="northbound"');
      expect(forged.body).not.toContain('evil.example');
      expect(canonicalOf(forged.body)).toBe('http://localhost:3000/');
      const robots = await page('/robots.txt', 'kerbside.evil.example');
      expect(robots.body).toContain(`Sitemap: ${KERBSIDE}/sitemap.xml`);
      expect(robots.body).not.toContain('evil');
    });

    it("puts product JSON-LD offers and images on the brand's origin", async () => {
      const product = (await context.app.inject({ url: '/api/catalog/products/KS1001?brand=kerbside&locale=de-de' })).json() as ProductDetail;
      const html = (await page(`/de-de${product.path}`, 'kerbside.example')).body;
      expect(canonicalOf(html)).toBe(`${KERBSIDE}/de-de${product.path}`);
      const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null') as {
        image: string[];
        offers: Array<{ url: string }>;
      };
      expect(jsonLd.offers[0]?.url).toBe(`${KERBSIDE}/de-de${product.path}/${product.colours[0]?.code}`);
      expect(jsonLd.image.every((url) => url.startsWith(`${KERBSIDE}/`))).toBe(true);
    });

    it("names the brand's host in the location selector", async () => {
      const answer = await page('/location-selector', 'kerbside.example');
      expect(answer.body).toContain('"domain":"kerbside.example"');
      expect(answer.body).not.toContain('"domain":"localhost:3000"');
    });

    it("links account and newsletter mails to the brand's origin", async () => {
      const email = 'origin.check@example.com';
      const signUp = await context.app.inject({
        method: 'POST',
        url: '/api/identity/sign-up',
        remoteAddress: freshAddress(),
        headers: { host: 'evil.example' },
        payload: { brand: 'kerbside', locale: 'de-de', email, password: 'a-Strong-passphrase-24', firstName: 'Kim', lastName: 'Kerb' },
      });
      expect(signUp.statusCode).toBe(202);
      const newsletter = await context.app.inject({
        method: 'POST',
        url: '/api/newsletter/subscriptions',
        remoteAddress: freshAddress(),
        headers: { host: 'evil.example' },
        payload: { email: 'origin.news@example.com', brand: 'kerbside', locale: 'de-de' },
      });
      expect(newsletter.statusCode).toBeLessThan(300);
      const mails = (await context.app.outbox.list(1000)).filter((message) => message.to === email || message.to === 'origin.news@example.com');
      expect(mails.length).toBeGreaterThanOrEqual(2);
      for (const mail of mails) {
        const links = [...`${mail.text}`.matchAll(/https?:\/\/[^\s"<>]+/g)].map((match) => match[0]);
        expect(links.length, mail.kind).toBeGreaterThan(0);
        expect(
          links.every((link) => link.startsWith(`${KERBSIDE}/de-de/`)),
          links.join(' '),
        ).toBe(true);
      }
    });
  },
  { env: { BRAND_PUBLIC_URLS: `{"kerbside":"${KERBSIDE}"}` }, repoRoot: fixture.root },
);
