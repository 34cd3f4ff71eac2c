/**
 * What the image pipeline makes and where it lives: a fixed set of widths and formats (a fixed set keeps the disk
 * cache bounded and lets CDNs and browsers share entries), the URL scheme, and the `srcset` strings built from them.
 */
import type { Picture } from '@sf/contracts';

export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** URL extensions; `jpg` is the fallback every browser decodes. */
export const IMAGE_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const CONTENT_TYPES: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };

/**
 * Every product photo is normalised to this canvas (a merchant's upload would be fitted to it on import), so a card
 * or gallery reserves the same square box for any product before its photo arrives.
 */
export const PHOTO_CANVAS = { width: 1280, height: 1280 } as const;

/** The width of the single `image` URL (`<img src>`, structured data, baskets): sharp enough for a card or a thumbnail. */
export const FALLBACK_WIDTH: ImageWidth = 640;

/** Ids are the first 16 hex digits of a SHA-256: the content's hash, so one id always names the same picture. */
export const IMAGE_ID_PATTERN = /^[0-9a-f]{16}$/;

export const photoUrl = (id: string, width: ImageWidth, format: ImageFormat): string => `/images/photos/${id}/${width}.${format}`;

const srcsetOf = (id: string, format: ImageFormat): string =>
  IMAGE_WIDTHS.filter((width) => width <= PHOTO_CANVAS.width)
    .map((width) => `${photoUrl(id, width, format)} ${width}w`)
    .join(', ');

export function pictureOf(id: string): Picture {
  return { ...PHOTO_CANVAS, srcset: { avif: srcsetOf(id, 'avif'), webp: srcsetOf(id, 'webp'), jpeg: srcsetOf(id, 'jpg') } };
}

const FALLBACK_URL = /^\/images\/photos\/([0-9a-f]{16})\/\d+\.jpg$/;

/** The picture behind an `image` URL the pipeline made; null for any other image (a drawn SVG placeholder). */
export function pictureOfImage(image: string): Picture | null {
  const id = FALLBACK_URL.exec(image)?.[1];
  return id ? pictureOf(id) : null;
}
