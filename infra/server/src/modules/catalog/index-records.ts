/**
 * What the catalog hands the search module to index: one self-contained record per product, built through the
 * catalog service (the search module never reads catalog tables). Stock is per warehouse; a site's region picks its
 * warehouse (EMEA → eu-dc, NA → us-dc), so size availability and facets follow the shopper's country.
 */
import type { BrandKey, Currency, Language, Region } from '@sf/remote-contract';

export type Gender = 'women' | 'men' | 'kids';
export type SizeChartId = 'women-shoes' | 'men-shoes' | 'kids-shoes' | 'apparel';
export type WarehouseId = 'eu-dc' | 'us-dc';

export const WAREHOUSE_OF_REGION: Record<Region, WarehouseId> = { EMEA: 'eu-dc', NA: 'us-dc' };

export interface ProductIndexRecord {
  productId: string;
  brand: BrandKey;
  /** Leaf category slug, e.g. women/boots/hiking; every ancestor is a prefix of it. */
  categorySlug: string;
  gender: Gender;
  /** Merchandising order ("recommended"). */
  position: number;
  /** ISO date the product was released ("newest"). */
  releasedOn: string;
  rating: { average: number; count: number } | null;
  badges: Array<'new' | 'bestseller'>;
  /** Name and description in every language. */
  texts: Record<Language, { name: string; description: string }>;
  /** Localised words shoppers may search for besides name and description (category names, material, features). */
  keywords: Record<Language, string[]>;
  /** `image`: the colourway's image URL (a photo variant, or the drawn SVG of a colour without one). */
  colours: Array<{ code: string; hex: string; image: string }>;
  /** Feature codes, e.g. waterproof, insulated, vegan. */
  features: string[];
  sizeChart: SizeChartId;
  /** Canonical size keys (see size-systems.ts) that have stock, per warehouse. */
  sizesInStock: Record<WarehouseId, string[]>;
  /** Units over all variants per warehouse (low-stock badge). */
  stock: Record<WarehouseId, number>;
  /** Price book, minor units. */
  prices: Record<Currency, { list: number; sale: number | null }>;
}
