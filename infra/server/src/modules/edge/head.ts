/** The document <head> fragment: title, description, canonical, hreflang, JSON-LD, remote preload, robots. */
import type { LocalePayload, ProductDetail } from '@sf/contracts';
import { escapeHtml, jsonForScript } from './html';
import type { PageMeta } from './page-data';

export interface HeadInput {
  meta: PageMeta;
  status: number;
  brandName: string;
  /** Absolute URL of a locale-free page path in the current locale. */
  pageUrl: (path: string) => string;
  /** Absolute URL of a static asset (images are not locale-prefixed). */
  assetUrl: (path: string) => string;
  alternateLinks: LocalePayload['alternateLinks'];
  /** Manifest of the remote that renders the route; fetched early so federation starts sooner. */
  manifestUrl: string | null;
}

const majorUnits = (amount: number): string => (amount / 100).toFixed(2);

/** schema.org Product with one Offer per colourway (availability differs per colour, price does not). */
export function productJsonLd(product: ProductDetail, brandName: string, urls: Pick<HeadInput, 'pageUrl' | 'assetUrl'>): Record<string, unknown> {
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
  };
}

export function renderHead(input: HeadInput): string {
  const { meta } = input;
  const lines = [`<title>${escapeHtml(meta.title)}</title>`, `<meta name="description" content="${escapeHtml(meta.description)}">`];
  if (input.status !== 200) lines.push('<meta name="robots" content="noindex">');
  if (meta.canonicalPath !== null && input.status === 200) {
    lines.push(`<link rel="canonical" href="${escapeHtml(input.pageUrl(meta.canonicalPath))}">`);
    for (const link of input.alternateLinks) lines.push(`<link rel="alternate" hreflang="${escapeHtml(link.hreflang)}" href="${escapeHtml(link.href)}">`);
  }
  if (input.manifestUrl) lines.push(`<link rel="preload" as="fetch" crossorigin href="${escapeHtml(input.manifestUrl)}">`);
  if (meta.product) lines.push(`<script type="application/ld+json">${jsonForScript(productJsonLd(meta.product, input.brandName, input))}</script>`);
  return lines.join('\n    ');
}
