/**
 * Seeded products' photos. In a real shop merchants upload them; here the seed draws them: the product's silhouette
 * in the colourway's colour on a studio backdrop, rasterised by sharp to a JPEG on the shop's photo canvas. A photo
 * depends only on (silhouette, colour), so products of one silhouette and colour share an original: 60 in all (the
 * colours each kind's palette offers), whatever the catalogue's size. Its id is a hash of the drawing and the raster
 * settings, which fix its bytes: the same id always names the same picture, and a change to the drawing gives new ids
 * and so new URLs.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Picture } from '@sf/contracts';
import { FALLBACK_WIDTH, PHOTO_CANVAS, photoUrl, pictureOf } from '../images';
import { silhouetteSvg } from './product-image';
import { COLOUR_HEX, isColourCode } from './vocabulary/colours';
import { KIND_STYLE, isProductKind, type Silhouette } from './vocabulary/kinds';

interface PhotoRecipe {
  silhouette: Silhouette;
  hex: string;
}

const JPEG_QUALITY = 90;

/** Square viewBox around the 420 × 320 artwork (silhouettes span y 22–272) on a sweep lit from above (a linear
 * gradient: a radial one took 2.5× as long to rasterise). */
function photoSvg(recipe: PhotoRecipe): string {
  const { width, height } = PHOTO_CANVAS;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 -50 420 420" width="${width}" height="${height}">`,
    '<defs><linearGradient id="backdrop" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fbfaf7"/><stop offset="1" stop-color="#dcd8cf"/></linearGradient></defs>',
    '<rect x="0" y="-50" width="420" height="420" fill="url(#backdrop)"/>',
    '<ellipse cx="212" cy="264" rx="178" ry="12" fill="#000000" opacity="0.14"/>',
    silhouetteSvg(recipe),
    '</svg>',
  ].join('');
}

const idOf = (svg: string): string => createHash('sha256').update(`jpeg q${JPEG_QUALITY}\n${svg}`).digest('hex').slice(0, 16);

/** Every seeded photo by id, and the id of each (silhouette, colour code) a kind offers; built once, 60 hashes. */
const RECIPES = new Map<string, PhotoRecipe>();
const IDS = new Map<string, string>();
for (const { silhouette, palette } of Object.values(KIND_STYLE)) {
  for (const code of palette) {
    if (IDS.has(`${silhouette}:${code}`)) continue;
    const recipe = { silhouette, hex: COLOUR_HEX[code] };
    const id = idOf(photoSvg(recipe));
    RECIPES.set(id, recipe);
    IDS.set(`${silhouette}:${code}`, id);
  }
}

export const PRODUCT_PHOTO_IDS: readonly string[] = [...RECIPES.keys()];

/** The drawn SVG of a colourway (`/images/products/<id>/<colour>.svg`): what products without a photo show, and old orders link. */
export const drawnImage = (productId: string, colourCode: string): string => `/images/products/${productId}/${colourCode}.svg`;

const silhouetteOf = (kind: string): Silhouette => (isProductKind(kind) ? KIND_STYLE[kind].silhouette : 'sneaker');

/** The photo id of a product kind in a colour; null for a colour its kind does not come in (it keeps its drawn SVG). */
export function productPhotoId(kind: string, colourCode: string): string | null {
  return isColourCode(colourCode) ? (IDS.get(`${silhouetteOf(kind)}:${colourCode}`) ?? null) : null;
}

/** The `image` URL and responsive `picture` of a product colourway, as every API answer carries them. */
export function productMedia(productId: string, kind: string, colourCode: string): { image: string; picture: Picture | null } {
  const id = productPhotoId(kind, colourCode);
  return id ? { image: photoUrl(id, FALLBACK_WIDTH, 'jpg'), picture: pictureOf(id) } : { image: drawnImage(productId, colourCode), picture: null };
}

/** The original JPEG of a seeded photo, drawn now; null when no seeded photo has this id. */
export async function drawProductPhoto(id: string): Promise<Buffer | null> {
  const recipe = RECIPES.get(id);
  if (!recipe) return null;
  return sharp(Buffer.from(photoSvg(recipe)))
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer();
}
