import type { z } from 'zod';
import {
  CategoryListSchema,
  CmsPageSchema,
  CollectionListingSchema,
  FeatureFlagsSchema,
  HelpArticlePageSchema,
  HelpSearchResultSchema,
  HelpTopicListSchema,
  HelpTopicSchema,
  LocalePayloadSchema,
  LooksSchema,
  NavigationSchema,
  ProductDetailSchema,
  ProductListSchema,
  ProductSummaryListSchema,
  QuestionListSchema,
  RecommendationsSchema,
  ReviewListSchema,
  SearchResultSchema,
  SessionViewSchema,
  SizeChartsSchema,
  StoreListSchema,
  SuggestionsSchema,
} from '@sf/contracts/api';

/**
 * One server endpoint the remotes call, as the mocks answer it. `path` is an MSW path (`*` first: any origin, so the
 * same handler serves the dev host's page and a unit test's made-up origin). `record` is the request the recorder
 * sends to the real server (site query added), `$name` placeholders filled from earlier answers. `empty` is the
 * "nothing found" form of a recorded answer; without it an empty answer is a 404, as the server says for a missing
 * product or page.
 */
export interface MockEndpoint<S extends z.ZodType = z.ZodType> {
  path: string;
  schema: S;
  record: string;
  // Method signatures (not function-typed properties): an endpoint of any schema is a MockEndpoint of z.ZodType.
  empty?(recorded: z.output<S>): z.output<S>;
  /** The part of the recorded answer a request asks for (products by id); the whole answer when absent. */
  select?(recorded: z.output<S>, url: URL): z.output<S>;
}

const define = <S extends z.ZodType>(endpoint: MockEndpoint<S>) => endpoint;

const emptyListing = <T extends { items: unknown[]; total: number; facets: unknown[] }>(page: T): T => ({ ...page, items: [], total: 0, facets: [] });

/**
 * Every endpoint the catalogue and content-help remotes (and the dev host around them) read; ids name fixtures and QA
 * switches.
 */
export const MOCK_ENDPOINTS = {
  'platform-flags': define({ path: '*/fapi/featureFlags', schema: FeatureFlagsSchema, record: '/fapi/featureFlags' }),
  'platform-texts': define({ path: '*/fapi/i18n/:locale', schema: LocalePayloadSchema, record: '/fapi/i18n/uk-en' }),
  'identity-session': define({ path: '*/api/identity/session', schema: SessionViewSchema, record: '/api/identity/session' }),
  'catalog-categories': define({
    path: '*/api/catalog/categories',
    schema: CategoryListSchema,
    record: '/api/catalog/categories',
    empty: () => ({ categories: [] }),
  }),
  'catalog-listing': define({ path: '*/api/listing/category/*', schema: ProductListSchema, record: '/api/listing/category/$category', empty: emptyListing }),
  'catalog-search': define({ path: '*/api/search', schema: SearchResultSchema, record: '/api/search?q=boots', empty: emptyListing }),
  'catalog-suggestions': define({
    path: '*/api/search/suggestions',
    schema: SuggestionsSchema,
    record: '/api/search/suggestions?q=bo',
    empty: (answer) => ({ ...answer, phrases: [], categories: [], products: [] }),
  }),
  'catalog-collection': define({
    path: '*/api/collections/:slug',
    schema: CollectionListingSchema,
    record: '/api/collections/$collection',
    empty: emptyListing,
  }),
  'catalog-discounts': define({ path: '*/api/discounts', schema: CollectionListingSchema, record: '/api/discounts', empty: emptyListing }),
  'catalog-products': define({
    path: '*/api/catalog/products',
    schema: ProductSummaryListSchema,
    record: '/api/catalog/products?ids=$productIds',
    empty: () => ({ items: [] }),
    // Like the server: the requested ids that exist (here: that were recorded), unknown ones left out.
    select: (recorded, url) => {
      const ids = new Set((url.searchParams.get('ids') ?? '').split(',').map((id) => id.trim().toUpperCase()));
      return { items: recorded.items.filter((item) => ids.has(item.productId)) };
    },
  }),
  'catalog-product': define({ path: '*/api/catalog/products/:productId', schema: ProductDetailSchema, record: '/api/catalog/products/$productId' }),
  'catalog-complete-the-look': define({
    path: '*/api/catalog/products/:productId/complete-the-look',
    schema: ProductSummaryListSchema,
    record: '/api/catalog/products/$productId/complete-the-look',
    empty: () => ({ items: [] }),
  }),
  'catalog-looks': define({ path: '*/api/catalog/looks', schema: LooksSchema, record: '/api/catalog/looks', empty: () => ({ looks: [] }) }),
  'catalog-size-charts': define({
    path: '*/api/catalog/size-charts',
    schema: SizeChartsSchema,
    record: '/api/catalog/size-charts',
    empty: () => ({ charts: [] }),
  }),
  'content-home': define({ path: '*/api/content/home', schema: CmsPageSchema, record: '/api/content/home', empty: (page) => ({ ...page, blocks: [] }) }),
  'content-category-landing': define({
    path: '*/api/content/category-landing/:category',
    schema: CmsPageSchema,
    record: '/api/content/category-landing/$topCategory',
    empty: (page) => ({ ...page, blocks: [] }),
  }),
  'reviews-list': define({
    path: '*/api/reviews/:productId',
    schema: ReviewListSchema,
    record: '/api/reviews/$productId',
    empty: (list) => ({ ...list, items: [], total: 0 }),
  }),
  'reviews-questions': define({
    path: '*/api/reviews/:productId/questions',
    schema: QuestionListSchema,
    record: '/api/reviews/$productId/questions',
    empty: (list) => ({ ...list, items: [] }),
  }),
  'personalisation-recommendations': define({
    path: '*/api/personalisation/recommendations',
    schema: RecommendationsSchema,
    record: '/api/personalisation/recommendations',
    empty: (answer) => ({ ...answer, items: [], recentlyViewed: [] }),
  }),
  // mfe-content-help's public pages: CMS page, footer links, help centre, store locator.
  'content-page': define({ path: '*/api/content/pages/*', schema: CmsPageSchema, record: '/api/content/pages/delivery' }),
  'content-navigation': define({
    path: '*/api/content/navigation/:key',
    schema: NavigationSchema,
    record: '/api/content/navigation/footer',
    empty: (navigation) => ({ ...navigation, links: [] }),
  }),
  'help-topics': define({ path: '*/api/help/topics', schema: HelpTopicListSchema, record: '/api/help/topics', empty: () => ({ topics: [] }) }),
  'help-topic': define({ path: '*/api/help/topics/:topic', schema: HelpTopicSchema, record: '/api/help/topics/$helpTopic' }),
  'help-article': define({
    path: '*/api/help/topics/:topic/:article',
    schema: HelpArticlePageSchema,
    record: '/api/help/topics/$helpTopic/$helpArticle',
  }),
  'help-search': define({
    path: '*/api/search/articles',
    schema: HelpSearchResultSchema,
    record: '/api/search/articles?q=delivery',
    empty: (result) => ({ ...result, hits: [] }),
  }),
  'stores-list': define({ path: '*/api/stores', schema: StoreListSchema, record: '/api/stores', empty: (list) => ({ ...list, stores: [] }) }),
} as const;

export type MockEndpointId = keyof typeof MOCK_ENDPOINTS;
export type MockAnswer<Id extends MockEndpointId> = z.output<(typeof MOCK_ENDPOINTS)[Id]['schema']>;
export const MOCK_ENDPOINT_IDS = Object.keys(MOCK_ENDPOINTS) as MockEndpointId[];
