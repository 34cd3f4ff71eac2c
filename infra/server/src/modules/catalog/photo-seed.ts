/**
 * Seed step for the catalogue's photos: draws every hero photo (one per colourway: cards and the product page's first
 * image) missing from the image store's originals. Photos are files, not rows, so this runs beside the database seed
 * (sharp works off the main thread). Rerunning finds them all and draws nothing; a store that lost them (a new disk,
 * another instance) gets them drawn on first request instead.
 *
 * The other views (150 more: top, sole, detail, back, flat-lay) are drawn lazily, on their first request, by the
 * image pipeline's original source: the shaded, textured drawings take ~4× as long as the old flat silhouettes to
 * rasterise at 1280 px, and drawing all 210 originals eagerly took ~31 s of a loaded 2-core machine against ~8 s for
 * the 60 heroes, for pictures most colourways never have asked for. A lazy view costs its first visitor ~0.2 s.
 */
import { createImageStore } from '../images';
import { drawProductPhoto, PRODUCT_PHOTO_IDS } from './product-photo';

/** Two at a time: drawing one takes a core for ~40–100 ms, and the database seed wants the other. */
const DRAWING_AT_ONCE = 2;

/** Returns how many originals were drawn (0 when all were there). */
export async function seedProductPhotos(imagesDir: string, log?: (line: string) => void): Promise<number> {
  const started = performance.now();
  const store = createImageStore(imagesDir);
  const pending = [...PRODUCT_PHOTO_IDS];
  let drawn = 0;
  const worker = async () => {
    for (let id = pending.shift(); id !== undefined; id = pending.shift()) {
      if (await store.hasOriginal(id)) continue;
      const bytes = await drawProductPhoto(id);
      if (!bytes) continue;
      await store.saveOriginal(id, bytes);
      drawn += 1;
    }
  };
  await Promise.all(Array.from({ length: DRAWING_AT_ONCE }, worker));
  if (drawn > 0) log?.(`photos: ${drawn} originals drawn in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return drawn;
}
