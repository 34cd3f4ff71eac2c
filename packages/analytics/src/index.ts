export { pushToDataLayer, DATA_LAYER_PUSHED_EVENT, type DataLayerEntry } from './data-layer';
export { pushPageData, type PageData, type SearchType } from './page-data';
export { pushImpressions, pushProductClick, filtersLabel, type AnalyticsProduct, type ListContext } from './product-events';
export { redactPersonalData, REDACTED } from './personal-data';
export type { AnalyticsSite } from './site-context';
export { pushUserData, trackUserData, userData, type AnalyticsUser } from './user-data';
export { customStates, trackCustomStates, type CustomStates } from './personalisation';
export {
  pushAddToCart,
  pushCartLoad,
  pushCheckoutStep,
  pushPurchase,
  CART_LOAD_REPORTED_KEY,
  CHECKOUT_STEP_NAMES,
  type AnalyticsCartLine,
  type AnalyticsCheckoutStep,
  type AnalyticsPurchase,
  type AnalyticsTenderCode,
  type CartLoad,
} from './commerce-events';
export { analyticsRouteName, isPageEventSuppressed, PAGE_EVENT_SUPPRESSED_ROUTES } from './route-names';
export { analyticsIds, ANALYTICS_GUEST_COOKIE } from './browser-ids';
export { pushChatEvent, CHAT_ANALYTICS_EVENTS, type ChatAnalyticsAction, type ChatAnalyticsEvent } from './chat-events';
