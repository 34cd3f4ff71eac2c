import { z } from 'zod';
import { PRODUCT_ID_PATTERN } from '../patterns';
import { INTEREST_CATEGORY_PATTERN, PROFILE_LIMITS, STEALTH_GROUP_PATTERN } from '../personalisation';
import { BrandSchema, CurrencySchema, LocaleSchema } from './common';
import { ProductSummarySchema } from './catalog';

/**
 * Spec §3 personalisation profile and §7 "personalisation events are sent with the profile" (issue 24). Strict
 * objects with bounded sizes: anything the browser would not send is a 400 naming the field.
 */

const ProductIdSchema = z.string().regex(PRODUCT_ID_PATTERN, 'a product id is two capital letters and 4 to 6 digits');
const CategorySlugSchema = z.string().max(120).regex(INTEREST_CATEGORY_PATTERN, 'a category slug is lower-case words separated by /');
const MinorUnits = z.number().int().min(0).max(100_000_000);

export const CustomStatesSchema = z.strictObject({
  cartEmpty: z.boolean(),
  employeeLoggedIn: z.boolean(),
  loggedIn: z.boolean(),
  loyaltyEnrolled: z.boolean(),
});

export const PersonalisationProfileSchema = z.strictObject({
  viewport: z.strictObject({
    width: z.number().int().min(0).max(PROFILE_LIMITS.viewport),
    height: z.number().int().min(0).max(PROFILE_LIMITS.viewport),
  }),
  /** Only with targeting consent and a geolocation permission the shopper already granted; rounded to ~1 km. */
  coordinates: z
    .strictObject({
      latitude: z.number().min(-90).max(90),
      longitude: z.number().min(-180).max(180),
    })
    .nullable(),
  customStates: CustomStatesSchema,
  /** Categories the shopper viewed (list pages and the category of product pages), most viewed first. */
  interests: z
    .array(z.strictObject({ category: CategorySlugSchema, views: z.number().int().min(1).max(PROFILE_LIMITS.viewsPerCategory) }))
    .max(PROFILE_LIMITS.interests),
  /** Products viewed, most recent first: recently viewed and what recommendations leave out. */
  viewedProducts: z.array(ProductIdSchema).max(PROFILE_LIMITS.viewedProducts),
  cart: z.strictObject({
    currency: CurrencySchema.nullable(),
    /** Product lines before discounts, minor units. */
    itemTotal: MinorUnits,
    /** Order promotions, positive, minor units. */
    discount: MinorUnits,
    items: z.array(z.strictObject({ productId: ProductIdSchema, quantity: z.number().int().min(1).max(999) })).max(PROFILE_LIMITS.cartItems),
  }),
  stealthGroup: z.string().regex(STEALTH_GROUP_PATTERN, 'a stealth group is up to 32 lower-case letters, digits and -').nullable(),
});

export const PersonalisationEventSchema = z.strictObject({
  name: z.enum(['pageView', 'productView', 'categoryView', 'cartChanged', 'statesChanged']),
  productId: ProductIdSchema.optional(),
  category: CategorySlugSchema.optional(),
});

/** POST /api/personalisation/events: JSON, also as text/plain (sendBeacon). Answer: 204, no body (spec §7). */
export const PersonalisationBatchSchema = z.strictObject({
  brand: BrandSchema,
  locale: LocaleSchema,
  events: z.array(PersonalisationEventSchema).max(PROFILE_LIMITS.events),
  profile: PersonalisationProfileSchema,
});

/** GET /api/personalisation/recommendations: "Recommended for you" and the stored recently viewed. */
export const RecommendationsQuerySchema = z.strictObject({
  brand: BrandSchema,
  locale: LocaleSchema,
  /** Product being shown (left out of the rail). */
  exclude: ProductIdSchema.optional(),
});

export const RecommendationsSchema = z.object({
  /** `interests`: ranked from the stored profile; `top-rated`: no consent or no interests yet (the fallback). */
  basis: z.enum(['interests', 'top-rated']),
  items: z.array(ProductSummarySchema),
  /** The stored profile's viewed products (targeting consent only; empty otherwise), most recent first. */
  recentlyViewed: z.array(ProductIdSchema),
});
