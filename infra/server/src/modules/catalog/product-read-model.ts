/** Reads what a product card needs (localised name, price in one currency, colours, stock of one warehouse) in bulk. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { productPath } from '@sf/contracts';
import { LOCALES, type Currency, type Language } from '@sf/remote-contract';
import type { Money, ProductSummary } from '@sf/contracts';
import type { Database } from '../../db/client';
import type { SiteContext } from '../../site-context';
import { WAREHOUSE_OF_REGION, type WarehouseId } from './index-records';
import { productMedia, secondViewPicture } from './product-photo';
import { colours, inventory, prices, type products, productTexts } from './tables';

export type ProductRow = typeof products.$inferSelect;
export type PriceRow = typeof prices.$inferSelect;

/** At or below this many units left across all sizes (in the site's warehouse) a product shows the low-stock badge. */
export const LOW_STOCK_THRESHOLD = 5;

export const warehouseOf = (site: SiteContext): WarehouseId => WAREHOUSE_OF_REGION[LOCALES[site.locale].region];

export function priceOf(row: Pick<PriceRow, 'listAmount' | 'saleAmount'> | undefined, currency: Currency): { list: Money; sale: Money | null } {
  // A product missing from a currency's price book is a data error; zero keeps the page up and is easy to spot.
  return {
    list: { amount: row?.listAmount ?? 0, currency },
    sale: row?.saleAmount == null ? null : { amount: row.saleAmount, currency },
  };
}

export const ratingOf = (row: Pick<ProductRow, 'ratingAverage' | 'ratingCount'>): ProductSummary['rating'] =>
  row.ratingAverage === null || row.ratingCount < 1 ? null : { average: Number(row.ratingAverage), count: row.ratingCount };

/** Localised names of products; the English name (products.name) stands in for a missing translation. */
export async function loadNames(db: Database, ids: string[], language: Language): Promise<Map<string, { name: string; description: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(productTexts)
    .where(and(inArray(productTexts.productId, ids), eq(productTexts.language, language)));
  return new Map(rows.map((row) => [row.productId, { name: row.name, description: row.description }]));
}

export async function loadSummaries(db: Database, rows: ProductRow[], site: SiteContext): Promise<ProductSummary[]> {
  if (rows.length === 0) return [];
  const { currency, language } = LOCALES[site.locale];
  const ids = rows.map((row) => row.id);
  const [names, priceRows, colourRows, stockRows] = await Promise.all([
    loadNames(db, ids, language),
    db
      .select()
      .from(prices)
      .where(and(inArray(prices.productId, ids), eq(prices.currency, currency))),
    db
      .select({ productId: colours.productId, code: colours.code })
      .from(colours)
      .where(inArray(colours.productId, ids))
      .orderBy(asc(colours.productId), asc(colours.position)),
    db
      .select({ productId: inventory.productId, stock: sql<number>`sum(${inventory.quantity})`.mapWith(Number) })
      .from(inventory)
      .where(and(inArray(inventory.productId, ids), eq(inventory.warehouseId, warehouseOf(site))))
      .groupBy(inventory.productId),
  ]);
  const priceById = new Map(priceRows.map((row) => [row.productId, row]));
  const stockById = new Map(stockRows.map((row) => [row.productId, row.stock]));
  const coloursById = new Map<string, string[]>();
  for (const row of colourRows) coloursById.set(row.productId, [...(coloursById.get(row.productId) ?? []), row.code]);

  return rows.map((row) => {
    const price = priceOf(priceById.get(row.id), currency);
    const codes = coloursById.get(row.id) ?? [];
    const stock = stockById.get(row.id) ?? 0;
    const badges: ProductSummary['badges'] = [...row.badges];
    if (price.sale) badges.push('sale');
    if (stock <= LOW_STOCK_THRESHOLD) badges.push('low-stock');
    const media = productMedia(row.id, row.kind, codes[0] ?? 'default');
    return {
      productId: row.id,
      name: names.get(row.id)?.name ?? row.name,
      path: productPath(row.name, row.id),
      ...media,
      secondPicture: secondViewPicture(media.image),
      price,
      colourCount: codes.length,
      badges,
      rating: ratingOf(row),
    };
  });
}
