import { z } from 'zod';
import { ProductSummarySchema } from './catalog';

/**
 * CMS blocks are typed data, never raw HTML, so a page cannot inject script. Issue 25 widens the union to every block
 * type of spec §2 (banners, heroes, mega menu levels, carousels, accordions, product recommendations, promo bar,
 * pop-ups, UGC galleries, video players) and the merchandising ones (tiles, hotspot shop, shop the look, community
 * slider, partners). The server validates stored blocks with these schemas; product blocks name a source and the
 * server fills `products` when it reads the page (first data), so the page renders whole on the server.
 */

const Text = (max: number) => z.string().trim().min(1).max(max);

/** A locale-free app path (`/c/women`, not `//host`), a `#fragment` dialog, or an https URL. */
export const ContentHrefSchema = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/(?!\/)[^\s]*|#[\w-]+|https:\/\/[^\s/]+[^\s]*)$/, 'expected an app path (/…), a #fragment or an https:// URL');

export const ContentLinkSchema = z.object({ label: Text(120), href: ContentHrefSchema });

/**
 * An image of the image pipeline (`/images/photos/<id>/<width>.<format>`): its id is the content hash, width and
 * height fix the box reserved before it loads (CLS 0). An empty alt marks a decorative image.
 */
export const ContentImageSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{16}$/, 'expected an image id: 16 lower-case hex digits'),
  width: z.number().int().min(16).max(4096),
  height: z.number().int().min(16).max(4096),
  alt: z.string().trim().max(300),
});

/** Where a product block draws its products from: always the site's brand, in the site's locale and currency. */
export const ProductSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('new-arrivals') }),
  z.object({ kind: z.literal('bestsellers') }),
  z.object({ kind: z.literal('category'), slug: z.string().regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/, 'expected a category slug, e.g. women/boots') }),
  z.object({
    kind: z.literal('ids'),
    ids: z
      .array(z.string().regex(/^[A-Za-z0-9-]{2,40}$/, 'expected a product id'))
      .min(1)
      .max(24),
  }),
]);

/** Filled by the server when the page is read; whatever a writer sends here is replaced. */
const ResolvedProducts = z.array(ProductSummarySchema).optional();

const TileSchema = z.object({ image: ContentImageSchema, label: Text(80), href: ContentHrefSchema, text: Text(200).optional() });
const SlideSchema = z.object({ image: ContentImageSchema, title: Text(120), text: Text(300).optional(), link: ContentLinkSchema.optional() });
const MenuLeafSchema = ContentLinkSchema;
const MenuLevelTwoSchema = ContentLinkSchema.extend({ children: z.array(MenuLeafSchema).max(24).default([]) });
const MenuLevelOneSchema = ContentLinkSchema.extend({ children: z.array(MenuLevelTwoSchema).max(12).default([]) });

export const VideoSourceSchema = z.discriminatedUnion('provider', [
  /** Played from youtube-nocookie.com, and only after the shopper allowed functional or targeting cookies. */
  z.object({ provider: z.literal('youtube'), videoId: z.string().regex(/^[A-Za-z0-9_-]{11}$/, 'expected an 11-character YouTube video id') }),
  /** A file on our own origin (no third party). */
  z.object({ provider: z.literal('file'), src: z.string().regex(/^\/media\/[a-z0-9/_-]+\.(mp4|webm)$/, 'expected /media/<name>.mp4 or .webm') }),
]);

