/**
 * Apparel photos: front (the hero, on a ghost mannequin), back, a detail close-up (zip and pocket, neckline or
 * waistband) and a flat-lay on linen. Jackets are ripstop with a zip and flap pockets, tops a knit with a ribbed
 * neck, trousers a twill with a fly, belt loops and pockets.
 */
import type { Silhouette } from '../vocabulary/kinds';
import { contactShadow, photoDocument, shade, shadedShape, stitch, studioSet, threadOn } from './studio';

export type ApparelSilhouette = Extract<Silhouette, 'jacket' | 'top' | 'trousers'>;
export const APPAREL_VIEWS = ['front', 'back', 'detail', 'flat-lay'] as const;
export type ApparelView = (typeof APPAREL_VIEWS)[number];

const JACKET_BODY =
  'M150 70 Q200 58 250 70 L292 86 Q312 94 318 116 L346 262 Q348 276 334 278 L310 280 L296 170 L292 330 Q200 342 108 330 L104 170 L90 280 L66 278 Q52 276 54 262 L82 116 Q88 94 108 86 Z';
const TOP_BODY =
  'M160 72 Q200 96 240 72 L300 92 Q316 98 324 114 L352 178 L314 196 L294 156 L294 326 Q200 336 106 326 L106 156 L86 196 L48 178 L76 114 Q84 98 100 92 Z';
const TROUSERS_BODY = 'M134 60 L266 60 L270 84 L292 338 Q272 346 236 344 L208 150 L192 150 L164 344 Q128 346 108 338 L130 84 Z';

function jacket(hex: string, back: boolean): string {
  const thread = threadOn(hex);
  const trim = shade(hex, -0.3);
  const parts = [shadedShape(JACKET_BODY, hex, 'ripstop'), `<path d="${JACKET_BODY}" fill="url(#sheen-side)"/>`];
  // Sleeves: a seam from the shoulder, cuffs.
  parts.push(stitch('M108 86 Q96 130 104 170', thread), stitch('M292 86 Q304 130 296 170', thread));
  parts.push(`<path d="M66 262 L90 266 L88 280 L64 278 Z M334 262 L310 266 L312 280 L336 278 Z" fill="${trim}"/>`);
  parts.push(`<path d="M108 316 Q200 328 292 316 L292 330 Q200 342 108 330 Z" fill="${trim}"/>`);
  if (back) {
    parts.push(`<path d="M150 70 Q200 48 250 70 Q252 96 200 100 Q148 96 150 70 Z" fill="${shade(hex, -0.12)}"/>`);
    parts.push(stitch('M112 132 Q200 146 288 132', thread), stitch('M152 72 Q200 94 248 72', thread));
    parts.push(`<rect x="186" y="104" width="28" height="12" rx="2" fill="${shade(hex, 0.35)}" fill-opacity="0.8"/>`);
  } else {
    // Hood/collar, zip with teeth, chest and hand pockets with flaps.
    parts.push(shadedShape('M150 70 Q200 40 250 70 Q236 92 200 96 Q164 92 150 70 Z', shade(hex, -0.1), 'ripstop'));
    parts.push(`<path d="M200 94 L200 332" stroke="${shade(hex, -0.55)}" stroke-width="7"/>`);
    parts.push(`<path d="M200 94 L200 332" stroke="#c9c4b8" stroke-width="3" stroke-dasharray="1.6 1.6"/>`);
    parts.push(`<rect x="194" y="100" width="12" height="20" rx="3" fill="#d8d3c6" stroke="#00000055"/>`);
    parts.push(stitch('M192 98 L192 330', thread), stitch('M208 98 L208 330', thread));
    for (const x of [120, 222]) {
      parts.push(shadedShape(`M${x} 226 h58 v12 q-29 6 -58 0 Z`, trim, 'ripstop'), stitch(`M${x + 3} 228 h52`, thread));
    }
    parts.push(stitch('M226 130 l44 0 l0 36 l-44 0 Z', thread), `<path d="M226 130 l44 0" stroke="${trim}" stroke-width="3"/>`);
  }
  return parts.join('');
}

