/** The listing words this feature uses, from contracts (types only from the API schemas: no zod in the browser). */
export { FACET_IDS, LISTING_SORTS, LISTING_PAGE_SIZE, type FacetId, type ListingFilters, type ListingSort, type ListingView } from '@sf/contracts';
export type { FacetValue, ListingFacet } from '@sf/contracts';

/** Same as contracts api/listing `PRICE_BUCKET_PATTERN` ("min-max" in minor units), which lives beside zod. */
export const PRICE_BUCKET_PATTERN_SOURCE = '^(\\d{1,9})-(\\d{1,9})?$';
