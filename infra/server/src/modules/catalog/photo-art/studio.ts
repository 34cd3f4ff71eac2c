/**
 * What every drawn product photo shares: colour arithmetic for shading, the studio set (a sweep lit from above, a
 * floor and a soft contact shadow) and cheap surface textures. Everything is plain SVG that librsvg (inside sharp)
 * rasterises quickly: gradients and patterns, no blur filters (a Gaussian blur at 1280 px costs more than the rest
 * of the picture together).
 */

/** A #rrggbb colour mixed towards white (amount > 0) or black (amount < 0); amount in -1..1. */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.replace('#', '').slice(0, 6), 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  const target = amount >= 0 ? 255 : 0;
  const mixed = channels.map((channel) => Math.round(channel + (target - channel) * Math.abs(amount)));
  return `#${mixed.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** Relative lightness 0..1 (good enough to pick stitching and lace colours that show on the material). */
export function lightness(hex: string): number {
  const value = Number.parseInt(hex.replace('#', '').slice(0, 6), 16);
  return (0.299 * ((value >> 16) & 255) + 0.587 * ((value >> 8) & 255) + 0.114 * (value & 255)) / 255;
}

/** Thread that shows on the material: a light tone on dark colours, a dark one on light colours. */
export const threadOn = (hex: string): string => (lightness(hex) < 0.45 ? shade(hex, 0.55) : shade(hex, -0.45));

export type Backdrop = 'sweep' | 'linen' | 'slate';

const BACKDROPS: Record<Backdrop, readonly [string, string]> = {
  sweep: ['#fbfaf7', '#dedad1'],
  linen: ['#efe9dd', '#e2d9c8'],
  slate: ['#e9ebec', '#c9cdd0'],
};

/**
 * Surfaces: pebbled leather, woven canvas, knit rib, diagonal twill, ripstop grid, mesh, linen. Each unit is repeated
 * 6 × 6 inside one pattern tile: librsvg pays per tile, and tiny tiles tripled a 1280 px photo's raster time.
 */
const GRAIN_UNITS: Record<string, [number, number, string]> = {
  leather: [
    9,
    7,
    '<circle cx="2" cy="2" r="1.1" fill="#000" fill-opacity="0.10"/><circle cx="6.5" cy="5" r="1.3" fill="#000" fill-opacity="0.08"/><circle cx="5" cy="1" r="0.7" fill="#fff" fill-opacity="0.10"/>',
  ],
  canvas: [4, 4, '<rect width="4" height="1.2" fill="#000" fill-opacity="0.09"/><rect width="1.2" height="4" fill="#fff" fill-opacity="0.08"/>'],
  knit: [6, 5, '<path d="M0 0 L3 4 L6 0" fill="none" stroke="#000" stroke-width="0.8" stroke-opacity="0.14"/>'],
  twill: [6, 6, '<path d="M0 6 L6 0" stroke="#000" stroke-width="1.1" stroke-opacity="0.12"/>'],
  ripstop: [
    12,
    12,
    '<path d="M0 0.5 H12 M0.5 0 V12" stroke="#fff" stroke-width="0.8" stroke-opacity="0.14"/><path d="M0 6 H12" stroke="#000" stroke-width="0.5" stroke-opacity="0.08"/>',
  ],
  mesh: [6, 6, '<circle cx="3" cy="3" r="1.4" fill="#000" fill-opacity="0.16"/>'],
  linen: [5, 5, '<rect width="5" height="0.8" fill="#000" fill-opacity="0.035"/><rect width="0.8" height="5" fill="#000" fill-opacity="0.03"/>'],
};
const REPEAT = 6;
const GRAINS = Object.entries(GRAIN_UNITS).map(([name, [width, height, unit]]) => {
  const copies: string[] = [];
  for (let row = 0; row < REPEAT; row += 1) {
    for (let column = 0; column < REPEAT; column += 1) copies.push(`<g transform="translate(${column * width} ${row * height})">${unit}</g>`);
  }
  return `<pattern id="grain-${name}" width="${width * REPEAT}" height="${height * REPEAT}" patternUnits="userSpaceOnUse">${copies.join('')}</pattern>`;
});

/** Gradients and patterns every drawing may refer to by id (`#sheen`, `#shadow`, `#grain-*`). */
export function studioDefs(backdrop: Backdrop): string {
  const [top, bottom] = BACKDROPS[backdrop];
  return [
    `<linearGradient id="backdrop" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="0.72" stop-color="${bottom}"/><stop offset="1" stop-color="${shade(bottom, -0.06)}"/></linearGradient>`,
    // Light from above: a highlight on top, darker towards the floor (drawn over any colour with transparency).
    '<linearGradient id="sheen" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.34"/><stop offset="0.45" stop-color="#ffffff" stop-opacity="0.04"/><stop offset="1" stop-color="#000000" stop-opacity="0.32"/></linearGradient>',
    '<linearGradient id="sheen-side" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000000" stop-opacity="0.22"/><stop offset="0.35" stop-color="#ffffff" stop-opacity="0.10"/><stop offset="0.7" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.26"/></linearGradient>',
    '<radialGradient id="shadow"><stop offset="0" stop-color="#000000" stop-opacity="0.38"/><stop offset="0.6" stop-color="#000000" stop-opacity="0.12"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient>',
    '<radialGradient id="spot" cx="0.5" cy="0.35" r="0.6"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>',
    ...GRAINS,
  ].join('');
}

/** The backdrop and floor; `floorY` is where the product stands (the sweep bends into the floor below it). */
export function studioSet(backdrop: Backdrop, floorY: number): string {
  const textured = backdrop === 'linen' ? '<rect x="0" y="0" width="400" height="400" fill="url(#grain-linen)"/>' : '';
  return [
    '<rect x="0" y="0" width="400" height="400" fill="url(#backdrop)"/>',
    textured,
    `<rect x="0" y="0" width="400" height="${floorY}" fill="url(#spot)"/>`,
  ].join('');
}

/** A soft contact shadow (radial gradient ellipse): darker and tighter right under the product. */
export const contactShadow = (cx: number, cy: number, rx: number, ry: number): string =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#shadow)"/><ellipse cx="${cx}" cy="${cy - 1}" rx="${rx * 0.8}" ry="${ry * 0.35}" fill="#000" fill-opacity="0.16"/>`;

/** A filled shape with the shop's studio shading: base colour, surface texture, then light from above. */
export function shadedShape(d: string, hex: string, grain: string, extra = ''): string {
  return [
    `<path d="${d}" fill="${hex}"/>`,
    `<path d="${d}" fill="url(#grain-${grain})"/>`,
    `<path d="${d}" fill="url(#sheen)"/>`,
    `<path d="${d}" fill="none" stroke="${shade(hex, -0.45)}" stroke-opacity="0.55" stroke-width="1.4" stroke-linejoin="round"${extra}/>`,
  ].join('');
}

/** Stitching: a dashed thread line along a path. */
export const stitch = (d: string, colour: string, width = 1.1): string =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-dasharray="3.2 2.4" stroke-linecap="round" stroke-opacity="0.85"/>`;

/** Wraps a drawing into the square 400-unit photo (the pixel size comes from the caller's canvas). */
export function photoDocument(options: { width: number; height: number; backdrop: Backdrop; viewBox?: string; body: string }): string {
  const viewBox = options.viewBox ?? '0 0 400 400';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${options.width}" height="${options.height}">`,
    `<defs>${studioDefs(options.backdrop)}</defs>`,
    options.body,
    '</svg>',
  ].join('');
}
