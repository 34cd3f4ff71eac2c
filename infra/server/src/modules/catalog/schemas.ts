/** Path parameter schemas of the catalog API (request bodies and responses come from @sf/contracts/api). */
import { z } from 'zod';
import { isValidCategoryPath, PRODUCT_ID_PATTERN } from '@sf/contracts';

/** Category slug = the path below /c/ (women/boots/hiking); a trailing slash is tolerated and dropped. */
export const CategorySlugSchema = z
  .string()
  .transform((slug) => slug.replace(/\/+$/, ''))
  .refine((slug) => isValidCategoryPath(`/c/${slug}`), 'Invalid category slug: expected lowercase segments like women/boots/hiking')
  .describe('Category path below /c/, e.g. women/boots/hiking');

/** Product ids are matched case-insensitively (URLs carry them in lower case) and returned upper-case. */
export const ProductIdSchema = z
  .string()
  .transform((id) => id.toUpperCase())
  .pipe(z.string().regex(PRODUCT_ID_PATTERN, 'Invalid Product ID: expected a brand prefix and 4 to 6 digits, e.g. NB1001'))
  .describe('Product id, e.g. NB1001');

export const ProductImageParamsSchema = z.object({
  productId: ProductIdSchema,
  file: z
    .string()
    .regex(/^[a-z0-9-]+\.svg$/, 'expected <colour>.svg, e.g. tan.svg')
    .describe('Colour code + .svg'),
});

export const LookImageParamsSchema = z.object({
  file: z
    .string()
    .regex(/^[a-z0-9-]+\.svg$/, 'expected <look id>.svg, e.g. fell-day.svg')
    .describe('Look id + .svg'),
});