function top(hex: string, back: boolean): string {
  const thread = threadOn(hex);
  const rib = shade(hex, -0.14);
  const parts = [shadedShape(TOP_BODY, hex, 'knit'), `<path d="${TOP_BODY}" fill="url(#sheen-side)"/>`];
  const neck = back ? 'M160 72 Q200 84 240 72 L236 64 Q200 76 164 64 Z' : 'M160 72 Q200 112 240 72 L232 66 Q200 100 168 66 Z';
  parts.push(`<path d="${neck}" fill="${rib}"/>`, stitch(back ? 'M162 76 Q200 88 238 76' : 'M164 78 Q200 116 236 78', thread));
  parts.push(stitch('M100 92 Q108 126 106 156', thread), stitch('M300 92 Q292 126 294 156', thread));
  parts.push(stitch('M52 172 L86 188', thread), stitch('M348 172 L314 188', thread));
  parts.push(stitch('M108 316 Q200 326 292 316', thread));
  if (back) parts.push(`<rect x="190" y="80" width="20" height="10" rx="1" fill="${shade(hex, 0.4)}" fill-opacity="0.85"/>`);
  else parts.push(`<path d="M240 140 l16 0 l0 14 l-16 0 Z" fill="${shade(hex, 0.25)}" fill-opacity="0.6"/>`);
  return parts.join('');
}

function trousers(hex: string, back: boolean): string {
  const thread = threadOn(hex);
  const parts = [shadedShape(TROUSERS_BODY, hex, 'twill'), `<path d="${TROUSERS_BODY}" fill="url(#sheen-side)"/>`];
  parts.push(shadedShape('M134 60 L266 60 L268 80 L132 80 Z', shade(hex, -0.1), 'twill'), stitch('M134 64 L266 64 M133 77 L267 77', thread));
  for (const x of [146, 180, 220, 254]) parts.push(`<rect x="${x - 3}" y="58" width="6" height="24" rx="1" fill="${shade(hex, -0.2)}"/>`);
  parts.push(stitch('M150 340 L166 200 M250 340 L234 200', thread, 0.9));
  if (back) {
    parts.push(stitch('M132 110 Q200 96 268 110', thread));
    for (const x of [146, 214])
      parts.push(shadedShape(`M${x} 120 h40 l-2 46 l-18 8 l-18 -8 Z`, shade(hex, -0.06), 'twill'), stitch(`M${x + 3} 124 h34`, thread));
  } else {
    parts.push(stitch('M200 80 L200 150 M214 80 L214 136 Q214 148 200 150', thread));
    parts.push(stitch('M134 90 Q160 96 168 130', thread), stitch('M266 90 Q240 96 232 130', thread));
    parts.push(`<circle cx="200" cy="70" r="5" fill="#b89a5a" stroke="#00000055"/>`);
  }
  return parts.join('');
}

const DRAW: Record<ApparelSilhouette, (hex: string, back: boolean) => string> = { jacket, top, trousers };

/** Where the detail close-up looks (in the 400-unit drawing). */
const DETAIL_CENTRE: Record<ApparelSilhouette, [number, number]> = { jacket: [220, 150], top: [200, 110], trousers: [200, 100] };

/** The SVG of one view of an apparel colourway, `size` pixels square. */
export function apparelPhotoSvg(silhouette: ApparelSilhouette, hex: string, view: ApparelView, size: number): string {
  const figure = (back: boolean) => `${contactShadow(200, 356, 130, 12)}${DRAW[silhouette](hex, back)}`;
  switch (view) {
    case 'front':
      return photoDocument({ width: size, height: size, backdrop: 'sweep', body: `${studioSet('sweep', 356)}${figure(false)}` });
    case 'back':
      return photoDocument({ width: size, height: size, backdrop: 'sweep', body: `${studioSet('sweep', 356)}${figure(true)}` });
    case 'detail': {
      const [cx, cy] = DETAIL_CENTRE[silhouette];
      return photoDocument({
        width: size,
        height: size,
        backdrop: 'sweep',
        viewBox: `${cx - 80} ${cy - 80} 160 160`,
        body: `${studioSet('sweep', 356)}${figure(false)}`,
      });
    }
    case 'flat-lay':
      // From above on linen: turned a little, with the garment's own shadow lying flat under it.
      return photoDocument({
        width: size,
        height: size,
        backdrop: 'linen',
        body: `${studioSet('linen', 400)}<g transform="rotate(-7 200 200) translate(20 16) scale(0.9)"><path d="${BODY[silhouette]}" fill="#000" fill-opacity="0.12" transform="translate(6 8)"/>${DRAW[silhouette](hex, false)}</g>`,
      });
  }
}

const BODY: Record<ApparelSilhouette, string> = { jacket: JACKET_BODY, top: TOP_BODY, trousers: TROUSERS_BODY };
