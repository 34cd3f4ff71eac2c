/**
 * First data and metadata of a document, per route, read from the module services directly (no HTTP hop). The data
 * is what the page's remote would fetch itself, so its first paint needs no round trip.
 */
import {
  parseProductPath,
  PICTURE_SIZES,
  shownColour,
  storeQueryOf,
  type CmsPage,
  type ErrorStatus,
  type Picture,
  type ProductDetail,
  type ProductSummary,
  type RouteDefinition,
} from '@sf/contracts';
import { BRANDS, LOCALES } from '@sf/remote-contract';
import { CONTENT_IMAGE_SIZES, contentPicture } from '@sf/contracts/content-media';
import type { SiteContext } from '../../site-context';
import type { CatalogService } from '../catalog';
import { brandHomeSlug, categoryLandingSlug, type ContentService } from '../content';
import type { GeoService } from '../geo';
import type { HelpCentre } from '../help';
import type { I18nService } from '../i18n';
import type { SearchService } from '../search';
import { pageListingRequest, pageSearchTerm } from '../search';
import type { StoresService } from '../stores';
import type { ReviewsService } from '../reviews';
import { ReviewListQuerySchema, type Review } from '@sf/contracts/api';
import { helpPageData } from './help-pages';
import type { RouteMatch } from './route-match';
import { findInStoreData, storeDetailData, storeJsonLd } from './store-pages';

export interface PageMeta {
  title: string;
  description: string;
  /** Locale-free path of the canonical URL; null on error pages (they are noindex). */
  canonicalPath: string | null;
  product: ProductDetail | null;
  /** Issue 25: reviews the page shows, listed in the product's JSON-LD (the reviews page). */
  reviews?: readonly Review[];
  /** The photo most likely to be the largest paint (PDP main photo, first card of a listing): the head preloads it. */
  leadPicture: LeadPicture | null;
  /** Issue 25: an FAQ page's questions and answers (FAQPage JSON-LD in the head). */
  faq?: Array<{ question: string; answer: string }>;
  /** Issue 25: JSON-LD for the head besides a product's (a store page's ShoeStore). */
  structuredData?: Record<string, unknown> | null;
}

/** A picture and the `sizes` its page renders it with (the preload must pick the candidate the page will). */
export interface LeadPicture {
  picture: Picture;
  sizes: string;
}

const firstCardPicture = (items: readonly ProductSummary[]): LeadPicture | null =>
  items[0]?.picture ? { picture: items[0].picture, sizes: PICTURE_SIZES.productCard } : null;

export interface PageResult {
  status: 200 | ErrorStatus;
  errorMessage: string | null;
  route: RouteDefinition | null;
  /** null when the route has no first data (cart, checkout, error pages). */
  data: unknown;
  meta: PageMeta;
}

export interface PageServices {
  catalog: CatalogService;
  content: ContentService;
  i18n: I18nService;
  listings: SearchService;
  stores: StoresService;
  geo: GeoService;
  reviews: ReviewsService;
  help: HelpCentre;
}

/** A brand without a merchandised home page (a database seeded before issue 25) still gets a home page. */
const emptyHome = (brandName: string): CmsPage => ({
  slug: '',
  title: brandName,
  description: '',
  overlayHeader: false,
  headerStyle: 'dark',
  blocks: [],
});

