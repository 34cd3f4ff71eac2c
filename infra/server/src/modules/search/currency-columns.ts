/** Which listing columns hold a currency's prices and a warehouse's stock: the site picks them per request. */
import { LOCALES, type Currency, type LocaleCode } from '@sf/contracts';
import { WAREHOUSE_OF_REGION, type WarehouseId } from '../catalog/index-records';

export const PRICE_COLUMNS: Record<Currency, { price: string; list: string }> = {
  GBP: { price: 'price_gbp', list: 'list_gbp' },
  EUR: { price: 'price_eur', list: 'list_eur' },
  PLN: { price: 'price_pln', list: 'list_pln' },
  CHF: { price: 'price_chf', list: 'list_chf' },
  USD: { price: 'price_usd', list: 'list_usd' },
  CAD: { price: 'price_cad', list: 'list_cad' },
};

export const WAREHOUSE_COLUMNS: Record<WarehouseId, { sizes: string; stock: string }> = {
  'eu-dc': { sizes: 'sizes_eu_dc', stock: 'stock_eu_dc' },
  'us-dc': { sizes: 'sizes_us_dc', stock: 'stock_us_dc' },
};

export interface SiteColumns {
  currency: Currency;
  price: string;
  list: string;
  sizes: string;
  stock: string;
}

export function siteColumns(locale: LocaleCode): SiteColumns {
  const { currency, region } = LOCALES[locale];
  return { currency, ...PRICE_COLUMNS[currency], ...WAREHOUSE_COLUMNS[WAREHOUSE_OF_REGION[region]] };
}
