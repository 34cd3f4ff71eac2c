/**
 * Seeded products' photos. In a real shop merchants upload them; here the seed draws them (photo-art/): several views
 * per colourway (footwear: side, top, sole, detail; apparel: front, back, detail, flat-lay), shaded vector art on a
 * studio set, rasterised by sharp to a JPEG on the shop's photo canvas. A photo depends only on (silhouette, colour,
 * view), so products of one silhouette and colour share their originals: 60 colourways × 4 views = 240 in all,
 * whatever the catalogue's size. Its id is a hash of the drawing and the raster settings, which fix its bytes: the
 * same id always names the same picture, and a change to the drawing gives new ids and so new URLs.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Picture, ProductView } from '@sf/contracts';
import { FALLBACK_WIDTH, PHOTO_CANVAS, photoUrl, pictureOf } from '../images';
import { APPAREL_VIEWS, apparelPhotoSvg, type ApparelSilhouette } from './photo-art/apparel';
import { FOOTWEAR_VIEWS, footwearPhotoSvg, type FootwearSilhouette } from './photo-art/footwear';
import { COLOUR_HEX, isColourCode } from './vocabulary/colours';
import { KIND_STYLE, isProductKind, type Silhouette } from './vocabulary/kinds';

interface PhotoRecipe {
  silhouette: Silhouette;
  hex: string;
  view: string;
}

const JPEG_QUALITY = 90;

const isFootwear = (silhouette: Silhouette): silhouette is FootwearSilhouette =>
  silhouette === 'boot' || silhouette === 'high-top' || silhouette === 'shoe' || silhouette === 'sneaker';

/** The views a silhouette is photographed in, the hero first (cards, the gallery's first image). */
export function viewsOf(silhouette: Silhouette): readonly string[] {
  return isFootwear(silhouette) ? FOOTWEAR_VIEWS : APPAREL_VIEWS;
}

function photoSvg({ silhouette, hex, view }: PhotoRecipe): string {
  const size = PHOTO_CANVAS.width;
  return isFootwear(silhouette)
    ? footwearPhotoSvg(silhouette, hex, view as (typeof FOOTWEAR_VIEWS)[number], size)
    : apparelPhotoSvg(silhouette as ApparelSilhouette, hex, view as (typeof APPAREL_VIEWS)[number], size);
}

const idOf = (svg: string): string => createHash('sha256').update(`jpeg q${JPEG_QUALITY}\n${svg}`).digest('hex').slice(0, 16);

/** Every seeded photo by id, and the id of each (silhouette, colour code, view) a kind offers; built once, 240 hashes. */
const RECIPES = new Map<string, PhotoRecipe>();
const IDS = new Map<string, string>();
const HERO_IDS: string[] = [];
/** Photo ids by (silhouette, hex, view): how a hero's recipe finds its siblings. */
const SECOND_IDS = new Map<string, string>();
for (const { silhouette, palette } of Object.values(KIND_STYLE)) {
  for (const code of palette) {
    if (IDS.has(`${silhouette}:${code}:${viewsOf(silhouette)[0]}`)) continue;
    for (const [index, view] of viewsOf(silhouette).entries()) {
      const recipe = { silhouette, hex: COLOUR_HEX[code], view };
      const id = idOf(photoSvg(recipe));
      RECIPES.set(id, recipe);
      IDS.set(`${silhouette}:${code}:${view}`, id);
      SECOND_IDS.set(`${silhouette}:${recipe.hex}:${view}`, id);
      if (index === 0) HERO_IDS.push(id);
    }
  }
}

/** The hero photos (one per colourway): what the seed draws at once, because cards and the product page show them first. */
export const PRODUCT_PHOTO_IDS: readonly string[] = HERO_IDS;

/** Every view's photo (hero or not): the others are drawn on their first request (see photo-seed.ts for why). */
export const PRODUCT_VIEW_PHOTO_IDS: readonly string[] = [...RECIPES.keys()];

/** The drawn SVG of a colourway (`/images/products/<id>/<colour>.svg`): what products without a photo show, and old orders link. */
export const drawnImage = (productId: string, colourCode: string): string => `/images/products/${productId}/${colourCode}.svg`;

const silhouetteOf = (kind: string): Silhouette => (isProductKind(kind) ? KIND_STYLE[kind].silhouette : 'sneaker');

/** The photo id of a product kind in a colour; null for a colour its kind does not come in (it keeps its drawn SVG). */
export function productPhotoId(kind: string, colourCode: string, view?: string): string | null {
  const silhouette = silhouetteOf(kind);
  return isColourCode(colourCode) ? (IDS.get(`${silhouette}:${colourCode}:${view ?? viewsOf(silhouette)[0]}`) ?? null) : null;
}

/** The `image` URL and responsive `picture` of a product colourway, as every API answer carries them. */
export function productMedia(productId: string, kind: string, colourCode: string): { image: string; picture: Picture | null } {
  const id = productPhotoId(kind, colourCode);
  return id ? { image: photoUrl(id, FALLBACK_WIDTH, 'jpg'), picture: pictureOf(id) } : { image: drawnImage(productId, colourCode), picture: null };
}

/** Every view of a product colourway, hero first, for the product page's gallery; empty when it has no photos. */
export function productViews(kind: string, colourCode: string): ProductView[] {
  return viewsOf(silhouetteOf(kind)).flatMap((view) => {
    const id = productPhotoId(kind, colourCode, view);
    return id ? [{ view, image: photoUrl(id, FALLBACK_WIDTH, 'jpg'), picture: pictureOf(id) }] : [];
  });
}

const HERO_URL = /^\/images\/photos\/([0-9a-f]{16})\/\d+\.jpg$/;

/** The second view of the colourway whose hero `image` URL this is (cards show it on hover); null for anything else. */
export function secondViewPicture(image: string): Picture | null {
  const recipe = RECIPES.get(HERO_URL.exec(image)?.[1] ?? '');
  const view = recipe ? viewsOf(recipe.silhouette)[1] : undefined;
  const id = recipe && view ? SECOND_IDS.get(`${recipe.silhouette}:${recipe.hex}:${view}`) : undefined;
  return id ? pictureOf(id) : null;
}

/** The original JPEG of a seeded photo, drawn now; null when no seeded photo has this id. */
export async function drawProductPhoto(id: string): Promise<Buffer | null> {
  const recipe = RECIPES.get(id);
  if (!recipe) return null;
  return sharp(Buffer.from(photoSvg(recipe)))
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer();
}
