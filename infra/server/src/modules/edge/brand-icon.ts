/**
 * Each brand's icon: its initial in the theme's primary colours, drawn as polygons (no font, so the SVG and the PNGs
 * sharp rasterises from it look the same everywhere). The PNG sizes browsers and install prompts ask for, and a
 * favicon.ico (16/32/48 px PNGs in an ICO container), are rendered once per brand on first request and kept.
 */
import { BRAND_COLOURS } from '@sf/contracts';
import type { BrandKey } from '@sf/remote-contract';

/** The files every brand host answers, shared by the routes, the manifest and the document head. */
export const ICON_FILES = {
  svg: '/favicon.svg',
  ico: '/favicon.ico',
  png192: '/icon-192.png',
  png512: '/icon-512.png',
  maskable512: '/icon-maskable-512.png',
  appleTouch: '/apple-touch-icon.png',
} as const;

/** The web app manifest that names the icons (site-files.ts). */
export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

export type PngIcon = 'png192' | 'png512' | 'maskable512' | 'appleTouch';

export interface BrandIcons {
  svg: string;
  ico: Buffer;
  png: Record<PngIcon, Buffer>;
}

/** Initials on a 512 grid, inside the maskable safe zone (a circle of radius 205 around the centre). */
const INITIALS: Record<BrandKey, string> = {
  northbound: '156,136 212,136 300,283 300,136 356,136 356,376 300,376 212,229 212,376 156,376',
  kerbside: '156,136 212,136 212,236 284,136 352,136 262,254 356,376 288,376 212,276 212,376 156,376',
  fieldwear: '156,136 356,136 356,190 212,190 212,236 328,236 328,290 212,290 212,376 156,376',
};

/** `fullBleed`: a square background (maskable and Apple icons, which the platform crops itself). */
export function brandIconSvg(brand: BrandKey, fullBleed = false): string {
  const { primary, primaryText } = BRAND_COLOURS[brand];
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">',
    `<rect width="512" height="512" rx="${fullBleed ? 0 : 112}" fill="${primary}"/>`,
    `<polygon points="${INITIALS[brand]}" fill="${primaryText}"/>`,
    '</svg>',
  ].join('');
}

/** An ICO file whose images are PNGs (supported by every browser that shows favicons). */
export function icoFromPngs(images: ReadonlyArray<{ size: number; png: Buffer }>): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.png)]);
}

async function renderIcons(brand: BrandKey): Promise<BrandIcons> {
  // Loaded on the first icon request, so starting the server (and every test app) does not pay for libvips.
  const { default: sharp } = await import('sharp');
  const rounded = Buffer.from(brandIconSvg(brand));
  const square = Buffer.from(brandIconSvg(brand, true));
  const png = (svg: Buffer, size: number) => sharp(svg).resize(size, size).png({ compressionLevel: 9 }).toBuffer();
  const [png192, png512, maskable512, appleTouch, ico16, ico32, ico48] = await Promise.all([
    png(rounded, 192),
    png(rounded, 512),
    png(square, 512),
    png(square, 180),
    png(rounded, 16),
    png(rounded, 32),
    png(rounded, 48),
  ]);
  return {
    svg: brandIconSvg(brand),
    ico: icoFromPngs([
      { size: 16, png: ico16 },
      { size: 32, png: ico32 },
      { size: 48, png: ico48 },
    ]),
    png: { png192, png512, maskable512, appleTouch },
  };
}

/** Renders each brand's icons once; a failed render is retried on the next request. */
export function createBrandIcons() {
  const rendered = new Map<BrandKey, Promise<BrandIcons>>();
  return (brand: BrandKey): Promise<BrandIcons> => {
    let icons = rendered.get(brand);
    if (!icons) {
      icons = renderIcons(brand);
      rendered.set(brand, icons);
      icons.catch(() => rendered.delete(brand));
    }
    return icons;
  };
}
