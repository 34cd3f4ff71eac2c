export { pushToDataLayer, type DataLayerEntry } from './data-layer';
export { pushPageData, type PageData, type SearchType } from './page-data';
export { pushImpressions, pushProductClick, filtersLabel, type AnalyticsProduct, type ListContext } from './product-events';
export { redactPersonalData, REDACTED } from './personal-data';
export type { AnalyticsSite } from './site-context';
export { pushUserData, trackUserData, userData, type AnalyticsUser } from './user-data';
export { customStates, trackCustomStates, type CustomStates } from './personalisation';
