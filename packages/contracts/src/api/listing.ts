/**
 * One listing language for every product list (category, search, collection, discounts): filters, sort and paging
 * as query parameters, and facets with counts in the answer. The page keeps the same parameters in its own URL,
 * so a link or the back button restores the same view (see ../listing.ts for the encoding).
 */
import { z } from 'zod';
import { FACET_IDS, LISTING_PAGE_SIZE, LISTING_SORTS, MAX_FACET_VALUES, type FacetId } from '../listing';

export const ListingSortSchema = z.enum(LISTING_SORTS);
export const FacetIdSchema = z.enum(FACET_IDS);

const FACET_VALUE = /^[a-z0-9][a-z0-9.+\-/ ]{0,39}$/i;

/** "a,b,c" → ['a','b','c'], each checked; an empty or absent parameter is no filter. */
const facetValues = (facet: FacetId) =>
  z
    .string()
    .max(600)
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string().regex(FACET_VALUE, `Invalid ${facet} filter value`)).max(MAX_FACET_VALUES, `at most ${MAX_FACET_VALUES} ${facet} values`))
    .optional();

/** Price buckets are "min-max" in minor units of the site currency; max may be empty for "and above". */
export const PRICE_BUCKET_PATTERN = /^(\d{1,9})-(\d{1,9})?$/;

export const ListingQuerySchema = z.object({
  sort: ListingSortSchema.default('recommended'),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(LISTING_PAGE_SIZE),
  gender: facetValues('gender'),
  size: facetValues('size'),
  colour: facetValues('colour'),
  price: facetValues('price').refine(
    (values) => (values ?? []).every((value) => PRICE_BUCKET_PATTERN.test(value)),
    'Invalid price filter: expected min-max in minor units, e.g. 5000-10000',
  ),
  feature: facetValues('feature'),
  brand: facetValues('brand'),
});
export type ListingQuery = z.output<typeof ListingQuerySchema>;

export const FacetValueSchema = z.object({
  value: z.string(),
  label: z.string(),
  /** Products matching this value together with every other facet's selection (not this facet's own). */
  count: z.number().int(),
  selected: z.boolean(),
  /** Swatch colour of a colour value. */
  hex: z.string().optional(),
});
export const ListingFacetSchema = z.object({ id: FacetIdSchema, label: z.string(), values: z.array(FacetValueSchema) });
