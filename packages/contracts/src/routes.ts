import type { RemoteName } from './remotes';
import { isValidCategoryPath, isValidCmsSlug, parseProductPath } from './patterns';

export type PageType = 'Home' | 'PLP' | 'PDP' | 'Search' | 'Cart' | 'Checkout' | 'Content' | 'Error';

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
}

export const ROUTES: readonly RouteDefinition[] = [
  { name: 'index', path: '/', remote: 'mfe_catalog', module: './HomePage', pageType: 'Home' },
  { name: 'c-slug', path: '/c/*', remote: 'mfe_catalog', module: './CategoryPage', pageType: 'PLP', keepAlive: true, validate: isValidCategoryPath },
  { name: 'p-slug', path: '/p/*', remote: 'mfe_catalog', module: './ProductPage', pageType: 'PDP', validate: (path) => parseProductPath(path) !== null },
  { name: 'cart', path: '/cart', remote: 'mfe_cart_checkout', module: './CartPage', pageType: 'Cart' },
  { name: 'checkout', path: '/checkout', remote: 'mfe_cart_checkout', module: './CheckoutPage', pageType: 'Checkout', hideLayout: true },
  { name: 'slug', path: '/*', remote: 'mfe_content_help', module: './CmsPage', pageType: 'Content', validate: (path) => isValidCmsSlug(path.replace(/^\//, '')) },
];

/** Error pages of spec §2, rendered by the shell itself. */
export const ERROR_STATUSES = [400, 401, 403, 404, 500] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];
