/**
 * Footwear photos: side (the hero, toe to the right), top (looking into the shoe), sole (tread) and a detail close-up
 * of the lacing. One parametric last serves boots, high-tops, shoes and sneakers: the collar height, sole build and
 * surface change per style.
 */
import type { Silhouette } from '../vocabulary/kinds';
import { contactShadow, lightness, photoDocument, shade, shadedShape, stitch, studioSet, threadOn } from './studio';

export type FootwearSilhouette = Extract<Silhouette, 'boot' | 'high-top' | 'shoe' | 'sneaker'>;
export const FOOTWEAR_VIEWS = ['side', 'top', 'sole', 'detail'] as const;
export type FootwearView = (typeof FOOTWEAR_VIEWS)[number];

interface Last {
  /** Top of the collar at the heel. */
  collarY: number;
  /** Where the lacing starts (top) and ends (towards the toe). */
  laceTop: [number, number];
  laceEnd: [number, number];
  eyelets: number;
  /** Midsole and outsole heights and colours. */
  midsole: number;
  outsole: number;
  midsoleHex: string | null;
  outsoleHex: string;
  /** Lugged outsole (boots) or flat ribbed one. */
  lugs: boolean;
  grain: 'leather' | 'canvas' | 'mesh';
  /** A contrasting toe cap and heel counter panel (sneakers, high-tops). */
  panels: boolean;
}

const SOLE_TOP = 278;

const LASTS: Record<FootwearSilhouette, Last> = {
  boot: {
    collarY: 92,
    laceTop: [170, 100],
    laceEnd: [232, 214],
    eyelets: 7,
    midsole: 8,
    outsole: 20,
    midsoleHex: '#6b4a2f',
    outsoleHex: '#2a2623',
    lugs: true,
    grain: 'leather',
    panels: false,
  },
  'high-top': {
    collarY: 128,
    laceTop: [178, 138],
    laceEnd: [246, 220],
    eyelets: 7,
    midsole: 18,
    outsole: 6,
    midsoleHex: '#f3efe6',
    outsoleHex: '#b9ae98',
    lugs: false,
    grain: 'canvas',
    panels: true,
  },
  shoe: {
    collarY: 196,
    laceTop: [182, 200],
    laceEnd: [236, 222],
    eyelets: 4,
    midsole: 6,
    outsole: 12,
    midsoleHex: null,
    outsoleHex: '#3a2d25',
    lugs: false,
    grain: 'leather',
    panels: false,
  },
  sneaker: {
    collarY: 186,
    laceTop: [180, 190],
    laceEnd: [252, 224],
    eyelets: 5,
    midsole: 24,
    outsole: 6,
    midsoleHex: '#f6f3ec',
    outsoleHex: '#9f9684',
    lugs: false,
    grain: 'mesh',
    panels: true,
  },
};

/** The upper's outline, heel at the left, toe at the right. */
function upperPath(last: Last): string {
  const [lx, ly] = last.laceTop;
  const [ex, ey] = last.laceEnd;
  const c = last.collarY;
  return [
    `M74 ${SOLE_TOP}`,
    `C62 ${SOLE_TOP - 50} 66 ${c + 40} 78 ${c + 6}`,
    `Q80 ${c} 92 ${c}`,
    `L${lx - 12} ${c + 2}`,
    `Q${lx} ${c + 2} ${lx} ${ly}`,
    `L${ex} ${ey}`,
    `C${ex + 50} ${ey + 4} ${ex + 96} ${ey + 10} 350 ${SOLE_TOP - 24}`,
    `Q366 ${SOLE_TOP - 12} 360 ${SOLE_TOP}`,
    'Z',
  ].join(' ');
}

function sideSole(last: Last): string {
  const mid = last.midsole;
  const out = last.outsole;
  const top = SOLE_TOP;
  const midD = `M64 ${top} L366 ${top} Q376 ${top + mid / 2} 362 ${top + mid} L68 ${top + mid} Q58 ${top + mid / 2} 64 ${top} Z`;
  const outTop = top + mid;
  const outD = `M68 ${outTop} L362 ${outTop} Q370 ${outTop + out * 0.6} 350 ${outTop + out} L82 ${outTop + out} Q66 ${outTop + out * 0.6} 68 ${outTop} Z`;
  const parts = [
    last.midsoleHex ? `<path d="${midD}" fill="${last.midsoleHex}"/><path d="${midD}" fill="url(#sheen)" fill-opacity="0.6"/>` : '',
    `<path d="${outD}" fill="${last.outsoleHex}"/><path d="${outD}" fill="url(#sheen)" fill-opacity="0.8"/>`,
  ];
  if (last.lugs) {
    // Lugs: teeth along the outsole's edge.
    const teeth = Array.from({ length: 14 }, (_, index) => {
      const x = 84 + index * 19.5;
      return `<rect x="${x}" y="${outTop + out - 7}" width="11" height="9" rx="2" fill="${shade(last.outsoleHex, -0.3)}"/>`;
    });
    parts.push(teeth.join(''));
  } else if (last.midsoleHex) {
    // Cupsole: a stitched rand and a foxing line.
    parts.push(stitch(`M72 ${top + mid / 2} L356 ${top + mid / 2}`, shade(last.midsoleHex, -0.35), 1));
    parts.push(`<path d="M66 ${top + 3} L364 ${top + 3}" stroke="#000" stroke-opacity="0.12" stroke-width="1.5"/>`);
  }
  return parts.join('');
}

