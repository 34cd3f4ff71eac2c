import { shownColour, type ProductDetail, type Variant } from '@sf/contracts';

/** The colour shown first: the one named in the URL (/p/<slug>/<colour>) when the product has it. */
export function initialColour(product: Pick<ProductDetail, 'colours'>, requested: string | null): string {
  // The same rule the document head uses to preload this colour's photo.
  return shownColour(product.colours, requested)?.code ?? '';
}

export function variantsOfColour(product: Pick<ProductDetail, 'variants'>, colour: string): Variant[] {
  return product.variants.filter((variant) => variant.colour === colour);
}

/** After a colour change, keep the chosen size when the new colour comes in it (sold out there offers "notify me"). */
export function carrySize(product: Pick<ProductDetail, 'variants'>, colour: string, size: string | null): string | null {
  if (!size) return null;
  return variantsOfColour(product, colour).some((variant) => variant.size === size) ? size : null;
}

/** The chosen variant, in stock or not: the caller decides between "add to basket" and "notify me". */
export function findVariant(product: Pick<ProductDetail, 'variants'>, colour: string, size: string | null): Variant | undefined {
  return size ? product.variants.find((variant) => variant.colour === colour && variant.size === size) : undefined;
}
