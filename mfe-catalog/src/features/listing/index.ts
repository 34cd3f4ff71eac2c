/** The listing used by the category, search and collection pages (the one feature those three build on). */
export { ListingBody } from './listing-body';
export { useListingPage, type ListingSource, type ListingPage } from './use-listing-page';
export { $keptListings, forgetAllListings, type ListingResponse } from './kept-listings';
export { listingHref, listingKey } from './listing-view';
