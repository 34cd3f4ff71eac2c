import type { RemoteName } from './remotes';
import { isValidCategoryPath, isValidCmsSlug, isValidCollectionPath, parseProductPath } from './patterns';

export type PageType = 'Home' | 'PLP' | 'PDP' | 'Search' | 'Favorites' | 'Cart' | 'Checkout' | 'Order' | 'Content' | 'Error';

/**
 * The route table shared by the edge (documents, preloads, first data) and the shell (react-router).
 * `path` uses react-router syntax; `validate` is spec §2 navigation rule 1 (fails → fatal 404).
 */
export interface RouteDefinition {
  name: string;
  path: string;
  remote: RemoteName;
  module: string;
  pageType: PageType;
  /** Spec §2: checkout hides the normal layout. */
  hideLayout?: boolean;
  /** Spec §2: category and search pages are kept alive. */
  keepAlive?: boolean;
  validate?: (path: string) => boolean;
  /** Spec §2: lower-environment pages; the edge redirects them home when APP_ENV is production. */
  nonProduction?: boolean;
}

export const ROUTES: readonly RouteDefinition[] = [
  { name: 'index', path: '/', remote: 'mfe_catalog', module: './HomePage', pageType: 'Home' },
  { name: 'c-slug', path: '/c/*', remote: 'mfe_catalog', module: './CategoryPage', pageType: 'PLP', keepAlive: true, validate: isValidCategoryPath },
  { name: 'p-slug', path: '/p/*', remote: 'mfe_catalog', module: './ProductPage', pageType: 'PDP', validate: (path) => parseProductPath(path) !== null },
  { name: 'search', path: '/search', remote: 'mfe_catalog', module: './SearchPage', pageType: 'Search', keepAlive: true },
  { name: 'favorites', path: '/favorites', remote: 'mfe_catalog', module: './FavoritesPage', pageType: 'Favorites' },
  { name: 'collections-slug', path: '/collections/:slug', remote: 'mfe_catalog', module: './CollectionPage', pageType: 'PLP', validate: isValidCollectionPath },
  { name: 'discounts', path: '/discounts', remote: 'mfe_catalog', module: './CollectionPage', pageType: 'PLP' },
  { name: 'get-the-look', path: '/get-the-look', remote: 'mfe_catalog', module: './LookPage', pageType: 'Content' },
  { name: 'size-chart', path: '/size-chart', remote: 'mfe_catalog', module: './SizeChartPage', pageType: 'Content' },
  { name: 'cart', path: '/cart', remote: 'mfe_cart_checkout', module: './CartPage', pageType: 'Cart' },
  { name: 'checkout', path: '/checkout', remote: 'mfe_cart_checkout', module: './CheckoutPage', pageType: 'Checkout', hideLayout: true },
  { name: 'order-confirmation', path: '/order-confirmation', remote: 'mfe_cart_checkout', module: './OrderConfirmationPage', pageType: 'Order' },
  { name: 'lower-envs', path: '/lower-envs', remote: 'mfe_cart_checkout', module: './OutboxPage', pageType: 'Content', nonProduction: true },
  { name: 'order-status', path: '/order-status', remote: 'mfe_account', module: './OrderStatusPage', pageType: 'Order' },
  { name: 'order-details', path: '/order-details', remote: 'mfe_account', module: './OrderDetailsPage', pageType: 'Order' },
  { name: 'return-label', path: '/return-label', remote: 'mfe_account', module: './ReturnLabelPage', pageType: 'Order' },
  { name: 'gift-card', path: '/gift-card', remote: 'mfe_cart_checkout', module: './GiftCardPage', pageType: 'Content' },
  {
    name: 'slug',
    path: '/*',
    remote: 'mfe_content_help',
    module: './CmsPage',
    pageType: 'Content',
    validate: (path) => isValidCmsSlug(path.replace(/^\//, '')),
  },
];

/** Error pages of spec §2, rendered by the shell itself. */
export const ERROR_STATUSES = [400, 401, 403, 404, 500] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];