function lacing(last: Last, hex: string): string {
  const [lx, ly] = last.laceTop;
  const [ex, ey] = last.laceEnd;
  const laceHex = laceFor(hex);
  const eyeletHex = last.grain === 'leather' ? '#c9a35a' : shade(hex, -0.5);
  const eyelets: string[] = [];
  const laces: string[] = [];
  for (let step = 0; step < last.eyelets; step += 1) {
    const t = step / (last.eyelets - 1);
    const x = lx + (ex - lx) * t;
    const y = ly + (ey - ly) * t;
    eyelets.push(`<circle cx="${x - 7}" cy="${y + 5}" r="3.4" fill="${eyeletHex}" stroke="#000" stroke-opacity="0.35"/>`);
    // Lace crossings seen from the side: short bars over the throat with rounded ends.
    laces.push(
      `<path d="M${x - 9} ${y + 5} L${x + 7} ${y - 4}" stroke="${laceHex}" stroke-width="4.4" stroke-linecap="round"/><path d="M${x - 9} ${y + 5} L${x + 7} ${y - 4}" stroke="#000" stroke-opacity="0.18" stroke-width="1" stroke-dasharray="1.5 2"/>`,
    );
  }
  // Lace bow at the top.
  const bow = `<path d="M${lx + 2} ${ly - 6} q-18 -16 -30 -4 q10 10 30 4 q16 -20 30 -8 q-14 12 -30 8" fill="none" stroke="${laceHex}" stroke-width="4" stroke-linecap="round"/><path d="M${lx} ${ly - 4} q-6 22 -20 34 M${lx + 4} ${ly - 4} q4 24 -4 40" fill="none" stroke="${laceHex}" stroke-width="3.6" stroke-linecap="round"/>`;
  return eyelets.join('') + laces.join('') + bow;
}

/** Laces that show: off-white on most colours, waxed tan on near-black (black laces vanished on a black boot). */
const laceFor = (hex: string): string => (lightness(hex) < 0.2 ? '#c9a46b' : lightness(hex) > 0.7 ? '#f7f5ef' : '#f1ece0');

/** Toe cap, heel counter and a swoosh-free side panel in a darker tone of the colour. */
function panels(last: Last, hex: string): string {
  const c = last.collarY;
  const tone = shade(hex, lightness(hex) > 0.75 ? -0.12 : -0.22);
  const toe = `M300 ${SOLE_TOP} C306 ${SOLE_TOP - 30} 322 ${SOLE_TOP - 40} 350 ${SOLE_TOP - 24} Q366 ${SOLE_TOP - 12} 360 ${SOLE_TOP} Z`;
  const heel = `M74 ${SOLE_TOP} C64 ${SOLE_TOP - 40} 66 ${c + 60} 76 ${c + 30} C96 ${c + 50} 120 ${SOLE_TOP - 40} 130 ${SOLE_TOP} Z`;
  const side = `M150 ${SOLE_TOP - 6} C190 ${SOLE_TOP - 60} 240 ${SOLE_TOP - 62} 286 ${SOLE_TOP - 44} C250 ${SOLE_TOP - 40} 200 ${SOLE_TOP - 26} 176 ${SOLE_TOP - 6} Z`;
  const thread = threadOn(tone);
  const parts = [shadedShape(toe, tone, 'leather'), shadedShape(heel, tone, 'leather')];
  if (last.panels)
    parts.push(shadedShape(side, tone, 'leather'), stitch(`M156 ${SOLE_TOP - 10} C194 ${SOLE_TOP - 56} 240 ${SOLE_TOP - 58} 278 ${SOLE_TOP - 44}`, thread));
  parts.push(stitch(`M304 ${SOLE_TOP - 4} C310 ${SOLE_TOP - 28} 324 ${SOLE_TOP - 34} 346 ${SOLE_TOP - 22}`, thread));
  parts.push(stitch(`M80 ${c + 36} C98 ${c + 56} 118 ${SOLE_TOP - 44} 126 ${SOLE_TOP - 4}`, thread));
  return parts.join('');
}

