/**
 * Generates demo products. Product n of a brand depends only on (brand, n), never on how many are generated, so
 * `--products 50` and `--products 100000` agree on the first 50 and re-seeding with a larger count only adds rows.
 */
import { BRANDS, type BrandKey, type Language } from '@sf/remote-contract';
import { seededRandom, type SeededRandom } from '../../db/seeded-random';
import type { LeafCategory } from './category-tree';
import type { Gender, SizeChartId, WarehouseId } from './index-records';
import { generatePrices, type GeneratedPrice } from './price-book';
import { productTexts } from './product-texts';
import { sizeKeysOf } from './size-systems';
import type { CareCode, FeatureCode, FitCode, MaterialCode } from './vocabulary/attributes';
import { COLOUR_HEX, type ColourCode } from './vocabulary/colours';
import { KIND_STYLE, type KindStyle, type ProductKind } from './vocabulary/kinds';

export interface GeneratedProduct {
  id: string;
  brand: BrandKey;
  categoryId: string;
  /** English name (URL slug). */
  name: string;
  gender: Gender;
  kind: ProductKind;
  material: MaterialCode;
  fit: FitCode;
  care: CareCode;
  features: FeatureCode[];
  releasedOn: string;
  ratingAverage: number | null;
  ratingCount: number;
  sizeChart: SizeChartId;
  badges: Array<'new' | 'bestseller'>;
  position: number;
  texts: Array<{ language: Language; name: string; description: string }>;
  colours: Array<{ code: ColourCode; hex: string; position: number }>;
  variants: Array<{ id: string; colourCode: ColourCode; size: string; position: number }>;
  inventory: Array<{ variantId: string; warehouseId: WarehouseId; quantity: number }>;
  prices: GeneratedPrice[];
}

/** Product ids are <prefix><4–6 digits>; numbering starts at 1001 so the first id reads like NB1001. */
export const FIRST_PRODUCT_NUMBER = 1001;
export const MAX_PRODUCTS_PER_BRAND = 999_999 - FIRST_PRODUCT_NUMBER + 1;
/** The demo catalogue's "today": release dates spread over the two years before it; "new" = the last 60 days. */
export const CATALOGUE_DATE = '2026-11-01';
const RELEASE_SPREAD_DAYS = 730;
const NEW_WITHIN_DAYS = 60;
const WAREHOUSES: readonly WarehouseId[] = ['eu-dc', 'us-dc'];
const MODEL_MARKS = ['II', 'Mid', 'Lite', 'Pro', 'III', 'Low', 'Max', 'Edge'];
const ANIMAL_MATERIALS: ReadonlySet<MaterialCode> = new Set<MaterialCode>(['full-grain-leather', 'suede', 'nubuck', 'merino']);

function pickColours(rng: SeededRandom, style: KindStyle): ColourCode[] {
  const palette = [...style.palette];
  const count = rng.int(2, 3);
  const chosen: ColourCode[] = [];
  while (chosen.length < count && palette.length > 0) chosen.push(palette.splice(rng.int(0, palette.length - 1), 1)[0] as ColourCode);
  return chosen;
}

function pickFeatures(rng: SeededRandom, style: KindStyle, material: MaterialCode): FeatureCode[] {
  const features = [...style.features.always, ...style.features.optional.filter(() => rng.chance(0.4))];
  // A leather or wool product is never labelled vegan.
  return features.filter((code) => !(code === 'vegan' && ANIMAL_MATERIALS.has(material)));
}

function stockLevel(rng: SeededRandom, scarce: boolean): number {
  if (scarce) return rng.pick([0, 0, 1, 2]);
  return rng.chance(0.15) ? 0 : rng.int(1, 25);
}

function sizeKeys(style: KindStyle, gender: Gender): { chart: SizeChartId; keys: string[] } {
  if (style.apparel) {
    const letters = sizeKeysOf('apparel');
    return { chart: 'apparel', keys: gender === 'kids' ? letters.slice(0, 4) : letters };
  }
  const chart: SizeChartId = `${gender}-shoes`;
  return { chart, keys: sizeKeysOf(chart) };
}

function releaseDate(daysBefore: number): string {
  const date = new Date(`${CATALOGUE_DATE}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - daysBefore);
  return date.toISOString().slice(0, 10);
}

export function generateProduct(brand: BrandKey, index: number, leaves: readonly LeafCategory[]): GeneratedProduct {
  const rng = seededRandom(`${brand}:${index}`);
  // Round-robin over leaves keeps every category populated however few products are generated.
  const leaf = leaves[index % leaves.length];
  if (!leaf) throw new Error(`Brand ${brand} has no leaf categories`);
  const style = KIND_STYLE[leaf.kind];
  const round = Math.floor(index / leaves.length);
  const model = style.models[round % style.models.length] ?? style.models[0] ?? 'Model';
  const mark = round >= style.models.length ? ` ${MODEL_MARKS[(Math.floor(round / style.models.length) - 1) % MODEL_MARKS.length]}` : '';
  const type = rng.pick(style.types);
  const material = rng.pick(style.materials);
  const wording = {
    model,
    mark,
    type,
    description: style.description,
    material,
    fit: rng.pick(style.fits),
    care: rng.pick(style.care),
    features: pickFeatures(rng, style, material),
  };
  const texts = productTexts(wording);
  const id = `${BRANDS[brand].productIdPrefix}${FIRST_PRODUCT_NUMBER + index}`;
  const scarce = rng.chance(0.08);
  const colourCodes = pickColours(rng, style);
  const { chart, keys } = sizeKeys(style, leaf.audience);
  const variants = colourCodes.flatMap((code, colourIndex) =>
    keys.map((size, sizeIndex) => ({
      id: `${id}-${code.toUpperCase()}-${size.toUpperCase()}`,
      colourCode: code,
      size,
      position: colourIndex * 100 + sizeIndex,
    })),
  );
  const inventory = variants.flatMap((variant) => WAREHOUSES.map((warehouseId) => ({ variantId: variant.id, warehouseId, quantity: stockLevel(rng, scarce) })));
  const daysBefore = rng.int(0, RELEASE_SPREAD_DAYS);
  const rated = rng.chance(0.75);
  const ratingAverage = rated ? Math.round((3 + rng.next() * 2) * 10) / 10 : null;
  const ratingCount = rated ? rng.int(1, 480) : 0;
  const badges: GeneratedProduct['badges'] = [];
  if (daysBefore <= NEW_WITHIN_DAYS) badges.push('new');
  if (rated && ratingCount > 150 && rng.chance(0.4)) badges.push('bestseller');
  return {
    id,
    brand,
    categoryId: leaf.id,
    name: texts.find((text) => text.language === 'en')?.name ?? model,
    gender: leaf.audience,
    kind: leaf.kind,
    material: wording.material,
    fit: wording.fit,
    care: wording.care,
    features: wording.features,
    releasedOn: releaseDate(daysBefore),
    ratingAverage,
    ratingCount,
    sizeChart: chart,
    badges,
    position: index,
    texts,
    colours: colourCodes.map((code, position) => ({ code, hex: COLOUR_HEX[code], position })),
    variants,
    inventory,
    prices: generatePrices(rng, style.priceRange, leaf.audience === 'kids'),
  };
}