/** `query` is the page URL's query: listings inline the view it describes (filters, sort, pages loaded). */
export async function loadPage(
  services: PageServices,
  site: SiteContext,
  path: string,
  match: RouteMatch,
  query: Record<string, string | undefined> = {},
): Promise<PageResult> {
  const brandName = BRANDS[site.brand].name;
  const seo = services.i18n.seo(site.brand, site.locale);
  const texts = services.i18n.texts(LOCALES[site.locale].language);
  const ok = (route: RouteDefinition, data: unknown, meta: Partial<PageMeta> = {}): PageResult => ({
    status: 200,
    errorMessage: null,
    route,
    data,
    meta: { title: seo.title, description: seo.description, canonicalPath: path, product: null, leadPicture: null, ...meta },
  });
  const error = (status: ErrorStatus, errorMessage: string | null, route: RouteDefinition | null = null): PageResult => ({
    status,
    errorMessage,
    route,
    data: null,
    meta: {
      title: `${texts[`common.error.${status}.title`] ?? texts['common.error.404.title'] ?? 'Error'} | ${brandName}`,
      description: seo.description,
      canonicalPath: null,
      product: null,
      leadPicture: null,
    },
  });

  if (match.kind === 'error-page') return error(match.status, null);
  if (match.kind === 'none') return error(404, `Page not found: ${path}`);
  const { route } = match;
  // Spec §8: a path failing the route's validation is a fatal 404 with this exact wording.
  if (route.validate && !route.validate(path)) return error(404, `Page Not Found: ${path}`, route);

  switch (route.name) {
    case 'index': {
      // Issue 25: the brand's merchandised home page (a CMS fragment with its products resolved); its hero is the
      // largest paint, so the head preloads it.
      const home = (await services.content.getFragment(site, brandHomeSlug(site.brand))) ?? emptyHome(brandName);
      const hero = home.blocks.find((block) => block.type === 'hero');
      const leadPicture = hero ? { picture: contentPicture(hero.image).picture, sizes: CONTENT_IMAGE_SIZES.full } : null;
      return ok(route, home, { leadPicture });
    }
    case 'c-slug': {
      const slug = path.replace(/^\/c\//, '').replace(/\/+$/, '');
      const [list, landing] = await Promise.all([
        services.listings.categoryListing(site, slug, pageListingRequest(query)),
        // Issue 25: a top category's landing blocks (hero, featured sub-categories) come with its first data.
        slug.includes('/') ? null : services.content.getFragment(site, categoryLandingSlug(site.brand, slug)),
      ]);
      if (!list) return error(404, `Page not found: ${path}`, route);
      const data = landing ? { ...list, landing: landing.blocks } : list;
      // The canonical of a listing is its unfiltered path.
      return ok(route, data, { title: `${list.category.name} | ${brandName}`, canonicalPath: `/c/${slug}`, leadPicture: firstCardPicture(list.items) });
    }
    case 'search': {
      const term = pageSearchTerm(query);
      const request = pageListingRequest(query);
      // No term is an empty results page (the search box is on it), not an error.
      const result = term
        ? await services.listings.search(site, term, request)
        : { term: '', adjustedTerm: null, items: [], total: 0, offset: 0, limit: request.limit, sort: request.sort, facets: [] };
      const title = term ? (texts['catalog.searchTitle'] ?? 'Search: {{term}}').replace('{{term}}', term) : (texts['catalog.searchHeading'] ?? 'Search');
      return ok(route, result, { title: `${title} | ${brandName}`, canonicalPath: '/search', leadPicture: firstCardPicture(result.items) });
    }
    case 'collections-slug': {
      const slug = path.replace(/^\/collections\//, '').replace(/\/+$/, '');
      const listing = await services.listings.collection(site, slug, pageListingRequest(query));
      if (!listing) return error(404, `Page not found: ${path}`, route);
      return ok(route, listing, {
        title: `${listing.collection.name} | ${brandName}`,
        description: listing.collection.description,
        canonicalPath: `/collections/${slug}`,
        leadPicture: firstCardPicture(listing.items),
      });
    }
    case 'discounts': {
      const listing = await services.listings.discounts(site, pageListingRequest(query));
      return ok(route, listing, {
        title: `${listing.collection.name} | ${brandName}`,
        description: listing.collection.description,
        canonicalPath: '/discounts',
        leadPicture: firstCardPicture(listing.items),
      });
    }
    case 'p-slug': {
      const parsed = parseProductPath(path);
      const product = parsed ? await services.catalog.getProduct(site, parsed.productId) : null;
      if (!product) return error(404, `Page not found: ${path}`, route);
      const shown = shownColour(product.colours, parsed?.colour ?? null)?.picture;
      const leadPicture = shown ? { picture: shown, sizes: PICTURE_SIZES.productGallery } : null;
      return ok(route, product, {
        title: `${product.name} | ${brandName}`,
        description: product.description,
        canonicalPath: product.path,
        product,
        leadPicture,
      });
    }
    case 'reviews-productId': {
      const productId = path.split('/')[2]?.toUpperCase() ?? '';
      const product = await services.catalog.getProduct(site, productId);
      if (!product) return error(404, `Page not found: ${path}`, route);
      // A malformed sort or filter shows the default view rather than an error page (the links we render are valid).
      const parsed = ReviewListQuerySchema.safeParse({ ...query, brand: site.brand, locale: site.locale });
      const view = parsed.success ? parsed.data : { sort: 'newest' as const, page: 1 };
      const list = await services.reviews.list(product.productId, view);
      const heading = (texts['reviews.pageTitle'] ?? 'Reviews: {{name}}').replace('{{name}}', product.name);
      return ok(
        route,
        { productId: product.productId, productName: product.name, productPath: product.path, ...list },
        { title: `${heading} | ${brandName}`, description: product.description, canonicalPath: `/reviews/${product.productId}`, product, reviews: list.items },
      );
    }
    case 'get-the-look': {
      const looks = await services.catalog.looks(site);
      return ok(
        route,
        { looks },
        { title: `${texts['catalog.looksHeading'] ?? 'Get the look'} | ${brandName}`, description: texts['catalog.looksIntro'] ?? seo.description },
      );
    }
    case 'size-chart': {
      const charts = await services.catalog.sizeCharts(site);
      return ok(
        route,
        { charts },
        { title: `${texts['catalog.sizeChart'] ?? 'Size chart'} | ${brandName}`, description: texts['catalog.sizeChartIntro'] ?? seo.description },
      );
    }
    case 'find-in-store-productid': {
      const productId = path.replace(/^\/find-in-store\//, '').replace(/\/+$/, '');
      const product = await services.catalog.getProduct(site, productId);
      if (!product) return error(404, `Page not found: ${path}`, route);
      const data = await findInStoreData(services.stores, site, product, query);
      const title = `${texts['store-pickup.findInStore.title'] ?? 'Find in store'}: ${product.name} | ${brandName}`;
      return ok(route, data, { title, description: texts['store-pickup.findInStore.intro'] ?? seo.description, canonicalPath: `/find-in-store/${productId}` });
    }
    case 'stores-storeid': {
      const storeId = path.replace(/^\/stores\//, '').replace(/\/+$/, '');
      const store = await storeDetailData(services.stores, site, storeId);
      if (!store) return error(404, `Page not found: ${path}`, route);
      return ok(route, store, {
        title: `${store.name} | ${brandName}`,
        description: `${store.address.line1}, ${store.address.postalCode} ${store.address.city} · ${store.phone}`,
        canonicalPath: `/stores/${storeId}`,
        structuredData: storeJsonLd(store),
      });
    }
    case 'newsletter-subscription': {
      const title = texts['newsletter-page.pageTitle'] ?? 'Newsletter';
      const description = (texts['newsletter-page.pageIntro'] ?? seo.description).replaceAll('{{brandName}}', brandName);
      return ok(route, null, { title: `${title} | ${brandName}`, description });
    }
    case 'stores':
    case 'store-locator': {
      // One page under two paths; search engines are pointed at /stores.
      const list = await services.stores.list(site, { query: storeQueryOf(query) });
      const description = (texts['stores.intro'] ?? seo.description).replaceAll('{{brandName}}', brandName);
      return ok(route, list, { title: `${texts['stores.title'] ?? 'Find a store'} | ${brandName}`, description, canonicalPath: '/stores' });
    }
    case 'location-selector': {
      const title = texts['content.locationSelectorTitle'] ?? 'Choose your country or region';
      const description = (texts['content.locationSelectorIntro'] ?? seo.description).replaceAll('{{brandName}}', brandName);
      return ok(route, services.geo.locationSelector(site.brand), { title: `${title} | ${brandName}`, description });
    }
    // Issue 25: the help centre (./help-pages.ts); its size chart is the catalogue's.
    case 'help':
    case 'help-all-topics':
    case 'help-slug':
    case 'help-slug-child-slug':
    case 'search-articles':
    case 'help-contact-us':
    case 'contact-us': {
      const help = await helpPageData(services.help, site, route.name, path, query, texts);
      if (!help) return error(404, `Page not found: ${path}`, route);
      return ok(route, help.data, { ...help.meta, title: `${help.meta.title} | ${brandName}` });
    }
    case 'help-size-chart': {
      const charts = await services.catalog.sizeCharts(site);
      return ok(
        route,
        { charts },
        { title: `${texts['catalog.sizeChart'] ?? 'Size chart'} | ${brandName}`, description: texts['catalog.sizeChartIntro'] ?? seo.description },
      );
    }
    case 'pro-stories':
    case 'pro-repository':
    case 'slug': {
      const page = await services.content.getPage(site, path.replace(/^\/+|\/+$/g, ''));
      if (!page) return error(404, `Page not found: ${path}`, route);
      const hero = page.blocks[0]?.type === 'hero' ? page.blocks[0] : null;
      const leadPicture = hero ? { picture: contentPicture(hero.image).picture, sizes: CONTENT_IMAGE_SIZES.full } : null;
      return ok(route, page, { title: `${page.title} | ${brandName}`, description: page.description, leadPicture });
    }
    default:
      return ok(route, null);
  }
}
