/** Issue 25 seed step: draws every campaign image missing from the image store (as the catalogue does its photos). */
import { createImageStore } from '../images';
import { campaignArtIds, drawCampaignArt } from './campaign-art';
import { merchandisedPages } from './merchandised-pages';

export async function seedCampaignArt(imagesDir: string, log?: (line: string) => void): Promise<number> {
  merchandisedPages(); // registers every scene the seeded pages use
  const store = createImageStore(imagesDir);
  const started = performance.now();
  let drawn = 0;
  for (const id of campaignArtIds()) {
    if (await store.hasOriginal(id)) continue;
    const bytes = await drawCampaignArt(id);
    if (!bytes) continue;
    await store.saveOriginal(id, bytes);
    drawn += 1;
  }
  if (drawn > 0) log?.(`campaign art: ${drawn} originals drawn in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return drawn;
}
