/**
 * Issue 25: campaign and editorial imagery, drawn at seed time (no downloads): each picture is an SVG scene (a
 * landscape, a street or a studio set in the brand's colours, with a seeded arrangement) rasterised by sharp to a
 * JPEG original that the image pipeline then serves as AVIF/WebP/JPEG variants. As with product photos, an image's
 * id is the hash of its drawing, so the same id always names the same picture.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { ContentImage } from '@sf/contracts';
import type { BrandKey } from '@sf/remote-contract';

type Motif = 'peaks' | 'street' | 'field' | 'studio' | 'portrait';

interface Palette {
  sky: [string, string];
  far: string;
  near: string;
  accent: string;
  ground: string;
}

export const BRAND_PALETTES: Record<BrandKey, Palette> = {
  northbound: { sky: ['#f3d9a4', '#c96f3b'], far: '#7c8c7a', near: '#37493b', accent: '#e8b04a', ground: '#2a3326' },
  kerbside: { sky: ['#b7d7f0', '#5a6fd6'], far: '#8a8fa8', near: '#2d2f45', accent: '#ff5a5f', ground: '#3a3a3a' },
  fieldwear: { sky: ['#dfe9e4', '#7fa6a1'], far: '#9bb39a', near: '#4f6b4a', accent: '#f0c419', ground: '#3d4f35' },
};

interface Scene {
  motif: Motif;
  palette: Palette;
  seed: number;
  width: number;
  height: number;
}

/** Mulberry32: a tiny deterministic generator, so a scene's drawing (and so its id) never changes between runs. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (value: number) => Math.round(value * 10) / 10;

function ridge(rand: () => number, w: number, h: number, base: number, amplitude: number, colour: string): string {
  const points: string[] = [`0,${h}`];
  const steps = 8 + Math.floor(rand() * 6);
  for (let i = 0; i <= steps; i += 1) points.push(`${r1((w * i) / steps)},${r1(base - rand() * amplitude)}`);
  points.push(`${w},${h}`);
  return `<polygon points="${points.join(' ')}" fill="${colour}"/>`;
}

function sky({ palette, width, height }: Scene): string {
  return [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
  ].join('');
}

const DRAW: Record<Motif, (scene: Scene, rand: () => number) => string> = {
  peaks: (scene, rand) => {
    const { width: w, height: h, palette } = scene;
    return [
      sky(scene),
      `<circle cx="${r1(w * (0.2 + rand() * 0.6))}" cy="${r1(h * 0.3)}" r="${r1(h * 0.09)}" fill="${palette.accent}" opacity="0.9"/>`,
      ridge(rand, w, h, h * 0.55, h * 0.3, palette.far),
      ridge(rand, w, h, h * 0.75, h * 0.25, palette.near),
      `<path d="M${r1(w * 0.1)} ${h} Q ${r1(w * 0.45)} ${r1(h * 0.8)} ${r1(w * 0.6)} ${r1(h * 0.72)}" stroke="${palette.accent}" stroke-width="${r1(h * 0.012)}" fill="none" stroke-dasharray="12 10"/>`,
    ].join('');
  },
  street: (scene, rand) => {
    const { width: w, height: h, palette } = scene;
    const blocks: string[] = [];
    let x = 0;
    while (x < w) {
      const bw = w * (0.06 + rand() * 0.1);
      const bh = h * (0.3 + rand() * 0.45);
      blocks.push(`<rect x="${r1(x)}" y="${r1(h * 0.8 - bh)}" width="${r1(bw)}" height="${r1(bh)}" fill="${rand() > 0.3 ? palette.near : palette.far}"/>`);
      for (let wy = h * 0.8 - bh + 14; wy < h * 0.75; wy += 26) {
        if (rand() > 0.5)
          blocks.push(`<rect x="${r1(x + bw * 0.25)}" y="${r1(wy)}" width="${r1(bw * 0.2)}" height="10" fill="${palette.accent}" opacity="0.8"/>`);
      }
      x += bw + 4;
    }
    return [
      sky(scene),
      ...blocks,
      `<rect y="${r1(h * 0.8)}" width="${w}" height="${r1(h * 0.2)}" fill="${palette.ground}"/>`,
      `<rect x="${r1(w * 0.05)}" y="${r1(h * 0.89)}" width="${r1(w * 0.9)}" height="${r1(h * 0.015)}" fill="#f5f5f5" stroke-dasharray="20 20"/>`,
    ].join('');
  },
  field: (scene, rand) => {
    const { width: w, height: h, palette } = scene;
    const rain = Array.from(
      { length: 40 },
      () =>
        `<line x1="${r1(rand() * w)}" y1="${r1(rand() * h * 0.5)}" x2="${r1(rand() * w)}" y2="${r1(h * 0.55)}" stroke="#ffffff" stroke-width="2" opacity="0.35"/>`,
    ).join('');
    const trees = Array.from({ length: 6 }, () => {
      const tx = rand() * w;
      const ty = h * (0.55 + rand() * 0.15);
      return `<polygon points="${r1(tx)},${r1(ty - h * 0.16)} ${r1(tx - h * 0.05)},${r1(ty)} ${r1(tx + h * 0.05)},${r1(ty)}" fill="${palette.near}"/>`;
    }).join('');
    return [
      sky(scene),
      rain,
      `<ellipse cx="${r1(w * 0.3)}" cy="${r1(h * 0.9)}" rx="${r1(w * 0.6)}" ry="${r1(h * 0.35)}" fill="${palette.far}"/>`,
      trees,
      `<ellipse cx="${r1(w * 0.85)}" cy="${r1(h)}" rx="${r1(w * 0.55)}" ry="${r1(h * 0.3)}" fill="${palette.near}"/>`,
    ].join('');
  },
  studio: (scene, rand) => {
    const { width: w, height: h, palette } = scene;
    const shapes = Array.from({ length: 5 }, (_, i) => {
      const cx = w * (0.15 + i * 0.17 + rand() * 0.05);
      const cy = h * (0.45 + rand() * 0.25);
      const size = h * (0.08 + rand() * 0.12);
      return i % 2 === 0
        ? `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(size)}" fill="${palette.accent}" opacity="0.85"/>`
        : `<rect x="${r1(cx - size)}" y="${r1(cy - size)}" width="${r1(size * 2)}" height="${r1(size * 2)}" rx="${r1(size * 0.3)}" fill="${palette.near}"/>`;
    }).join('');
    return [
      `<rect width="${w}" height="${h}" fill="${palette.sky[0]}"/>`,
      `<rect y="${r1(h * 0.72)}" width="${w}" height="${r1(h * 0.28)}" fill="${palette.far}"/>`,
      shapes,
    ].join('');
  },
  portrait: (scene, rand) => {
    const { width: w, height: h, palette } = scene;
    const skin = ['#f1c7a5', '#c68642', '#8d5524', '#e0ac69'][Math.floor(rand() * 4)];
    return [
      `<rect width="${w}" height="${h}" fill="${palette.sky[rand() > 0.5 ? 0 : 1]}"/>`,
      `<ellipse cx="${r1(w / 2)}" cy="${r1(h * 1.05)}" rx="${r1(w * 0.42)}" ry="${r1(h * 0.4)}" fill="${palette.near}"/>`,
      `<circle cx="${r1(w / 2)}" cy="${r1(h * 0.42)}" r="${r1(h * 0.2)}" fill="${skin}"/>`,
      `<path d="M${r1(w * 0.3)} ${r1(h * 0.38)} Q ${r1(w / 2)} ${r1(h * 0.08)} ${r1(w * 0.7)} ${r1(h * 0.38)}" fill="${palette.ground}"/>`,
    ].join('');
  },
};

function sceneSvg(scene: Scene): string {
  const body = DRAW[scene.motif](scene, random(scene.seed));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${scene.width}" height="${scene.height}" viewBox="0 0 ${scene.width} ${scene.height}">${body}</svg>`;
}

const JPEG_QUALITY = 86;
const idOf = (svg: string) => createHash('sha256').update(`campaign jpeg q${JPEG_QUALITY}\n${svg}`).digest('hex').slice(0, 16);

const SCENES = new Map<string, Scene>();

/**
 * The CMS image of a scene: its id (registering the scene so the pipeline can draw it) and size. `alt` describes it
 * for screen readers; pass '' for a purely decorative picture.
 */
export function art(motif: Motif, brand: BrandKey, seed: number, size: { width: number; height: number }, alt: string): ContentImage {
  const scene: Scene = { motif, palette: BRAND_PALETTES[brand], seed, ...size };
  const id = idOf(sceneSvg(scene));
  SCENES.set(id, scene);
  return { id, width: size.width, height: size.height, alt };
}

export const SIZES = {
  hero: { width: 1280, height: 560 },
  wide: { width: 1280, height: 720 },
  tile: { width: 960, height: 1200 },
  square: { width: 960, height: 960 },
  portrait: { width: 640, height: 640 },
} as const;

/** Every scene drawn so far (the seed data registers them on import). */
export const campaignArtIds = (): string[] => [...SCENES.keys()];

/** The original JPEG of a campaign image; null when no scene has this id (the pipeline then asks its next source). */
export async function drawCampaignArt(id: string): Promise<Buffer | null> {
  const scene = SCENES.get(id);
  if (!scene) return null;
  return sharp(Buffer.from(sceneSvg(scene)))
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer();
}
