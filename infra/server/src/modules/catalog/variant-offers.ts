/** What the cart needs per variant: live stock from one warehouse and the price in the basket's currency (never cached). */
import { productPath, type Money } from '@sf/contracts';
import { LOCALES, type BrandKey, type Currency, type LocaleCode } from '@sf/remote-contract';
import type { Database } from '../../db/client';
import { run, statement } from '../../db/statements';
import type { SizeChartId, WarehouseId } from './index-records';
import { productMedia } from './product-photo';
import { priceOf } from './product-read-model';
import { sizeLabel, sizeSystemOf } from './size-systems';
import { COLOUR_NAMES, isColourCode } from './vocabulary/colours';

export interface VariantOffer {
  variantId: string;
  productId: string;
  brand: BrandKey;
  /** Name in the locale's language. */
  name: string;
  /** Size in the locale's size system. */
  size: string;
  colour: string;
  image: string;
  path: string;
  /** Units in the requested warehouse. */
  stock: number;
  unitPrice: Money;
}

/** An offer as the database returns it (offersSql), before localising sizes, colours and prices. */
export interface OfferRow {
  variantId: string;
  size: string;
  colourCode: string;
  productId: string;
  brand: string;
  name: string;
  kind: string;
  sizeChart: string;
  localName: string | null;
  stock: number | null;
  listAmount: number | null;
  saleAmount: number | null;
}

/**
 * The SELECT of offer rows of the variants `condition` (over `v.id`) picks, with the language, warehouse and currency
 * taken from the named parameters: only the columns an offer needs (a product's full row carries texts and JSON the
 * cart never shows). The cart embeds it per basket line (`v.id = l.variant_id`), so one round trip returns a basket's
 * lines with their offers. Every join is on a key, so a line costs a few index lookups whatever the catalogue's size.
 */
export function offersSql(condition: string, params: { language: string; warehouse: string; currency: string }): string {
  return `select v.id as "variantId", v.size, v.colour_code as "colourCode", p.id as "productId", p.brand, p.name, p.kind,
    p.size_chart as "sizeChart", t.name as "localName", i.quantity as stock, pr.list_amount as "listAmount",
    pr.sale_amount as "saleAmount"
  from catalog_variants v
  join catalog_products p on p.id = v.product_id
  left join catalog_product_texts t on t.product_id = v.product_id and t.language = ${params.language}
  left join catalog_inventory i on i.variant_id = v.id and i.warehouse_id = ${params.warehouse}
  left join catalog_prices pr on pr.product_id = v.product_id and pr.currency = ${params.currency}
  where ${condition}`;
}

/** Every basket view of every shopper runs this: a prepared statement (db/statements.ts). */
const OFFERS = statement<OfferRow>('catalog_variant_offers', offersSql('v.id = any($1::text[])', { language: '$2', warehouse: '$3', currency: '$4' }));

/** An offer row as the cart shows it in `locale`: name, size system, colour name, image, path and price. */
export function toVariantOffer(row: OfferRow, currency: Currency, locale: LocaleCode): VariantOffer {
  const { language } = LOCALES[locale];
  const { list, sale } = priceOf(row.listAmount === null ? undefined : { listAmount: row.listAmount, saleAmount: row.saleAmount }, currency);
  const chart = row.sizeChart as SizeChartId;
  return {
    variantId: row.variantId,
    productId: row.productId,
    brand: row.brand as BrandKey,
    name: row.localName ?? row.name,
    size: sizeLabel(chart, row.size, sizeSystemOf(locale, chart)),
    colour: isColourCode(row.colourCode) ? COLOUR_NAMES[row.colourCode][language] : row.colourCode,
    image: productMedia(row.productId, row.kind, row.colourCode).image,
    path: productPath(row.name, row.productId),
    stock: row.stock ?? 0,
    unitPrice: sale ?? list,
  };
}

/** Unknown ids are simply absent from the map. `locale` picks the language and size system of names and sizes. */
export async function readVariantOffers(
  db: Database,
  variantIds: readonly string[],
  currency: Currency,
  warehouse: WarehouseId,
  locale: LocaleCode = 'uk-en',
): Promise<Map<string, VariantOffer>> {
  if (variantIds.length === 0) return new Map();
  const rows = await run(db, OFFERS, [variantIds, LOCALES[locale].language, warehouse, currency]);
  return new Map(rows.map((row) => [row.variantId, toVariantOffer(row, currency, locale)]));
}
