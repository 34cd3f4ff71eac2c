import type { RemoteName } from '@sf/remote-contract';
import { isValidCategoryPath, isValidCmsSlug, isValidCollectionPath, isValidProPagePath, parseProductPath } from './patterns';

/** Page types for analytics and real-user monitoring (issue 13: the server validates beacons against this list). */
export const PAGE_TYPES = ['Home', 'PLP', 'PDP', 'Search', 'Favorites', 'Cart', 'Checkout', 'Order', 'Account', 'Content', 'Error'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

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
  /** An internal page for operators (exists on production too; its API needs an operator session). Not measured by RUM. */
  internal?: true;
  /**
   * Issue 13: a public page whose HTML the server renders (the remote's server build exposes its module). Personal
   * pages (account, checkout, favourites, order pages) stay client-rendered.
   */
  serverRendered?: true;
}

/** `/account/order-details/NB12345678`: an order number is two letters and eight digits (contracts api/account.ts). */
export const isValidAccountOrderPath = (path: string): boolean => /^\/account\/order-details\/[A-Z]{2}\d{8}\/?$/.test(path);

/** `/reviews/NB1001`: a product id, any case (contracts patterns.ts). */
export const isValidReviewsPath = (path: string): boolean => /^\/reviews\/[A-Za-z]{2}\d{4,6}\/?$/.test(path);

/** The key of the footer navigation the edge inlines for the footer widget (WidgetProps.initialData). */
export const FOOTER_NAVIGATION_DATA_KEY = 'navigation:footer';

