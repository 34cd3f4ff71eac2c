import { z } from 'zod';
import { SiteQuerySchema } from './common';
import { ListingPageSchema, ProductSummarySchema } from './catalog';
import { ListingQuerySchema } from './listing';

/** Trimmed, 1–100 characters; control characters are refused rather than searched for. */
export const SearchTermSchema = z
  .string()
  .trim()
  .min(1, 'Enter something to search for')
  .max(100, 'Search terms are at most 100 characters')
  .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), 'Search terms may not contain control characters');

/** As ProductListQuerySchema: the site's `brand` wins over the brand facet. */
export const SearchQuerySchema = ListingQuerySchema.extend(SiteQuerySchema.shape).extend({ q: SearchTermSchema });

/**
 * When nothing matches the term as typed, the server searches a corrected term ("did you mean") instead and says
 * which: `adjustedTerm` is that term, null when the original matched.
 */
export const SearchResultSchema = ListingPageSchema.extend({
  term: z.string(),
  adjustedTerm: z.string().nullable(),
});

export const SuggestQuerySchema = SiteQuerySchema.extend({
  q: z.string().trim().min(1, 'Enter at least one character').max(100, 'Search terms are at most 100 characters'),
});

/** The search hub's as-you-type answer: popular phrases, matching categories and products. */
export const SuggestionsSchema = z.object({
  term: z.string(),
  phrases: z.array(z.string()),
  categories: z.array(z.object({ slug: z.string(), name: z.string() })),
  products: z.array(ProductSummarySchema.pick({ productId: true, name: true, path: true, image: true, price: true })),
});
