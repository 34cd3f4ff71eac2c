import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail, ProductList } from '@sf/contracts';
import { describeDatabases } from '../../test/databases';
import { PRODUCT_PHOTO_IDS, seedProductPhotos } from '../catalog';

const imagesDir = mkdtempSync(path.join(tmpdir(), 'sf-test-images-'));
afterAll(() => rmSync(imagesDir, { recursive: true, force: true }));

const idOf = (url: string) => /\/images\/photos\/([0-9a-f]{16})\//.exec(url)?.[1] ?? '';

describeDatabases(
  'image pipeline',
  (context) => {
    const get = (url: string) => context.app.inject({ method: 'GET', url });
    let product: ProductDetail;
    beforeAll(async () => {
      product = (await get('/api/catalog/products/NB1001?brand=northbound&locale=uk-en')).json() as ProductDetail;
    });

    it('gives every product colour a photo: an image URL, its size and a srcset per format', () => {
      const [first] = product.colours;
      expect(first?.image).toMatch(/^\/images\/photos\/[0-9a-f]{16}\/640\.jpg$/);
      expect(first?.picture).toMatchObject({ width: 1280, height: 1280 });
      const id = idOf(first?.image ?? '');
      expect(first?.picture?.srcset.avif).toBe([160, 320, 480, 640, 960, 1280].map((width) => `/images/photos/${id}/${width}.avif ${width}w`).join(', '));
      expect(first?.picture?.srcset.webp).toContain(`/images/photos/${id}/960.webp 960w`);
      expect(first?.picture?.srcset.jpeg).toContain(`/images/photos/${id}/320.jpg 320w`);
      expect(product.image).toBe(first?.image);
    });

    it('carries pictures on listing cards too (from the search index)', async () => {
      const list = (await get('/api/listing/category/women?brand=northbound&locale=uk-en')).json() as ProductList;
      expect(list.items.length).toBeGreaterThan(0);
      for (const item of list.items) expect(item.picture?.srcset.avif).toContain(`/images/photos/${idOf(item.image)}/480.avif 480w`);
    });

    it.each([
      ['avif', 'image/avif', 'heif', 960],
      ['webp', 'image/webp', 'webp', 480],
      ['jpg', 'image/jpeg', 'jpeg', 160],
    ])('answers %s with its content type, the asked width and immutable caching', async (format, contentType, decoded, width) => {
      const response = await get(`/images/photos/${idOf(product.image)}/${width}.${format}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(contentType);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(response.rawPayload).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual([decoded, width, width]);
    });

    it('makes a variant once, then serves the same bytes from disk', async () => {
      const id = idOf(product.colours.at(-1)?.image ?? '');
      const url = `/images/photos/${id}/320.webp`;
      // Both databases' suites share one image directory: start from a variant that is not on disk.
      rmSync(path.join(imagesDir, 'variants', id, '320.webp'), { force: true });
      const first = await get(url);
      expect(first.headers['x-image-cache']).toBe('miss');
      expect(existsSync(path.join(imagesDir, 'variants', id, '320.webp'))).toBe(true);
      expect(existsSync(path.join(imagesDir, 'originals', `${id}.jpg`))).toBe(true);
      const again = await get(url);
      expect(again.headers['x-image-cache']).toBe('hit');
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    });

    it('answers simultaneous requests for one cold variant alike', async () => {
      const id = idOf(product.colours[0]?.image ?? '');
      const answers = await Promise.all(Array.from({ length: 4 }, () => get(`/images/photos/${id}/1280.avif`)));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
      expect(new Set(answers.map((answer) => answer.rawPayload.toString('base64'))).size).toBe(1);
    });

    it.each([
      ['a width outside the set', '500.avif', 'params/width: expected one of 160, 320, 480, 640, 960, 1280'],
      ['a width that is no number', 'big.avif', 'params/width'],
      ['a format it does not make', '640.gif', 'params/format'],
    ])('answers %s with a 400 naming the parameter', async (_name, file, message) => {
      const response = await get(`/images/photos/${idOf(product.image)}/${file}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
    });

    it('answers a malformed id with a 400 and an unknown one with a 404', async () => {
      const malformed = await get('/images/photos/NOT-AN-ID/640.avif');
      expect([malformed.statusCode, malformed.json().message]).toEqual([400, expect.stringContaining('params/id')]);
      const unknown = await get('/images/photos/0123456789abcdef/640.avif');
      expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'No image 0123456789abcdef']);
    });
  },
  { env: { IMAGES_DIR: imagesDir } },
);

describe('seeded photos', () => {
  it('draws each missing original once, the same bytes every time', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sf-test-photos-'));
    try {
      expect(await seedProductPhotos(dir)).toBe(PRODUCT_PHOTO_IDS.length);
      expect(await seedProductPhotos(dir)).toBe(0);
      const original = path.join(dir, 'originals', `${PRODUCT_PHOTO_IDS[0]}.jpg`);
      const metadata = await sharp(original).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 1280, 1280]);
      // A lost original is drawn again, byte for byte: its id (the URL) still names it.
      const bytes = readFileSync(original);
      rmSync(original);
      expect(await seedProductPhotos(dir)).toBe(1);
      expect(readFileSync(original).equals(bytes)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
