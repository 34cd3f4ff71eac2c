/**
 * Product pictures are drawn, not downloaded: an outline (shoe or garment) in the colourway's colour with the product
 * name under it. Output depends only on its inputs, so the URL can be cached forever.
 */
import type { ProductArtwork } from './service';
import type { Silhouette } from './vocabulary/kinds';

const OUTLINES: Record<Silhouette, string> = {
  boot: 'M70 250 L70 70 Q70 50 92 50 L160 50 Q176 50 176 66 L176 150 Q188 168 240 176 L330 190 Q362 197 362 226 L362 250 Z',
  'high-top': 'M72 250 L72 96 Q72 78 92 78 L150 78 Q164 78 168 94 L180 150 Q204 166 262 174 L334 188 Q364 196 364 226 L364 250 Z',
  shoe: 'M56 250 L64 170 Q72 146 104 146 L176 146 Q204 166 262 174 L334 188 Q364 196 364 226 L364 250 Z',
  sneaker: 'M56 250 L62 160 Q70 136 102 136 L170 136 Q200 160 262 170 L334 184 Q366 192 366 224 L366 250 Z',
  jacket: 'M170 46 Q210 22 250 46 L304 68 L354 196 L324 208 L292 132 L292 264 L128 264 L128 132 L96 208 L66 196 L116 68 Z',
  top: 'M166 58 Q210 82 254 58 L318 84 L352 176 L320 186 L292 128 L292 264 L128 264 L128 128 L100 186 L68 176 L102 84 Z',
  trousers: 'M148 36 L272 36 L294 272 L230 272 L210 112 L190 272 L126 272 Z',
};
const FOOTWEAR: ReadonlySet<Silhouette> = new Set<Silhouette>(['boot', 'high-top', 'shoe', 'sneaker']);
const SOLE_COLOUR: Partial<Record<Silhouette, string>> = { boot: '#2b2b2b', 'high-top': '#d9d2c1', shoe: '#3b3b3b', sneaker: '#d9d2c1' };
/** Garment details drawn over the outline: a zip, a collar, a waistband. */
const GARMENT_DETAIL: Partial<Record<Silhouette, string>> = {
  jacket:
    '<path d="M210 40 L210 264" stroke="#ffffff" stroke-width="3" opacity="0.7"/><path d="M176 48 Q210 74 244 48" fill="none" stroke="#00000040" stroke-width="3"/>',
  top: '<path d="M176 62 Q210 96 244 62" fill="none" stroke="#00000040" stroke-width="4"/>',
  trousers: '<rect x="148" y="36" width="124" height="14" fill="#00000026"/>',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char);
}

function footwearDetail(silhouette: Silhouette): string {
  const laces = [0, 1, 2, 3]
    .map(
      (step) =>
        `<circle cx="${silhouette === 'boot' ? 170 - step * 4 : 160 + step * 14}" cy="${silhouette === 'boot' ? 70 + step * 22 : 146 + step * 6}" r="4" fill="#ffffff" stroke="#00000040" opacity="0.8"/>`,
    )
    .join('');
  return `<rect x="50" y="246" width="322" height="14" rx="6" fill="${SOLE_COLOUR[silhouette] ?? '#333333'}" stroke="#00000033"/>${laces}`;
}

/** The silhouette alone (no background or caption), for composing outfit pictures. */
export function silhouetteSvg(art: Pick<ProductArtwork, 'hex' | 'silhouette'>): string {
  const outline = `<path d="${OUTLINES[art.silhouette]}" fill="${escapeXml(art.hex)}" stroke="#00000033" stroke-width="2"/>`;
  return outline + (FOOTWEAR.has(art.silhouette) ? footwearDetail(art.silhouette) : (GARMENT_DETAIL[art.silhouette] ?? ''));
}

export function renderProductSvg(art: ProductArtwork): string {
  const name = escapeXml(art.name);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 420 320" width="420" height="320" role="img"',
    ` aria-label="${name}">`,
    `<title>${name}</title>`,
    '<rect width="420" height="320" fill="#f5f3ef"/>',
    '<ellipse cx="212" cy="268" rx="170" ry="10" fill="#000000" opacity="0.08"/>',
    silhouetteSvg(art),
    `<text x="210" y="300" text-anchor="middle" font-family="system-ui, sans-serif" font-size="18" fill="#333333">${name}</text>`,
    '</svg>',
  ].join('');
}
