import { z } from 'zod';
import { PRODUCT_ID_PATTERN } from '../patterns';
import { MoneySchema, SiteQuerySchema } from './common';
import { ListingFacetSchema, ListingQuerySchema, ListingSortSchema } from './listing';

export const CategorySchema = z.object({
  id: z.string(),
  /** Path below /c/, e.g. women/boots. */
  slug: z.string(),
  name: z.string(),
  parentId: z.string().nullable(),
  productCount: z.number().int(),
});

export const PriceSchema = z.object({ list: MoneySchema, sale: MoneySchema.nullable() });

/** Average of 1–5 stars and how many reviews it rests on; null when a product has no reviews yet. */
export const RatingSchema = z.object({ average: z.number().min(1).max(5), count: z.number().int().min(1) });

export const BadgeSchema = z.enum(['new', 'sale', 'bestseller', 'low-stock']);

/**
 * A product photo as the image pipeline serves it: the original's size (the box a page reserves before it loads) and
 * one `srcset` per format (`<url> <width>w, …`, smallest first) for `<picture>`: AVIF and WebP sources, JPEG for the
 * `<img>` fallback. The URLs are immutable (content-hashed).
 */
export const PictureSchema = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  srcset: z.object({ avif: z.string(), webp: z.string(), jpeg: z.string() }),
});

export const ProductSummarySchema = z.object({
  productId: z.string(),
  name: z.string(),
  /** Locale-free PDP path, e.g. /p/ridge-hiker-boot-nb1001. */
  path: z.string(),
  /** One image URL (a mid-sized JPEG): the `<img>` src, structured data, baskets and orders. */
  image: z.string(),
  /** The responsive photo of the first colour; null when the product has only a drawn placeholder. */
  picture: PictureSchema.nullable(),
  /** Issue 25: the first colour's second view (a card shows it on hover); absent or null without one. */
  secondPicture: PictureSchema.nullable().optional(),
  price: PriceSchema,
  colourCount: z.number().int(),
  badges: z.array(BadgeSchema),
  rating: RatingSchema.nullable(),
});

export const VariantSchema = z.object({
  variantId: z.string(),
  /** The size in the locale's size system (EU, UK, US, or a letter size for apparel). */
  size: z.string(),
  colour: z.string(),
  inStock: z.boolean(),
  /** Units left when only a few are (≤ 3), so the page can say "only 2 left"; null otherwise. */
  lowStock: z.number().int().nullable(),
});

/**
 * Issue 25: one photo of a colourway from one angle. `view` names the angle (footwear: side, top, sole, detail;
 * apparel: front, back, detail, flat-lay); the first view is the hero the colour's `image` and `picture` show.
 */
export const ProductViewSchema = z.object({ view: z.string(), image: z.string(), picture: PictureSchema });

export const ColourSchema = z.object({
  code: z.string(),
  name: z.string(),
  hex: z.string(),
  image: z.string(),
  picture: PictureSchema.nullable(),
  /** Every view of the colourway, hero first (product detail only; absent or empty when it has only a drawn image). */
  views: z.array(ProductViewSchema).optional(),
});

/** Localised product attributes shown on the PDP. */
export const ProductAttributesSchema = z.object({
  material: z.string(),
  fit: z.string(),
  care: z.string(),
  features: z.array(z.object({ code: z.string(), label: z.string() })),
});

export const SizeSystemSchema = z.enum(['UK', 'EU', 'US', 'LETTER']);

export const ProductDetailSchema = ProductSummarySchema.extend({
  description: z.string(),
  breadcrumb: z.array(CategorySchema.pick({ slug: true, name: true })),
  colours: z.array(ColourSchema),
  variants: z.array(VariantSchema),
  sizeSystem: SizeSystemSchema,
  /** Which size chart applies: shoes per audience, or apparel letter sizes. */
  sizeChart: z.enum(['women-shoes', 'men-shoes', 'kids-shoes', 'apparel']),
  attributes: ProductAttributesSchema,
  gender: z.enum(['women', 'men', 'kids']),
  /** Slug of the product's leaf category, e.g. women/boots/hiking ("complete the look" and analytics use it). */
  categorySlug: z.string(),
});

/** One page of any product listing (category, search, collection, discounts) with its facets and applied sort. */
export const ListingPageSchema = z.object({
  items: z.array(ProductSummarySchema),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
  sort: ListingSortSchema,
  facets: z.array(ListingFacetSchema),
});

export const CategoryListSchema = z.object({ categories: z.array(CategorySchema) });

/**
 * PLP listing query. The site's `brand` wins over the brand facet of ListingQuerySchema: every API call names its site, and a site's
 * listings hold one brand, so the brand facet never needs filtering through the API.
 */
export const ProductListQuerySchema = ListingQuerySchema.extend(SiteQuerySchema.shape);

export const ProductListSchema = ListingPageSchema.extend({
  category: CategorySchema,
  breadcrumb: z.array(CategorySchema.pick({ slug: true, name: true })),
});

/** Several products by id (favourites, recently viewed, shared lists); unknown or other-brand ids are left out. */
export const ProductIdListSchema = z
  .string()
  .max(2000)
  .transform((value) =>
    value
      .split(',')
      .map((id) => id.trim().toUpperCase())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(z.string().regex(PRODUCT_ID_PATTERN, 'Invalid Product ID: expected a brand prefix and 4 to 6 digits, e.g. NB1001'))
      .max(100, 'at most 100 product ids'),
  );
export const ProductsByIdQuerySchema = SiteQuerySchema.extend({ ids: ProductIdListSchema });
export const ProductSummaryListSchema = z.object({ items: z.array(ProductSummarySchema) });

/** A rule-based collection (/collections/{slug}) or the sale listing (/discounts): a title and a listing. */
export const CollectionSchema = z.object({ slug: z.string(), name: z.string(), description: z.string() });
export const CollectionListingSchema = ListingPageSchema.extend({ collection: CollectionSchema });
export const CollectionsSchema = z.object({ collections: z.array(CollectionSchema) });

/** Shop the look: an outfit picture with hotspots (percent coordinates) pointing at products. */
export const LookSchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string(),
  hotspots: z.array(z.object({ x: z.number().min(0).max(100), y: z.number().min(0).max(100), product: ProductSummarySchema })),
});
export const LooksSchema = z.object({ looks: z.array(LookSchema) });

/** Size conversion tables; every row is one size across systems, plus body measurements in centimetres. */
export const SizeChartSchema = z.object({
  id: z.enum(['women-shoes', 'men-shoes', 'kids-shoes', 'apparel']),
  title: z.string(),
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
});
export const SizeChartsSchema = z.object({ charts: z.array(SizeChartSchema) });

/** "Notify me" for an out-of-stock size: stored, confirmed, and idempotent per variant and e-mail. */
export const BackInStockBodySchema = SiteQuerySchema.extend({
  variantId: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Z]{2}\d{4,6}-[A-Z0-9-]+$/, 'Invalid variant id'),
  email: z.email('Enter a valid e-mail address').max(254),
});
export const BackInStockResultSchema = z.object({ subscribed: z.literal(true), variantId: z.string() });
