/** Reads the pieces a product card needs (prices in one currency, colours, stock) for many products in three queries. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { productPath, type Currency } from '@sf/contracts';
import type { Money, ProductSummary } from '@sf/contracts';
import type { Database } from '../../db/client';
import { colours, prices, products, variants } from './tables';

export type ProductRow = typeof products.$inferSelect;
export type PriceRow = typeof prices.$inferSelect;

/** At or below this many pairs left across all sizes a product shows the low-stock badge. */
export const LOW_STOCK_THRESHOLD = 5;

export const productImage = (productId: string, colourCode: string): string => `/images/products/${productId}/${colourCode}.svg`;

export function priceOf(row: PriceRow | undefined, currency: Currency): { list: Money; sale: Money | null } {
  // A product missing from a currency's price book is a data error; zero keeps the page up and is easy to spot.
  return {
    list: { amount: row?.listAmount ?? 0, currency },
    sale: row?.saleAmount == null ? null : { amount: row.saleAmount, currency },
  };
}

export async function loadSummaries(db: Database, rows: ProductRow[], currency: Currency): Promise<ProductSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [priceRows, colourRows, stockRows] = await Promise.all([
    db.select().from(prices).where(and(inArray(prices.productId, ids), eq(prices.currency, currency))),
    db.select().from(colours).where(inArray(colours.productId, ids)).orderBy(asc(colours.productId), asc(colours.position)),
    db
      .select({ productId: variants.productId, stock: sql<number>`sum(${variants.stock})`.mapWith(Number) })
      .from(variants)
      .where(inArray(variants.productId, ids))
      .groupBy(variants.productId),
  ]);
  const priceById = new Map(priceRows.map((row) => [row.productId, row]));
  const stockById = new Map(stockRows.map((row) => [row.productId, row.stock]));
  const coloursById = new Map<string, typeof colourRows>();
  for (const row of colourRows) coloursById.set(row.productId, [...(coloursById.get(row.productId) ?? []), row]);

  return rows.map((row) => {
    const price = priceOf(priceById.get(row.id), currency);
    const productColours = coloursById.get(row.id) ?? [];
    const stock = stockById.get(row.id) ?? 0;
    const badges: ProductSummary['badges'] = [...row.badges];
    if (price.sale) badges.push('sale');
    if (stock <= LOW_STOCK_THRESHOLD) badges.push('low-stock');
    return {
      productId: row.id,
      name: row.name,
      path: productPath(row.name, row.id),
      image: productImage(row.id, productColours[0]?.code ?? 'default'),
      price,
      colourCount: productColours.length,
      badges,
    };
  });
}
