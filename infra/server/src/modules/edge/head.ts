/** The document <head> fragment: title, description, canonical, hreflang, JSON-LD, remote preload, robots. */
import { BRAND_COLOURS, type LocalePayload, type ProductDetail } from '@sf/contracts';
import type { BrandKey } from '@sf/remote-contract';
import type { Review } from '@sf/contracts/api';
import { ICON_FILES, WEB_MANIFEST_PATH } from './brand-icon';
import { escapeHtml, jsonForScript } from './html';
import type { LeadPicture, PageMeta } from './page-data';
import { faqJsonLd } from './help-pages';

export interface HeadInput {
  meta: PageMeta;
  status: number;
  brand: BrandKey;
  brandName: string;
  /** Absolute URL of a locale-free page path in the current locale. */
  pageUrl: (path: string) => string;
  /** Absolute URL of a static asset (images are not locale-prefixed). */
  assetUrl: (path: string) => string;
  alternateLinks: LocalePayload['alternateLinks'];
  /** Manifest of the remote that renders the route; fetched early so federation starts sooner. */
  manifestUrl: string | null;
  /** Internal and lower-environment pages: never indexed, even when they answer 200. */
  noindex?: boolean;
}

const majorUnits = (amount: number): string => (amount / 100).toFixed(2);

/** schema.org Product with one Offer per colourway (availability differs per colour, price does not). */
export function productJsonLd(
  product: ProductDetail,
  brandName: string,
  urls: Pick<HeadInput, 'pageUrl' | 'assetUrl'>,
  reviews: readonly Review[] = [],
): Record<string, unknown> {
  const price = product.price.sale ?? product.price.list;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.productId,
    productID: product.productId,
    description: product.description,
    image: product.colours.map((colour) => urls.assetUrl(colour.image)),
    brand: { '@type': 'Brand', name: brandName },
    offers: product.colours.map((colour) => ({
      '@type': 'Offer',
      url: urls.pageUrl(`${product.path}/${colour.code}`),
      price: majorUnits(price.amount),
      priceCurrency: price.currency,
      itemCondition: 'https://schema.org/NewCondition',
      availability: product.variants.some((variant) => variant.colour === colour.code && variant.inStock)
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
    })),
    // Only rated products carry a rating; an empty AggregateRating is invalid structured data.
    ...(product.rating
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating.average.toFixed(1), reviewCount: product.rating.count } }
      : {}),
    // Issue 25: the reviews a page shows (shoppers' raw text: jsonForScript keeps it inert inside the script element).
    ...(reviews.length > 0
      ? {
          review: reviews.map((review) => ({
            '@type': 'Review',
            name: review.title,
            reviewBody: review.body,
            datePublished: review.createdAt.slice(0, 10),
            inLanguage: review.language,
            author: { '@type': 'Person', name: review.authorName },
            reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
          })),
        }
      : {}),
  };
}

/**
 * The lead photo starts downloading with the document instead of after the page renders. AVIF only: every browser
 * that decodes it picks the page's AVIF <source>, and `type` makes the others skip the preload, not fetch twice.
 */
export const picturePreload = ({ picture, sizes }: LeadPicture): string =>
  `<link rel="preload" as="image" type="image/avif" imagesrcset="${escapeHtml(picture.srcset.avif)}" imagesizes="${escapeHtml(sizes)}" fetchpriority="high">`;

export function renderHead(input: HeadInput): string {
  const { meta } = input;
  const lines = [`<title>${escapeHtml(meta.title)}</title>`, `<meta name="description" content="${escapeHtml(meta.description)}">`];
  // The brand host's icons and manifest (edge site-files), so no browser asks for a file that is not there.
  lines.push(
    `<link rel="icon" href="${ICON_FILES.ico}" sizes="32x32">`,
    `<link rel="icon" href="${ICON_FILES.svg}" type="image/svg+xml">`,
    `<link rel="apple-touch-icon" href="${ICON_FILES.appleTouch}">`,
    `<link rel="manifest" href="${WEB_MANIFEST_PATH}">`,
    `<meta name="theme-color" content="${BRAND_COLOURS[input.brand].primary}">`,
  );
  if (input.status !== 200 || input.noindex) lines.push('<meta name="robots" content="noindex">');
  if (meta.canonicalPath !== null && input.status === 200) {
    lines.push(`<link rel="canonical" href="${escapeHtml(input.pageUrl(meta.canonicalPath))}">`);
    for (const link of input.alternateLinks) lines.push(`<link rel="alternate" hreflang="${escapeHtml(link.hreflang)}" href="${escapeHtml(link.href)}">`);
  }
  if (input.manifestUrl) lines.push(`<link rel="preload" as="fetch" crossorigin href="${escapeHtml(input.manifestUrl)}">`);
  if (meta.leadPicture) lines.push(picturePreload(meta.leadPicture));
  if (meta.product)
    lines.push(`<script type="application/ld+json">${jsonForScript(productJsonLd(meta.product, input.brandName, input, meta.reviews))}</script>`);
  if (meta.faq?.length) lines.push(`<script type="application/ld+json">${jsonForScript(faqJsonLd(meta.faq))}</script>`);
  if (meta.structuredData) lines.push(`<script type="application/ld+json">${jsonForScript(meta.structuredData)}</script>`);
  return lines.join('\n    ');
}
