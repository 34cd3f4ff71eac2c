/**
 * Turns a data-layer entry into the event the ingest endpoint takes (contracts api/analytics.ts), keeping only what
 * the reports need and bounding every field the way the server checks it; null for entries that are not forwarded.
 */
import { PAGE_TYPES, type IngestEvent, type PageType } from '@sf/contracts';
import { INGEST_EVENT_NAMES, INGEST_MAX_PRODUCTS_PER_EVENT, type IngestEventName } from '@sf/contracts/analytics-ingest';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const at = (value: unknown, ...path: string[]): unknown => path.reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), value);

/** Trimmed, control characters removed, cut to `max`; undefined when nothing is left. */
function text(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  const cleaned = value
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
  return cleaned.length > 0 ? cleaned : undefined;
}

const count = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 1_000_000 ? value : undefined;

const amount = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 10_000_000 ? value : undefined;

function productIds(products: unknown): string[] | undefined {
  if (!Array.isArray(products)) return undefined;
  const ids = products.map((product) => text(at(product, 'id'), 64)).filter((id): id is string => id !== undefined);
  return ids.length > 0 ? ids.slice(0, INGEST_MAX_PRODUCTS_PER_EVENT) : undefined;
}

const CURRENCIES = new Set(['GBP', 'EUR', 'PLN', 'CHF', 'USD', 'CAD']);
const currency = (value: unknown) => (typeof value === 'string' && CURRENCIES.has(value) ? (value as IngestEvent['currency']) : undefined);

/** Drops undefined fields: the body stays small and the schema sees only what was known. */
function compact(event: IngestEvent): IngestEvent {
  return Object.fromEntries(Object.entries(event).filter(([, value]) => value !== undefined)) as IngestEvent;
}

export function toIngestEvent(entry: unknown): IngestEvent | null {
  const name = at(entry, 'event');
  if (!INGEST_EVENT_NAMES.includes(name as IngestEventName)) return null;
  const ecommerce = at(entry, 'ecommerce');
  switch (name as IngestEventName) {
    case 'loadPageData': {
      const page = at(entry, 'page');
      const pageType = at(page, 'pageType');
      if (!PAGE_TYPES.includes(pageType as PageType)) return null;
      const searchResults = at(page, 'searchResults');
      return compact({
        name: 'loadPageData',
        pageType: pageType as PageType,
        searchTerm: text(at(page, 'searchTerm'), 100) ?? null,
        searchResults: searchResults === null ? null : count(searchResults),
      });
    }
    case 'productImpressions':
      return compact({ name: 'productImpressions', list: text(at(entry, 'listing', 'list'), 120), productIds: productIds(at(ecommerce, 'impressions')) });
    case 'productClick':
      return compact({ name: 'productClick', list: text(at(entry, 'listing', 'list'), 120), productIds: productIds(at(ecommerce, 'click', 'products')) });
    case 'addToCart':
      return compact({ name: 'addToCart', productIds: productIds(at(ecommerce, 'add', 'products')), currency: currency(at(ecommerce, 'currencyCode')) });
    case 'cartLoad':
      return compact({
        name: 'cartLoad',
        productIds: productIds(at(ecommerce, 'cart', 'products')),
        value: amount(at(ecommerce, 'cart', 'itemTotal')),
        currency: currency(at(ecommerce, 'currencyCode')),
      });
    case 'checkoutStep': {
      const step = at(ecommerce, 'checkout', 'actionField', 'step');
      if (typeof step !== 'number' || !Number.isInteger(step) || step < 0 || step > 4) return null;
      return compact({ name: 'checkoutStep', step, productIds: productIds(at(ecommerce, 'checkout', 'products')) });
    }
    case 'purchase':
      return compact({
        name: 'purchase',
        productIds: productIds(at(ecommerce, 'purchase', 'products')),
        value: amount(at(ecommerce, 'purchase', 'actionField', 'revenue')),
        currency: currency(at(ecommerce, 'currencyCode')),
      });
  }
}