export const ContentBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), text: z.string() }),
  z.object({ type: z.literal('paragraph'), text: z.string() }),
  z.object({ type: z.literal('links'), links: z.array(z.object({ label: z.string(), href: z.string() })) }),
  /** A campaign hero: the page's h1 when it is the first block. */
  z.object({ type: z.literal('hero'), title: Text(120), text: Text(400).optional(), image: ContentImageSchema, cta: ContentLinkSchema.optional() }),
  /** An editorial banner: picture and text side by side. */
  z.object({
    type: z.literal('banner'),
    title: Text(120),
    text: Text(600).optional(),
    image: ContentImageSchema,
    cta: ContentLinkSchema.optional(),
    imageSide: z.enum(['start', 'end']).default('start'),
  }),
  z.object({ type: z.literal('promoBar'), text: Text(160), link: ContentLinkSchema.optional() }),
  /** Mega menu levels: up to three levels of links under a title. */
  z.object({ type: z.literal('megaMenu'), title: Text(80), items: z.array(MenuLevelOneSchema).min(1).max(12) }),
  /** Tiles: category tiles, featured sub-categories, article cards. */
  z.object({ type: z.literal('tiles'), title: Text(120), items: z.array(TileSchema).min(1).max(12) }),
  /** Never advances by itself unless `autoAdvanceSeconds` is set, and never under prefers-reduced-motion. */
  z.object({
    type: z.literal('carousel'),
    title: Text(120),
    slides: z.array(SlideSchema).min(1).max(12),
    autoAdvanceSeconds: z.number().int().min(3).max(20).optional(),
  }),
  z.object({
    type: z.literal('accordion'),
    title: Text(120).optional(),
    items: z
      .array(z.object({ title: Text(160), body: Text(2000) }))
      .min(1)
      .max(30),
  }),
  z.object({
    type: z.literal('productRecommendations'),
    title: Text(120),
    source: ProductSourceSchema,
    limit: z.number().int().min(1).max(24).default(8),
    products: ResolvedProducts,
  }),
  /** A dialog shown once per visitor (remembered by `id`), after `delaySeconds`. */
  z.object({
    type: z.literal('popup'),
    id: z.string().regex(/^[a-z0-9-]{1,40}$/, 'expected lowercase letters, digits and dashes'),
    title: Text(120),
    text: Text(600),
    cta: ContentLinkSchema.optional(),
    delaySeconds: z.number().int().min(0).max(120).default(3),
  }),
  z.object({
    type: z.literal('ugcGallery'),
    title: Text(120),
    items: z
      .array(z.object({ image: ContentImageSchema, author: Text(60), link: ContentLinkSchema.optional() }))
      .min(1)
      .max(24),
  }),
  z.object({ type: z.literal('video'), title: Text(120), poster: ContentImageSchema, source: VideoSourceSchema }),
  /** An image with product hotspots at percentage positions. */
  z.object({
    type: z.literal('hotspotShop'),
    title: Text(120),
    image: ContentImageSchema,
    hotspots: z
      .array(z.object({ productId: z.string().regex(/^[A-Za-z0-9-]{2,40}$/), x: z.number().min(0).max(100), y: z.number().min(0).max(100) }))
      .min(1)
      .max(8),
    products: ResolvedProducts,
  }),
  z.object({
    type: z.literal('shopTheLook'),
    title: Text(120),
    text: Text(400).optional(),
    image: ContentImageSchema,
    productIds: z
      .array(z.string().regex(/^[A-Za-z0-9-]{2,40}$/))
      .min(1)
      .max(8),
    products: ResolvedProducts,
  }),
  z.object({
    type: z.literal('communitySlider'),
    title: Text(120),
    items: z
      .array(z.object({ image: ContentImageSchema, name: Text(60), quote: Text(300) }))
      .min(1)
      .max(12),
  }),
  z.object({
    type: z.literal('partners'),
    title: Text(120),
    items: z
      .array(z.object({ name: Text(60), text: Text(200), href: ContentHrefSchema }))
      .min(1)
      .max(12),
  }),
]);

export const CONTENT_BLOCK_TYPES = ContentBlockSchema.options.map((option) => option.shape.type.value);

export const CmsPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  overlayHeader: z.boolean(),
  headerStyle: z.enum(['light', 'dark']),
  blocks: z.array(ContentBlockSchema),
});

export const ContentAssetSchema = z.object({
  id: z.string(),
  title: z.string(),
  size: z.enum(['xs', 'md', 'lg']),
  blocks: z.array(ContentBlockSchema),
});

export const NavigationSchema = z.object({
  key: z.string(),
  links: z.array(z.object({ label: z.string(), href: z.string() })),
});
