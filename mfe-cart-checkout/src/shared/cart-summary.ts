/** The summary is published by the storefront's one basket client; re-exported for this remote's pages. */
export { publishCartSummary } from '@sf/api-client/cart-summary';
