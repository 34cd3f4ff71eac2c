/**
 * Issue 25: the responsive picture of a CMS image. CMS blocks store only the image pipeline's id and the original's
 * size; every page builds the same `srcset` from them (widths as the pipeline makes them, never above the original).
 * Imported as @sf/contracts/content-media, not from the index: only pages that show CMS images load it.
 */
import type { ContentImage, Picture } from './api/types';

const CONTENT_IMAGE_WIDTHS = [320, 480, 640, 960, 1280] as const;

const url = (id: string, width: number, format: 'avif' | 'webp' | 'jpg') => `/images/photos/${id}/${width}.${format}`;

export function contentPicture(image: ContentImage): { picture: Picture; src: string } {
  const widths = CONTENT_IMAGE_WIDTHS.filter((width) => width <= Math.max(image.width, CONTENT_IMAGE_WIDTHS[0]));
  const srcset = (format: 'avif' | 'webp' | 'jpg') => widths.map((width) => `${url(image.id, width, format)} ${width}w`).join(', ');
  const fallback = widths.includes(640) ? 640 : (widths[widths.length - 1] ?? 320);
  return {
    picture: { width: image.width, height: image.height, srcset: { avif: srcset('avif'), webp: srcset('webp'), jpeg: srcset('jpg') } },
    src: url(image.id, fallback, 'jpg'),
  };
}

/** `sizes` of CMS images per layout (container 80rem with gutters). */
export const CONTENT_IMAGE_SIZES = {
  full: '(min-width: 80em) 80rem, 100vw',
  half: '(min-width: 80em) 40rem, (min-width: 48em) 50vw, 100vw',
  tile: '(min-width: 80em) 20rem, (min-width: 48em) 25vw, 50vw',
  slide: '(min-width: 80em) 26rem, (min-width: 48em) 40vw, 85vw',
} as const;