function sideArt(silhouette: FootwearSilhouette, hex: string): string {
  const last = LASTS[silhouette];
  const upper = upperPath(last);
  const c = last.collarY;
  const [lx, ly] = last.laceTop;
  const thread = threadOn(hex);
  // Tongue sticking out above the collar, padded collar rim, pull tab at the heel.
  const tongue = `M${lx - 16} ${c + 6} Q${lx - 10} ${c - 22} ${lx + 8} ${c - 20} Q${lx + 16} ${c - 8} ${lx + 6} ${ly + 12} Z`;
  const collar = `M78 ${c + 6} Q80 ${c} 92 ${c} L${lx - 12} ${c + 2} Q${lx - 4} ${c + 2} ${lx - 2} ${c + 12} L${lx - 4} ${c + 16} Q${lx - 40} ${c + 12} 92 ${c + 14} Q82 ${c + 14} 78 ${c + 20} Z`;
  const pullTab = `M70 ${c + 2} L84 ${c - 18} L92 ${c - 16} L86 ${c + 8} Z`;
  return [
    contactShadow(214, SOLE_TOP + last.midsole + last.outsole + 2, 170, 16),
    shadedShape(tongue, shade(hex, -0.08), last.grain),
    shadedShape(upper, hex, last.grain),
    `<path d="${upper}" fill="url(#sheen-side)"/>`,
    panels(last, hex),
    shadedShape(collar, shade(hex, -0.15), 'leather'),
    stitch(`M84 ${c + 12} Q88 ${c + 8} 96 ${c + 8} L${lx - 14} ${c + 9}`, thread),
    `<path d="${pullTab}" fill="${shade(hex, -0.35)}"/>`,
    stitch(`M${lx - 6} ${ly + 4} L${last.laceEnd[0] - 8} ${last.laceEnd[1] + 6}`, thread),
    lacing(last, hex),
    sideSole(last),
  ].join('');
}

/** The foot's outline from above, heel left, toe right, centred on y 200. */
const TOP_OUTLINE = 'M64 200 C64 160 104 150 146 152 C214 156 292 138 336 166 C364 184 364 218 336 236 C292 262 214 246 146 250 C104 252 64 240 64 200 Z';

function topArt(silhouette: FootwearSilhouette, hex: string): string {
  const last = LASTS[silhouette];
  const opening =
    silhouette === 'shoe'
      ? 'M92 200 C92 176 116 170 150 172 C178 174 196 184 196 200 C196 216 178 226 150 228 C116 230 92 224 92 200 Z'
      : 'M86 200 C86 174 110 168 136 170 C158 172 170 184 170 200 C170 216 158 228 136 230 C110 232 86 226 86 200 Z';
  const rand = last.midsoleHex ?? last.outsoleHex;
  const laceHex = laceFor(hex);
  const crossings = Array.from({ length: Math.max(3, last.eyelets - 2) }, (_, step) => {
    const x = 180 + step * 17;
    return `<path d="M${x} 184 L${x + 12} 216 M${x} 216 L${x + 12} 184" stroke="${laceHex}" stroke-width="4.2" stroke-linecap="round"/>`;
  });
  const eyelets = Array.from({ length: Math.max(3, last.eyelets - 2) + 1 }, (_, step) => {
    const x = 180 + step * 17;
    return `<circle cx="${x}" cy="182" r="2.8" fill="${shade(hex, -0.5)}"/><circle cx="${x}" cy="218" r="2.8" fill="${shade(hex, -0.5)}"/>`;
  });
  return [
    contactShadow(212, 214, 168, 56),
    `<g transform="translate(212 200) scale(1.05 1.12) translate(-212 -200)"><path d="${TOP_OUTLINE}" fill="${rand}"/><path d="${TOP_OUTLINE}" fill="url(#sheen)" fill-opacity="0.5"/></g>`,
    shadedShape(TOP_OUTLINE, hex, last.grain),
    stitch(
      'M80 200 C80 170 110 162 146 164 C214 168 290 150 330 174 C352 188 352 212 330 226 C290 250 214 234 146 238 C110 240 80 232 80 200 Z',
      threadOn(hex),
    ),
    `<path d="${opening}" fill="${shade(hex, -0.7)}"/><path d="${opening}" fill="none" stroke="${shade(hex, -0.2)}" stroke-width="6"/>`,
    silhouette === 'shoe'
      ? ''
      : `<path d="M170 186 L${180 + (last.eyelets - 2) * 17 + 10} 190 L${180 + (last.eyelets - 2) * 17 + 10} 210 L170 214 Z" fill="${shade(hex, -0.1)}"/>`,
    eyelets.join(''),
    crossings.join(''),
  ].join('');
}