export const ROUTES: readonly RouteDefinition[] = [
  { name: 'index', path: '/', remote: 'mfe_catalog', module: './HomePage', pageType: 'Home', serverRendered: true },
  {
    name: 'c-slug',
    path: '/c/*',
    remote: 'mfe_catalog',
    module: './CategoryPage',
    pageType: 'PLP',
    serverRendered: true,
    keepAlive: true,
    validate: isValidCategoryPath,
  },
  {
    name: 'p-slug',
    path: '/p/*',
    remote: 'mfe_catalog',
    module: './ProductPage',
    pageType: 'PDP',
    serverRendered: true,
    validate: (path) => parseProductPath(path) !== null,
  },
  { name: 'search', path: '/search', remote: 'mfe_catalog', module: './SearchPage', pageType: 'Search', serverRendered: true, keepAlive: true },
  { name: 'favorites', path: '/favorites', remote: 'mfe_catalog', module: './FavoritesPage', pageType: 'Favorites' },
  {
    name: 'collections-slug',
    path: '/collections/:slug',
    remote: 'mfe_catalog',
    module: './CollectionPage',
    pageType: 'PLP',
    serverRendered: true,
    validate: isValidCollectionPath,
  },
  { name: 'discounts', path: '/discounts', remote: 'mfe_catalog', module: './CollectionPage', pageType: 'PLP', serverRendered: true },
  { name: 'get-the-look', path: '/get-the-look', remote: 'mfe_catalog', module: './LookPage', pageType: 'Content', serverRendered: true },
  { name: 'size-chart', path: '/size-chart', remote: 'mfe_catalog', module: './SizeChartPage', pageType: 'Content', serverRendered: true },
  { name: 'cart', path: '/cart', remote: 'mfe_cart_checkout', module: './CartPage', pageType: 'Cart', serverRendered: true },
  // Issue 25: every approved review of a product (server-rendered) and the write-a-review form (?productId=).
  {
    name: 'reviews-productId',
    path: '/reviews/:productId',
    remote: 'mfe_catalog',
    module: './ReviewsPage',
    pageType: 'Content',
    serverRendered: true,
    validate: isValidReviewsPath,
  },
  { name: 'write-a-review', path: '/write-a-review', remote: 'mfe_catalog', module: './ReviewsPage', pageType: 'Content' },
  // Issue 25: reviews and questions waiting for approval, and questions to answer (operators with the moderator role).
  { name: 'internal-moderation', path: '/internal/moderation', remote: 'mfe_content_help', module: './ModerationPage', pageType: 'Content', internal: true },
  { name: 'checkout', path: '/checkout', remote: 'mfe_cart_checkout', module: './CheckoutPage', pageType: 'Checkout', hideLayout: true },
  { name: 'order-confirmation', path: '/order-confirmation', remote: 'mfe_cart_checkout', module: './OrderConfirmationPage', pageType: 'Order' },
  { name: 'lower-envs', path: '/lower-envs', remote: 'mfe_cart_checkout', module: './OutboxPage', pageType: 'Content', nonProduction: true },
  // Issue 13: real-user monitoring, p75 of the Core Web Vitals per page type (operators only).
  { name: 'internal-web-vitals', path: '/internal/web-vitals', remote: 'mfe_cart_checkout', module: './WebVitalsPage', pageType: 'Content', internal: true },
  // Issue 24: the operators' /healthcheck area (spec §2 internal routes). A full load of /healthcheck/status is the
  // probes' JSON; this page shows it when reached through the router. Mocks only outside production. Feature flags
  // and experiments are routes of their own.
  { name: 'healthcheck', path: '/healthcheck', remote: 'mfe_content_help', module: './HealthcheckPage', pageType: 'Content', internal: true },
  { name: 'healthcheck-status', path: '/healthcheck/status', remote: 'mfe_content_help', module: './HealthcheckPage', pageType: 'Content', internal: true },
  { name: 'healthcheck-sitemaps', path: '/healthcheck/sitemaps', remote: 'mfe_content_help', module: './HealthcheckPage', pageType: 'Content', internal: true },
  {
    name: 'healthcheck-static-pages',
    path: '/healthcheck/static-pages',
    remote: 'mfe_content_help',
    module: './HealthcheckPage',
    pageType: 'Content',
    internal: true,
  },
  {
    name: 'healthcheck-translations',
    path: '/healthcheck/translations',
    remote: 'mfe_content_help',
    module: './HealthcheckPage',
    pageType: 'Content',
    internal: true,
  },
  // Issue 26: releases per remote, who promoted them and when, roll back, previews.
  {
    name: 'healthcheck-releases',
    path: '/healthcheck/releases',
    remote: 'mfe_content_help',
    module: './HealthcheckPage',
    pageType: 'Content',
    internal: true,
  },
  {
    name: 'healthcheck-mocks',
    path: '/healthcheck/mocks',
    remote: 'mfe_content_help',
    module: './HealthcheckPage',
    pageType: 'Content',
    internal: true,
    nonProduction: true,
  },
  {
    name: 'internal-analytics',
    path: '/internal/analytics',
    remote: 'mfe_content_help',
    module: './InternalAnalyticsPage',
    pageType: 'Content',
    internal: true,
  },
  // Issue 24: the experiments with their assignment and exposure counts per variant (operators only).
  {
    name: 'healthcheck-experiments',
    path: '/healthcheck/experiments',
    remote: 'mfe_content_help',
    module: './ExperimentsPage',
    pageType: 'Content',
    internal: true,
  },
  // Issue 24: feature flags, their targeting rules and the audit trail (operators only).
  {
    name: 'healthcheck-feature-flags',
    path: '/healthcheck/feature-flags',
    remote: 'mfe_content_help',
    module: './FeatureFlagsPage',
    pageType: 'Content',
    internal: true,
  },
  // Issue 25: the content editor: page versions, preview, publishing and schedules (operators with content-editor).
  {
    name: 'internal-content',
    path: '/internal/content',
    remote: 'mfe_content_help',
    module: './ContentEditorPage',
    pageType: 'Content',
    internal: true,
  },
  { name: 'order-status', path: '/order-status', remote: 'mfe_account', module: './OrderStatusPage', pageType: 'Order' },
  { name: 'order-details', path: '/order-details', remote: 'mfe_account', module: './OrderDetailsPage', pageType: 'Order' },
  { name: 'return-label', path: '/return-label', remote: 'mfe_account', module: './ReturnLabelPage', pageType: 'Order' },
  // Identity (spec §2): access rules (signed-in redirects, required token) live in access-rules.ts, for edge and shell.
  { name: 'sign-in', path: '/sign-in', remote: 'mfe_account', module: './SignInPage', pageType: 'Account' },
  { name: 'forgot-password', path: '/forgot-password', remote: 'mfe_account', module: './ForgotPasswordPage', pageType: 'Account' },
  { name: 'reset-password', path: '/reset-password', remote: 'mfe_account', module: './ResetPasswordPage', pageType: 'Account' },
  { name: 'verify-email', path: '/verify-email', remote: 'mfe_account', module: './VerifyEmailPage', pageType: 'Account' },
  // Account area (spec §2: /account and its children). Each page is its own parcel inside the account layout.
  { name: 'account', path: '/account', remote: 'mfe_account', module: './AccountDashboardPage', pageType: 'Account' },
  { name: 'account-dashboard', path: '/account/dashboard', remote: 'mfe_account', module: './AccountDashboardPage', pageType: 'Account' },
  { name: 'account-profile', path: '/account/profile', remote: 'mfe_account', module: './AccountProfilePage', pageType: 'Account' },
  { name: 'account-address', path: '/account/address', remote: 'mfe_account', module: './AccountAddressBookPage', pageType: 'Account' },
  {
    name: 'account-address-add-billing-address',
    path: '/account/address/add-billing-address',
    remote: 'mfe_account',
    module: './AccountAddressFormPage',
    pageType: 'Account',
  },
  {
    name: 'account-address-add-shipping-address',
    path: '/account/address/add-shipping-address',
    remote: 'mfe_account',
    module: './AccountAddressFormPage',
    pageType: 'Account',
  },
  { name: 'account-credit-cards', path: '/account/credit-cards', remote: 'mfe_account', module: './AccountCardsPage', pageType: 'Account' },
  { name: 'account-credit-cards-add', path: '/account/credit-cards/add', remote: 'mfe_account', module: './AccountAddCardPage', pageType: 'Account' },
  { name: 'account-order-history', path: '/account/order-history', remote: 'mfe_account', module: './AccountOrderHistoryPage', pageType: 'Account' },
  {
    name: 'account-order-details-id',
    path: '/account/order-details/:id',
    remote: 'mfe_account',
    module: './AccountOrderPage',
    pageType: 'Account',
    validate: isValidAccountOrderPath,
  },
  { name: 'account-gift-cards', path: '/account/gift-cards', remote: 'mfe_account', module: './AccountGiftCardsPage', pageType: 'Account' },
  { name: 'account-loyalty', path: '/account/loyalty', remote: 'mfe_account', module: './AccountLoyaltyPage', pageType: 'Account' },
  { name: 'gift-card', path: '/gift-card', remote: 'mfe_cart_checkout', module: './GiftCardPage', pageType: 'Content' },
  // Store locator (spec §2 /stores and /store-locator, one page) and the country/language chooser (/location-selector).
  { name: 'stores', path: '/stores', remote: 'mfe_content_help', module: './StoresPage', pageType: 'Content', serverRendered: true },
  { name: 'store-locator', path: '/store-locator', remote: 'mfe_content_help', module: './StoresPage', pageType: 'Content', serverRendered: true },
  {
    name: 'location-selector',
    path: '/location-selector',
    remote: 'mfe_content_help',
    module: './LocationSelectorPage',
    pageType: 'Content',
    serverRendered: true,
  },
  // Issue 25: find in store (a product's sizes in the nearest stores), a store's own page, the store counter's pickups.
  {
    name: 'find-in-store-productid',
    path: '/find-in-store/:productId',
    remote: 'mfe_content_help',
    module: './FindInStorePage',
    pageType: 'Content',
    serverRendered: true,
    validate: isValidFindInStorePath,
  },
  {
    name: 'stores-storeid',
    path: '/stores/:storeId',
    remote: 'mfe_content_help',
    module: './StoreDetailPage',
    pageType: 'Content',
    serverRendered: true,
    validate: isValidStorePath,
  },
  { name: 'internal-pickups', path: '/internal/pickups', remote: 'mfe_content_help', module: './PickupsPage', pageType: 'Content', internal: true },
  // Newsletter (spec §2): sign-up form; ?token= confirms a subscription, ?unsubscribe= ends one.
  { name: 'newsletter-subscription', path: '/newsletter-subscription', remote: 'mfe_content_help', module: './NewsletterPage', pageType: 'Content' },
  // Issue 25, spec §2: /{product}pro/pro-stories and /{product}pro/pro-repository, CMS pages of the products with a Pro line.
  {
    name: 'pro-stories',
    path: '/:product/pro-stories',
    remote: 'mfe_content_help',
    module: './CmsPage',
    pageType: 'Content',
    serverRendered: true,
    validate: isValidProPagePath,
  },
  {
    name: 'pro-repository',
    path: '/:product/pro-repository',
    remote: 'mfe_content_help',
    module: './CmsPage',
    pageType: 'Content',
    serverRendered: true,
    validate: isValidProPagePath,
  },
  // Issue 25: the help centre (spec §2 /help and its children; the whole area goes home with `helpPages` off, see
  // feature-flags.ts isHelpPath), the contact form (also /contact-us), help articles as the search page's child, and
  // customer service's cases. The size chart under /help is the catalogue's page.
  { name: 'help', path: '/help', remote: 'mfe_content_help', module: './HelpPage', pageType: 'Content', serverRendered: true },
  { name: 'help-all-topics', path: '/help/all-topics', remote: 'mfe_content_help', module: './HelpPage', pageType: 'Content', serverRendered: true },
  { name: 'help-contact-us', path: '/help/contact-us', remote: 'mfe_content_help', module: './ContactPage', pageType: 'Content', serverRendered: true },
  { name: 'help-size-chart', path: '/help/size-chart', remote: 'mfe_catalog', module: './SizeChartPage', pageType: 'Content', serverRendered: true },
  { name: 'help-slug', path: '/help/:slug', remote: 'mfe_content_help', module: './HelpPage', pageType: 'Content', serverRendered: true },
  {
    name: 'help-slug-child-slug',
    path: '/help/:slug/:child_slug',
    remote: 'mfe_content_help',
    module: './HelpPage',
    pageType: 'Content',
    serverRendered: true,
  },
  { name: 'contact-us', path: '/contact-us', remote: 'mfe_content_help', module: './ContactPage', pageType: 'Content', serverRendered: true },
  { name: 'search-articles', path: '/search/articles', remote: 'mfe_content_help', module: './HelpPage', pageType: 'Search', serverRendered: true },
  { name: 'internal-cases', path: '/internal/cases', remote: 'mfe_content_help', module: './CasesPage', pageType: 'Content', internal: true },
  // Issue 27: the agent console, live chats per queue (operators with the agent role).
  { name: 'internal-chat', path: '/internal/chat', remote: 'mfe_content_help', module: './AgentConsolePage', pageType: 'Content', internal: true },
  {
    name: 'slug',
    path: '/*',
    remote: 'mfe_content_help',
    module: './CmsPage',
    pageType: 'Content',
    serverRendered: true,
    validate: (path) => isValidCmsSlug(path.replace(/^\//, '')),
  },
];

/** Error pages of spec §2, rendered by the shell itself. */
export const ERROR_STATUSES = [400, 401, 403, 404, 500] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

/** /find-in-store/NB1001: a product id (two letters and digits), nothing after it. */
export function isValidFindInStorePath(path: string): boolean {
  return /^\/find-in-store\/[A-Z]{2}\d{4,6}\/?$/.test(path);
}

/** /stores/northbound-gb-manchester: a store id (lower-case words with dashes). */
export function isValidStorePath(path: string): boolean {
  return /^\/stores\/[a-z0-9]+(-[a-z0-9]+)*\/?$/.test(path);
}
