/**
 * Generates demo products. Product n of a brand depends only on (brand, n), never on how many are generated, so
 * `--products 50` and `--products 100000` agree on the first 50 and re-seeding with a larger count only adds rows.
 */
import { BRANDS, type BrandKey, type Currency } from '@sf/contracts';
import { seededRandom, type SeededRandom } from '../../db/seeded-random';
import type { Audience, LeafCategory, ProductKind } from './category-tree';
import { COLOURS, KIND_STYLE, type ColourCode } from './product-vocabulary';

export interface GeneratedProduct {
  id: string;
  brand: BrandKey;
  categoryId: string;
  name: string;
  description: string;
  badges: Array<'new' | 'bestseller'>;
  position: number;
  colours: Array<{ code: ColourCode; name: string; hex: string; position: number }>;
  variants: Array<{ id: string; colourCode: ColourCode; size: string; position: number; stock: number }>;
  prices: Array<{ currency: Currency; listAmount: number; saleAmount: number | null }>;
}

/** Product ids are <prefix><4–6 digits>; numbering starts at 1001 so the first id reads like NB1001. */
export const FIRST_PRODUCT_NUMBER = 1001;
export const MAX_PRODUCTS_PER_BRAND = 999_999 - FIRST_PRODUCT_NUMBER + 1;

const SIZES: Record<Audience, string[]> = {
  women: ['3', '4', '5', '6', '7', '8', '9'],
  men: ['6', '7', '8', '9', '10', '11', '12'],
  kids: ['3', '4', '5', '6'],
};
/** Rough rates from GBP; results snap to shop-style prices (149.00, 659.00). */
const RATES: Array<[Currency, number, number]> = [
  ['GBP', 1, 5], ['EUR', 1.17, 5], ['PLN', 5.1, 10], ['CHF', 1.12, 5], ['USD', 1.27, 5], ['CAD', 1.73, 5],
];
const MODEL_MARKS = ['II', 'Mid', 'Lite', 'Pro', 'III', 'Low', 'Max', 'Edge'];

const shopPrice = (major: number, step: number): number => Math.max(step, Math.round(major / step) * step) - 1;

function generatePrices(rng: SeededRandom, kind: ProductKind, audience: Audience): GeneratedProduct['prices'] {
  const [min, max] = KIND_STYLE[kind].priceRange;
  const base = rng.int(min, max) * (audience === 'kids' ? 0.6 : 1);
  const saleEverywhere = rng.chance(0.2);
  // A few UK-only clearance prices, so badges and prices visibly depend on the locale's currency.
  const saleInGbpOnly = !saleEverywhere && rng.chance(0.06);
  const discount = rng.pick([0.7, 0.75, 0.8]);
  return RATES.map(([currency, rate, step]) => {
    const list = shopPrice(base * rate, step);
    const onSale = saleEverywhere || (saleInGbpOnly && currency === 'GBP');
    const sale = onSale ? Math.min(shopPrice(list * discount, step), list - step) : null;
    return { currency, listAmount: list * 100, saleAmount: sale === null ? null : sale * 100 };
  });
}

function pickColours(rng: SeededRandom, kind: ProductKind): ColourCode[] {
  const palette = [...KIND_STYLE[kind].palette];
  const count = rng.int(2, 3);
  const chosen: ColourCode[] = [];
  while (chosen.length < count && palette.length > 0) chosen.push(palette.splice(rng.int(0, palette.length - 1), 1)[0] as ColourCode);
  return chosen;
}

function stockLevel(rng: SeededRandom, scarce: boolean): number {
  if (scarce) return rng.pick([0, 0, 1, 2]);
  return rng.chance(0.15) ? 0 : rng.int(1, 25);
}

export function generateProduct(brand: BrandKey, index: number, leaves: readonly LeafCategory[]): GeneratedProduct {
  const rng = seededRandom(`${brand}:${index}`);
  // Round-robin over leaves keeps every category populated however few products are generated.
  const leaf = leaves[index % leaves.length];
  if (!leaf) throw new Error(`Brand ${brand} has no leaf categories`);
  const style = KIND_STYLE[leaf.kind];
  const round = Math.floor(index / leaves.length);
  const prefix = style.prefixes[round % style.prefixes.length] ?? style.prefixes[0];
  const mark = round >= style.prefixes.length ? ` ${MODEL_MARKS[(Math.floor(round / style.prefixes.length) - 1) % MODEL_MARKS.length]}` : '';
  const name = `${prefix} ${rng.pick(style.suffixes)}${mark}`;
  const id = `${BRANDS[brand].productIdPrefix}${FIRST_PRODUCT_NUMBER + index}`;
  const scarce = rng.chance(0.08);
  const colourCodes = pickColours(rng, leaf.kind);
  const variants = colourCodes.flatMap((code, colourIndex) =>
    SIZES[leaf.audience].map((size, sizeIndex) => ({
      id: `${id}-${code.toUpperCase()}-${size}`,
      colourCode: code,
      size,
      position: colourIndex * 100 + sizeIndex,
      stock: stockLevel(rng, scarce),
    })),
  );
  const badges: GeneratedProduct['badges'] = [];
  if (rng.chance(0.15)) badges.push('new');
  if (rng.chance(0.1)) badges.push('bestseller');
  return {
    id,
    brand,
    categoryId: leaf.id,
    name,
    description: `${rng.pick(style.descriptions)} ${rng.pick(CLOSING_LINES)}`,
    badges,
    position: index,
    colours: colourCodes.map((code, position) => ({ code, name: COLOURS[code].name, hex: COLOURS[code].hex, position })),
    variants,
    prices: generatePrices(rng, leaf.kind, leaf.audience),
  };
}

const CLOSING_LINES = [
  'Free returns within 30 days.',
  'Built to be resoled, not replaced.',
  'Made in small batches with recycled packaging.',
  'Half sizes? Size up for thick socks.',
];