function soleArt(silhouette: FootwearSilhouette): string {
  const last = LASTS[silhouette];
  const base = last.outsoleHex;
  const dark = shade(base, -0.35);
  const light = shade(base, 0.18);
  const tread: string[] = [];
  if (last.lugs) {
    for (let x = 90; x < 340; x += 22) {
      tread.push(`<path d="M${x} 176 l12 10 l-12 10 M${x} 204 l12 10 l-12 10" fill="none" stroke="${dark}" stroke-width="7" stroke-linejoin="round"/>`);
    }
  } else {
    for (let x = 80; x < 350; x += 7) tread.push(`<path d="M${x} 156 L${x} 244" stroke="${dark}" stroke-width="2.4" stroke-opacity="0.7"/>`);
    tread.push(
      `<circle cx="300" cy="200" r="20" fill="none" stroke="${light}" stroke-width="5"/><circle cx="300" cy="200" r="10" fill="none" stroke="${light}" stroke-width="4"/>`,
    );
  }
  return [
    contactShadow(212, 214, 168, 56),
    `<defs><clipPath id="sole-clip"><path d="${TOP_OUTLINE}"/></clipPath></defs>`,
    `<g transform="translate(212 200) scale(1.02 1.08) translate(-212 -200)"><path d="${TOP_OUTLINE}" fill="${last.midsoleHex ?? shade(base, 0.2)}"/></g>`,
    `<path d="${TOP_OUTLINE}" fill="${base}"/>`,
    `<g clip-path="url(#sole-clip)">${tread.join('')}<rect x="150" y="150" width="${silhouette === 'boot' ? 26 : 0}" height="100" fill="${shade(base, 0.1)}"/></g>`,
    `<path d="${TOP_OUTLINE}" fill="url(#sheen)" fill-opacity="0.7"/>`,
  ].join('');
}

/** Side views fill the frame whatever the shaft height: scaled to 340 units wide, centred a little below the middle. */
function sideScale(silhouette: FootwearSilhouette): { scale: number; middleY: number } {
  const last = LASTS[silhouette];
  return { scale: 340 / (376 - 58), middleY: (last.collarY - 20 + SOLE_TOP + last.midsole + last.outsole) / 2 };
}

const sideFraming = (silhouette: FootwearSilhouette): string => {
  const { scale, middleY } = sideScale(silhouette);
  return `translate(200 214) scale(${scale.toFixed(4)}) translate(-217 ${-middleY})`;
};

/** Where a point of the side drawing lands in the framed photo. */
function framed(silhouette: FootwearSilhouette, x: number, y: number): [number, number] {
  const { scale, middleY } = sideScale(silhouette);
  return [200 + (x - 217) * scale, 214 + (y - middleY) * scale];
}

/** The SVG of one view of a footwear colourway, `size` pixels square. */
export function footwearPhotoSvg(silhouette: FootwearSilhouette, hex: string, view: FootwearView, size: number): string {
  switch (view) {
    case 'side':
      return photoDocument({
        width: size,
        height: size,
        backdrop: 'sweep',
        body: `${studioSet('sweep', 330)}<g transform="${sideFraming(silhouette)}">${sideArt(silhouette, hex)}</g>`,
      });
    case 'detail': {
      // A close-up of the lacing and collar: the side drawing under a zoomed-in viewBox.
      const [lx, ly] = LASTS[silhouette].laceTop;
      const [cx, cy] = framed(silhouette, lx + 10, Math.min(ly + 50, 236));
      return photoDocument({
        width: size,
        height: size,
        backdrop: 'sweep',
        viewBox: `${cx - 95} ${cy - 95} 190 190`,
        body: `${studioSet('sweep', 330)}<g transform="${sideFraming(silhouette)}">${sideArt(silhouette, hex)}</g>`,
      });
    }
    case 'top':
      return photoDocument({
        width: size,
        height: size,
        backdrop: 'slate',
        body: `${studioSet('slate', 400)}<g transform="rotate(-24 212 200)">${topArt(silhouette, hex)}</g>`,
      });
    case 'sole':
      return photoDocument({
        width: size,
        height: size,
        backdrop: 'slate',
        body: `${studioSet('slate', 400)}<g transform="rotate(24 212 200)">${soleArt(silhouette)}</g>`,
      });
  }
}
