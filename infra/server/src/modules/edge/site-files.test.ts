/**
 * robots.txt, the favicon and the web app manifest answer on every brand host with the right content type, every
 * icon the manifest or the document head names answers 200 with real image bytes of the stated size, and nothing
 * links to a file that is not there.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_COLOURS } from '@sf/contracts';
import { BRAND_KEYS, BRANDS, type BrandKey } from '@sf/remote-contract';
import type { DatabaseHandle } from '../../db/client';
import { createTestDatabase, type TestDatabase } from '../../test/databases';
import { buildTestApp, createRepoFixture } from '../../test/test-app';

const fixture = createRepoFixture({
  'shell/dist/index.html': '<!doctype html><html lang="__SF_LANG__"><head><!--sf:head--></head><body><div id="root"></div><!--sf:state--></body></html>',
});

let database: TestDatabase | undefined;
let handle: DatabaseHandle | undefined;
let app: FastifyInstance | undefined;
beforeAll(async () => {
  database = await createTestDatabase('pglite');
  handle = await database.open();
  app = await buildTestApp({ database: handle, repoRoot: fixture.root });
});
afterAll(async () => {
  await app?.close();
  await handle?.close();
  await database?.dispose();
  fixture.cleanup();
});

const host = (brand: BrandKey) => (brand === 'northbound' ? 'localhost' : `${brand}.localhost`);
const get = (brand: BrandKey, url: string) => (app as FastifyInstance).inject({ method: 'GET', url, headers: { host: host(brand) } });

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}

describe.each(BRAND_KEYS)('site files on the %s host', (brand) => {
  it('robots.txt keeps crawlers out of personal, checkout, API and internal paths in every locale, and in on public pages', async () => {
    const response = await get(brand, '/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    for (const path of [
      '/api/',
      '/fapi/',
      '/account',
      '/de-de/account',
      '/checkout',
      '/us-en/checkout',
      '/lower-envs',
      '/internal/web-vitals',
      '/de-de/internal/web-vitals',
      '/reset-password',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice('Disallow: '.length));
    for (const open of ['/', '/c/', '/p/', '/search', '/cart', '/static/', '/remotes/', '/images/', '/de-de/c/']) {
      expect(
        disallowed.some((path) => open.startsWith(path)),
        `${open} must stay crawlable`,
      ).toBe(false);
    }
    // Issue 24: the brand's own sitemap index, on its origin, and it answers.
    const origin = brand === 'northbound' ? 'http://localhost:3000' : `http://${brand}.localhost:3000`;
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect((await get(brand, '/sitemap.xml')).statusCode).toBe(200);
    expect(response.body).toContain(BRANDS[brand].name);
  });

  it('the manifest names the brand, its theme colours and icons that all answer with their stated type and size', async () => {
    const response = await get(brand, '/manifest.webmanifest');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    const manifest = response.json() as Record<string, unknown> & { icons: ManifestIcon[] };
    expect(manifest).toMatchObject({
      name: BRANDS[brand].name,
      short_name: BRANDS[brand].name,
      start_url: '/',
      display: 'standalone',
      theme_color: BRAND_COLOURS[brand].primary,
      background_color: BRAND_COLOURS[brand].background,
    });
    const pngSizes = manifest.icons.filter((icon) => icon.type === 'image/png').map((icon) => icon.sizes);
    expect(pngSizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const answer = await get(brand, icon.src);
      expect(answer.statusCode, icon.src).toBe(200);
      expect(answer.headers['content-type'], icon.src).toBe(icon.type);
      if (icon.type === 'image/png') {
        const { width, height } = pngSize(answer.rawPayload);
        expect(`${width}x${height}`).toBe(icon.sizes);
      } else {
        expect(answer.body).toMatch(/^<svg [^>]*viewBox="0 0 512 512"/);
        expect(answer.body).toContain(`fill="${BRAND_COLOURS[brand].primary}"`);
      }
    }
  });

  it('favicon.ico is a real icon file (16, 32 and 48 px images)', async () => {
    const response = await get(brand, '/favicon.ico');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/x-icon');
    const ico = response.rawPayload;
    expect(ico.readUInt16LE(0)).toBe(0);
    expect(ico.readUInt16LE(2)).toBe(1);
    const count = ico.readUInt16LE(4);
    const sizes = Array.from({ length: count }, (_, index) => {
      const entry = 6 + 16 * index;
      const image = ico.subarray(ico.readUInt32LE(entry + 12), ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8));
      expect(pngSize(image).width).toBe(ico.readUInt8(entry));
      return ico.readUInt8(entry);
    });
    expect(sizes).toEqual([16, 32, 48]);
  });

  it('the document head links the icons, the manifest and the theme colour, and each link answers', async () => {
    const response = await get(brand, '/');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(`<meta name="theme-color" content="${BRAND_COLOURS[brand].primary}">`);
    const links = [...html.matchAll(/<link rel="(?:icon|apple-touch-icon|manifest)" href="([^"]+)"/g)].map((match) => match[1] as string);
    expect(links).toEqual(['/favicon.ico', '/favicon.svg', '/apple-touch-icon.png', '/manifest.webmanifest']);
    for (const link of links) expect((await get(brand, link)).statusCode, link).toBe(200);
    expect(pngSize((await get(brand, '/apple-touch-icon.png')).rawPayload)).toEqual({ width: 180, height: 180 });
  });
});

it('brands get their own icons', async () => {
  const svgs = await Promise.all(BRAND_KEYS.map(async (brand) => (await get(brand, '/favicon.svg')).body));
  expect(new Set(svgs).size).toBe(BRAND_KEYS.length);
});
