import { z } from 'zod';
import { MoneySchema, SiteQuerySchema } from './common';

export const CategorySchema = z.object({
  id: z.string(),
  /** Path below /c/, e.g. women/boots. */
  slug: z.string(),
  name: z.string(),
  parentId: z.string().nullable(),
  productCount: z.number().int(),
});

export const PriceSchema = z.object({ list: MoneySchema, sale: MoneySchema.nullable() });

export const ProductSummarySchema = z.object({
  productId: z.string(),
  name: z.string(),
  /** Locale-free PDP path, e.g. /p/ridge-hiker-boot-nb1001. */
  path: z.string(),
  image: z.string(),
  price: PriceSchema,
  colourCount: z.number().int(),
  badges: z.array(z.enum(['new', 'sale', 'bestseller', 'low-stock'])),
});

export const VariantSchema = z.object({
  variantId: z.string(),
  size: z.string(),
  colour: z.string(),
  inStock: z.boolean(),
});

export const ColourSchema = z.object({ code: z.string(), name: z.string(), image: z.string() });

export const ProductDetailSchema = ProductSummarySchema.extend({
  description: z.string(),
  breadcrumb: z.array(CategorySchema.pick({ slug: true, name: true })),
  colours: z.array(ColourSchema),
  variants: z.array(VariantSchema),
  sizeSystem: z.enum(['UK', 'EU', 'US', 'LETTER']),
});

export const CategoryListSchema = z.object({ categories: z.array(CategorySchema) });

export const ProductListQuerySchema = SiteQuerySchema.extend({
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(24),
});

export const ProductListSchema = z.object({
  category: CategorySchema,
  breadcrumb: z.array(CategorySchema.pick({ slug: true, name: true })),
  items: z.array(ProductSummarySchema),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
});
