import { z } from 'zod';
import { SiteQuerySchema } from './common';
import { ProductIdListSchema, ProductSummarySchema } from './catalog';
import { PRODUCT_ID_PATTERN } from '../patterns';

/**
 * Favourites of a signed-in shopper live on the server, per brand. Guests keep theirs in the browser per site and,
 * at sign-in, the guest list is merged into the account (union, account order first, guest additions after).
 */
export const FavoriteProductIdSchema = z
  .string()
  .transform((id) => id.toUpperCase())
  .pipe(z.string().regex(PRODUCT_ID_PATTERN, 'Invalid Product ID: expected a brand prefix and 4 to 6 digits, e.g. NB1001'));

export const FavoritesSchema = z.object({
  productIds: z.array(z.string()),
  items: z.array(ProductSummarySchema),
});

export const MergeFavoritesBodySchema = SiteQuerySchema.extend({
  productIds: z.array(FavoriteProductIdSchema).max(200, 'at most 200 favourites'),
});

export const FavoritesQuerySchema = SiteQuerySchema;
export { ProductIdListSchema };
