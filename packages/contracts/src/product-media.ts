/**
 * What the product photo components and the document head must agree on. A `<link rel="preload" imagesrcset
 * imagesizes>` only saves a request when the page's `<picture>` then picks the very same candidate, so both read the
 * `sizes` and the shown colour from here.
 */
import type { ProductDetail } from './api/types';

/** `sizes` per layout, from the page grids: container 80rem with 1rem/2rem gutters, PDP two columns from 48em, cards 2/3/4 per row. */
export const PICTURE_SIZES = {
  productGallery: '(min-width: 80em) 37rem, (min-width: 48em) calc(50vw - 3rem), calc(100vw - 2rem)',
  productCard: '(min-width: 80em) 20rem, (min-width: 64em) 25vw, (min-width: 48em) 33vw, 50vw',
} as const;

/** The colour a product page shows first: the one named in the URL (/p/<slug>/<colour>) when the product has it. */
export function shownColour<C extends Pick<ProductDetail['colours'][number], 'code'>>(colours: readonly C[], requested: string | null): C | undefined {
  return (requested ? colours.find((colour) => colour.code === requested) : undefined) ?? colours[0];
}
