/** Builds the self-contained records the search module indexes, a keyset page at a time (fast at 100k products). */
import { and, asc, eq, gt, gte, lte } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { LANGUAGES, type BrandKey, type Currency, type Language } from '@sf/remote-contract';
import type { Database } from '../../db/client';
import type { Gender, ProductIndexRecord, SizeChartId, WarehouseId } from './index-records';
import { productMedia } from './product-photo';
import { ratingOf } from './product-read-model';
import { sizeOrder } from './size-systems';
import { FEATURES, FITS, MATERIALS, type FeatureCode, type FitCode, type MaterialCode } from './vocabulary/attributes';
import { COLOUR_NAMES, isColourCode } from './vocabulary/colours';
import { categories, colours, inventory, prices, products, productTexts, variants } from './tables';

export interface IndexRecordPage {
  brand: BrandKey;
  /** Last product id of the previous page; omit for the first page. */
  afterId?: string;
  limit: number;
}

/** Sizes smallest first, as the size facet lists them. */
const bySize = (chart: SizeChartId, sizes: Set<string>): string[] => [...sizes].sort((a, b) => sizeOrder(chart, a) - sizeOrder(chart, b));

const emptyByLanguage = <T>(make: () => T): Record<Language, T> => Object.fromEntries(LANGUAGES.map((language) => [language, make()])) as Record<Language, T>;

export async function readIndexRecords(db: Database, page: IndexRecordPage): Promise<ProductIndexRecord[]> {
  const filter = page.afterId ? and(eq(products.brand, page.brand), gt(products.id, page.afterId)) : eq(products.brand, page.brand);
  const rows = await db.select().from(products).where(filter).orderBy(asc(products.id)).limit(page.limit);
  if (rows.length === 0) return [];
  // Ids are brand-prefixed and the page is contiguous in id order, so every child table is read by one index range
  // (first id … last id) instead of a list of a thousand parameters.
  const firstId = rows[0]?.id ?? '';
  const lastId = rows.at(-1)?.id ?? '';
  const inPage = (column: AnyPgColumn) => and(gte(column, firstId), lte(column, lastId));
  const [textRows, colourRows, stockRows, priceRows, categoryRows] = await Promise.all([
    db.select().from(productTexts).where(inPage(productTexts.productId)),
    db.select().from(colours).where(inPage(colours.productId)).orderBy(asc(colours.productId), asc(colours.position)),
    db
      .select({ productId: inventory.productId, warehouseId: inventory.warehouseId, size: variants.size, quantity: inventory.quantity })
      .from(inventory)
      .innerJoin(variants, eq(variants.id, inventory.variantId))
      .where(inPage(inventory.productId)),
    db.select().from(prices).where(inPage(prices.productId)),
    db.select().from(categories).where(eq(categories.brand, page.brand)),
  ]);

  const group = <T extends { productId: string }>(items: T[]) => {
    const map = new Map<string, T[]>();
    for (const item of items) {
      const list = map.get(item.productId);
      if (list) list.push(item);
      else map.set(item.productId, [item]);
    }
    return map;
  };
  const texts = group(textRows);
  const colourMap = group(colourRows);
  const stock = group(stockRows);
  const priceMap = group(priceRows);
  const categoryById = new Map(categoryRows.map((row) => [row.id, row]));

  return rows.map((row): ProductIndexRecord => {
    const category = categoryById.get(row.categoryId);
    const chart = row.sizeChart as SizeChartId;
    const ancestors: Array<Record<Language, string>> = [];
    for (let node = category; node; node = node.parentId ? categoryById.get(node.parentId) : undefined) ancestors.push(node.names);
    const productColours = colourMap.get(row.id) ?? [];
    const byLanguage = emptyByLanguage(() => ({ name: row.name, description: '' }));
    for (const text of texts.get(row.id) ?? []) byLanguage[text.language] = { name: text.name, description: text.description };
    const keywords = emptyByLanguage<string[]>(() => []);
    for (const language of LANGUAGES) {
      keywords[language] = [
        ...ancestors.map((names) => names[language]),
        MATERIALS[row.material as MaterialCode]?.[language],
        FITS[row.fit as FitCode]?.[language],
        ...row.features.map((code) => FEATURES[code as FeatureCode]?.[language]),
        ...productColours.map((colour) => (isColourCode(colour.code) ? COLOUR_NAMES[colour.code][language] : colour.code)),
      ].filter((word): word is string => Boolean(word));
    }
    const sizesInStock: Record<WarehouseId, Set<string>> = { 'eu-dc': new Set(), 'us-dc': new Set() };
    const units: Record<WarehouseId, number> = { 'eu-dc': 0, 'us-dc': 0 };
    for (const line of stock.get(row.id) ?? []) {
      units[line.warehouseId] += line.quantity;
      if (line.quantity > 0) sizesInStock[line.warehouseId].add(line.size);
    }
    const priceBook = Object.fromEntries(
      (priceMap.get(row.id) ?? []).map((price) => [price.currency, { list: price.listAmount, sale: price.saleAmount }]),
    ) as Record<Currency, { list: number; sale: number | null }>;
    return {
      productId: row.id,
      brand: row.brand as BrandKey,
      categorySlug: category?.slug ?? '',
      gender: row.gender as Gender,
      position: row.position,
      releasedOn: row.releasedOn,
      rating: ratingOf(row),
      badges: row.badges,
      texts: byLanguage,
      keywords,
      colours: productColours.map((colour) => ({ code: colour.code, hex: colour.hex, image: productMedia(row.id, row.kind, colour.code).image })),
      features: row.features,
      sizeChart: chart,
      sizesInStock: { 'eu-dc': bySize(chart, sizesInStock['eu-dc']), 'us-dc': bySize(chart, sizesInStock['us-dc']) },
      stock: units,
      prices: priceBook,
    };
  });
}
