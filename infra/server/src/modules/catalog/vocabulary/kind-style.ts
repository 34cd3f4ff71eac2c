/** What the generator knows about one kind of product (a leaf category's range): names, words, prices, attributes. */
import type { CareCode, FeatureCode, FitCode, MaterialCode } from './attributes';
import type { ColourCode } from './colours';
import type { Words } from './languages';

/** Which generated SVG outline a product gets. */
export type Silhouette = 'boot' | 'shoe' | 'sneaker' | 'high-top' | 'jacket' | 'top' | 'trousers';

export interface KindStyle {
  /** Proper-noun model names; they stay the same in every language. */
  models: readonly string[];
  /** The type word(s) of the product name, translated: "Hiking Boot" → "Wanderstiefel". */
  types: readonly Words[];
  /** One kind-specific description sentence per language. */
  description: Words;
  /** List price band in GBP major units (adults). */
  priceRange: readonly [number, number];
  palette: readonly ColourCode[];
  silhouette: Silhouette;
  materials: readonly MaterialCode[];
  fits: readonly FitCode[];
  care: readonly CareCode[];
  /** Features every product of the kind has, then the optional ones it may have. */
  features: { always: readonly FeatureCode[]; optional: readonly FeatureCode[] };
  apparel: boolean;
}
