/** All storefront texts share one namespace: keys are already scoped by their dotted prefix (catalog.*, common.*). */
export const TEXT_NAMESPACE = 'translation';

/**
 * urls, seo and alternateLinks are kept as a second bundle in the shared i18next store rather than in a variable
 * of this module, so there is exactly one copy per page even if a remote ever bundled its own @sf/i18n.
 */
export const PAYLOAD_NAMESPACE = 'sf-locale-payload';
