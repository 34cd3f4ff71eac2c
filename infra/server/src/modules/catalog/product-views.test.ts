import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail, ProductList } from '@sf/contracts';
import { describeDatabases } from '../../test/databases';
import { drawProductPhoto, PRODUCT_PHOTO_IDS, PRODUCT_VIEW_PHOTO_IDS, productPhotoId, productViews, viewsOf } from './product-photo';
import { shade } from './photo-art/studio';
import { KIND_STYLE } from './vocabulary/kinds';

const idOf = (url: string) => /\/images\/photos\/([0-9a-f]{16})\//.exec(url)?.[1] ?? '';

/** Mean of each channel of a small greyscale-free thumbnail: enough to tell two pictures apart. */
async function fingerprint(bytes: Buffer): Promise<number[]> {
  const { data } = await sharp(bytes).resize(16, 16, { fit: 'fill' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return [...data];
}
const distance = (a: number[], b: number[]) => a.reduce((sum, value, index) => sum + Math.abs(value - (b[index] ?? 0)), 0) / a.length;

describe('product photo views', () => {
  it('photographs footwear from the side, top, sole and in detail, apparel front, back, detail and flat-lay', () => {
    expect(viewsOf('boot')).toEqual(['side', 'top', 'sole', 'detail']);
    expect(viewsOf('sneaker')).toEqual(['side', 'top', 'sole', 'detail']);
    expect(viewsOf('jacket')).toEqual(['front', 'back', 'detail', 'flat-lay']);
    expect(viewsOf('trousers')).toEqual(['front', 'back', 'detail', 'flat-lay']);
  });

  it('gives every colour of every kind four views, hero first, each a responsive picture', () => {
    for (const [kind, style] of Object.entries(KIND_STYLE)) {
      for (const colour of style.palette) {
        const views = productViews(kind, colour);
        expect(views.map((view) => view.view)).toEqual(viewsOf(style.silhouette));
        expect(idOf(views[0]?.image ?? '')).toBe(productPhotoId(kind, colour));
        for (const view of views) expect(view.picture.srcset.avif).toContain(`/images/photos/${idOf(view.image)}/1280.avif 1280w`);
      }
    }
  });

  it('draws a different picture per view and per colour (the sole is the same rubber in every colour)', () => {
    const hiking = ['tan', 'black'].map((colour) => productViews('hiking', colour).map((view) => idOf(view.image)));
    const [tan = [], black = []] = hiking;
    expect(new Set(tan).size).toBe(4);
    expect(tan.filter((id, index) => id === black[index])).toEqual([productPhotoId('hiking', 'tan', 'sole')]);
    // Heroes are seeded at once; the other views are drawn when first asked for.
    expect(PRODUCT_PHOTO_IDS.length).toBe(60);
    expect(PRODUCT_VIEW_PHOTO_IDS.length).toBeGreaterThan(PRODUCT_PHOTO_IDS.length * 3);
    expect(PRODUCT_VIEW_PHOTO_IDS).toEqual(expect.arrayContaining([...PRODUCT_PHOTO_IDS]));
  });

  it.each([
    ['hiking', 'tan'],
    ['lifestyle', 'white'],
    ['rain', 'olive'],
  ])('rasterises each view of %s in %s to a decodable 1280 × 1280 JPEG that differs from the others', async (kind, colour) => {
    const prints: number[][] = [];
    for (const view of productViews(kind, colour)) {
      const bytes = await drawProductPhoto(idOf(view.image));
      expect(bytes).not.toBeNull();
      const metadata = await sharp(bytes ?? Buffer.alloc(0)).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 1280, 1280]);
      prints.push(await fingerprint(bytes ?? Buffer.alloc(0)));
    }
    for (let a = 0; a < prints.length; a += 1) {
      for (let b = a + 1; b < prints.length; b += 1) expect(distance(prints[a] ?? [], prints[b] ?? [])).toBeGreaterThan(3);
    }
  });

  it('shades colours towards white or black', () => {
    expect(shade('#808080', 1)).toBe('#ffffff');
    expect(shade('#808080', -1)).toBe('#000000');
    expect(shade('#204060', 0.5)).toBe('#90a0b0');
  });
});

const imagesDir = mkdtempSync(path.join(tmpdir(), 'sf-test-views-'));
afterAll(() => rmSync(imagesDir, { recursive: true, force: true }));

describeDatabases(
  'product views over the API',
  (context) => {
    const get = (url: string) => context.app.inject({ method: 'GET', url });
    let product: ProductDetail;
    beforeAll(async () => {
      product = (await get('/api/catalog/products/NB1001?brand=northbound&locale=uk-en')).json() as ProductDetail;
    });

    it('lists every view of every colour on the product detail, hero first', () => {
      for (const colour of product.colours) {
        expect(colour.views?.map((view) => view.view)).toEqual(['side', 'top', 'sole', 'detail']);
        expect(colour.views?.[0]?.image).toBe(colour.image);
      }
    });

    it('gives listing cards the first colour’s second view for hover', async () => {
      const list = (await get('/api/listing/category/women?brand=northbound&locale=uk-en')).json() as ProductList;
      for (const item of list.items) {
        const second = /\/images\/photos\/([0-9a-f]{16})\/160\.jpg/.exec(item.secondPicture?.srcset.jpeg ?? '')?.[1];
        expect(second).toBeDefined();
        expect(second).not.toBe(idOf(item.image));
      }
    });

    it('draws a view that was not seeded on its first request and serves it as AVIF', async () => {
      const view = product.colours[0]?.views?.[1];
      const id = idOf(view?.image ?? '');
      // Both databases' suites share one image directory: start from a view that is not on disk.
      rmSync(path.join(imagesDir, 'originals', `${id}.jpg`), { force: true });
      rmSync(path.join(imagesDir, 'variants', id), { recursive: true, force: true });
      const response = await get(`/images/photos/${id}/320.avif`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-image-cache']).toBe('miss');
      const metadata = await sharp(response.rawPayload).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['heif', 320, 320]);
    });
  },
  { env: { IMAGES_DIR: imagesDir } },
);
