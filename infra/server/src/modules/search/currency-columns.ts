/** Which listing columns hold a currency's prices and a warehouse's stock: the site picks them per request. */
import { LOCALES, type Currency, type LocaleCode } from '@sf/remote-contract';
import { WAREHOUSE_OF_REGION, type WarehouseId } from '../catalog';
import { sizeSystemOf } from '../catalog';

export const PRICE_COLUMNS: Record<Currency, { price: string; list: string }> = {
  GBP: { price: 'price_gbp', list: 'list_gbp' },
  EUR: { price: 'price_eur', list: 'list_eur' },
  PLN: { price: 'price_pln', list: 'list_pln' },
  CHF: { price: 'price_chf', list: 'list_chf' },
  USD: { price: 'price_usd', list: 'list_usd' },
  CAD: { price: 'price_cad', list: 'list_cad' },
};

export const STOCK_COLUMNS: Record<WarehouseId, string> = { 'eu-dc': 'stock_eu_dc', 'us-dc': 'stock_us_dc' };

/** The size views the sites use: which warehouse's stock, labelled in which shoe system (apparel: letters). */
export const SIZE_VIEWS = {
  uk: { warehouse: 'eu-dc', system: 'UK', column: 'sizes_uk' },
  eu: { warehouse: 'eu-dc', system: 'EU', column: 'sizes_eu' },
  us: { warehouse: 'us-dc', system: 'US', column: 'sizes_us' },
} as const satisfies Record<string, { warehouse: WarehouseId; system: 'UK' | 'EU' | 'US'; column: string }>;
export type SizeView = (typeof SIZE_VIEWS)[keyof typeof SIZE_VIEWS];

export function sizeViewOf(locale: LocaleCode): SizeView {
  const warehouse = WAREHOUSE_OF_REGION[LOCALES[locale].region];
  const system = sizeSystemOf(locale, 'men-shoes');
  const view = Object.values(SIZE_VIEWS).find((candidate) => candidate.warehouse === warehouse && candidate.system === system);
  // A new site combining a warehouse and a size system differently needs its own column (and a migration).
  if (!view) throw new Error(`No size view for ${locale} (${warehouse}, ${system})`);
  return view;
}

export interface SiteColumns {
  currency: Currency;
  price: string;
  list: string;
  sizes: string;
  stock: string;
  /** Shoe size system of the site's size labels. */
  sizeSystem: 'UK' | 'EU' | 'US';
}

export function siteColumns(locale: LocaleCode): SiteColumns {
  const { currency } = LOCALES[locale];
  const view = sizeViewOf(locale);
  return { currency, ...PRICE_COLUMNS[currency], sizes: view.column, stock: STOCK_COLUMNS[view.warehouse], sizeSystem: view.system };
}
