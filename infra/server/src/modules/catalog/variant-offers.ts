/** What the cart needs per variant: live stock from one warehouse and the price in the basket's currency (never cached). */
import { and, eq, inArray } from 'drizzle-orm';
import { LOCALES, productPath, type BrandKey, type Currency, type LocaleCode, type Money } from '@sf/contracts';
import type { Database } from '../../db/client';
import type { SizeChartId, WarehouseId } from './index-records';
import { productMedia } from './product-photo';
import { priceOf } from './product-read-model';
import { sizeLabel, sizeSystemOf } from './size-systems';
import { inventory, prices, products, productTexts, variants } from './tables';
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

/** Unknown ids are simply absent from the map. `locale` picks the language and size system of names and sizes. */
export async function readVariantOffers(
  db: Database,
  variantIds: readonly string[],
  currency: Currency,
  warehouse: WarehouseId,
  locale: LocaleCode = 'uk-en',
): Promise<Map<string, VariantOffer>> {
  if (variantIds.length === 0) return new Map();
  const { language } = LOCALES[locale];
  const rows = await db
    .select({ variant: variants, product: products, localName: productTexts.name, stock: inventory.quantity, price: prices })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .leftJoin(productTexts, and(eq(productTexts.productId, variants.productId), eq(productTexts.language, language)))
    .leftJoin(inventory, and(eq(inventory.variantId, variants.id), eq(inventory.warehouseId, warehouse)))
    .leftJoin(prices, and(eq(prices.productId, variants.productId), eq(prices.currency, currency)))
    .where(inArray(variants.id, [...variantIds]));
  return new Map(
    rows.map(({ variant, product, localName, stock, price }) => {
      const { list, sale } = priceOf(price ?? undefined, currency);
      const chart = product.sizeChart as SizeChartId;
      const offer: VariantOffer = {
        variantId: variant.id,
        productId: product.id,
        brand: product.brand as BrandKey,
        name: localName ?? product.name,
        size: sizeLabel(chart, variant.size, sizeSystemOf(locale, chart)),
        colour: isColourCode(variant.colourCode) ? COLOUR_NAMES[variant.colourCode][language] : variant.colourCode,
        image: productMedia(product.id, product.kind, variant.colourCode).image,
        path: productPath(product.name, product.id),
        stock: stock ?? 0,
        unitPrice: sale ?? list,
      };
      return [variant.id, offer];
    }),
  );
}
