import type { ListingFilters, ListingSort, Money } from '@sf/contracts';
import { pushToDataLayer } from './data-layer';
import { resolveSite, type AnalyticsSite } from './site-context';

export interface AnalyticsProduct {
  id: string;
  name: string;
  /** The price the shopper sees (the sale price when there is one). */
  price: Money;
  /** 1-based place in the list as shown. */
  position: number;
}

/** How the list was shown: its name ("PLP:women/boots", "Search", "Collection:summer"), sort and filters. */
export interface ListContext {
  list: string;
  sort?: ListingSort;
  filters?: ListingFilters;
  layout?: 'grid' | 'list' | 'carousel';
}

/** Every currency of the storefront has two decimals; amounts travel in minor units. */
const major = (money: Money) => Math.round(money.amount) / 100;

/** Filters as one stable string for reports: "colour:black,brown|size:5". */
export function filtersLabel(filters: ListingFilters | undefined): string {
  return Object.entries(filters ?? {})
    .filter(([, values]) => values && values.length > 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([facet, values]) => `${facet}:${[...(values ?? [])].sort().join(',')}`)
    .join('|');
}

const product = (item: AnalyticsProduct, list: string) => ({ id: item.id, name: item.name, price: major(item.price), list, position: item.position });

const listing = (context: ListContext) => ({
  list: context.list,
  sort: context.sort ?? null,
  filters: filtersLabel(context.filters),
  layout: context.layout ?? 'grid',
});

/** Products shown in a list (one push per slice shown: first page, each "load more"). */
export function pushImpressions(context: ListContext & { items: readonly AnalyticsProduct[] }, site?: AnalyticsSite): void {
  const resolved = resolveSite(site);
  if (!resolved || context.items.length === 0) return;
  pushToDataLayer({
    event: 'productImpressions',
    ecommerce: { currencyCode: resolved.currency, impressions: context.items.map((item) => product(item, context.list)) },
    listing: listing(context),
  });
}

/** A product chosen from a list, with its position, so reports can tie clicks to impressions. */
export function pushProductClick(context: ListContext & { item: Omit<AnalyticsProduct, 'position'>; position: number }, site?: AnalyticsSite): void {
  const resolved = resolveSite(site);
  if (!resolved) return;
  const item = product({ ...context.item, position: context.position }, context.list);
  pushToDataLayer({
    event: 'productClick',
    ecommerce: { currencyCode: resolved.currency, click: { actionField: { list: context.list }, products: [item] } },
    listing: listing(context),
  });
}
