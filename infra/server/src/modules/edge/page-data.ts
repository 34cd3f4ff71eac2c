/**
 * First data and metadata of a document, per route, read from the module services directly (no HTTP hop). The data
 * is what the page's remote would fetch itself, so its first paint needs no round trip.
 */
import { BRANDS, LOCALES, parseProductPath, type ErrorStatus, type ProductDetail, type RouteDefinition } from '@sf/contracts';
import type { SiteContext } from '../../site-context';
import type { CatalogService } from '../catalog/service';
import type { ContentService } from '../content/service';
import type { I18nService } from '../i18n/service';
import type { RouteMatch } from './route-match';

export interface PageMeta {
  title: string;
  description: string;
  /** Locale-free path of the canonical URL; null on error pages (they are noindex). */
  canonicalPath: string | null;
  product: ProductDetail | null;
}

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
}

/** Listings inline their first page with the API's default page size. */
const FIRST_PAGE = { offset: 0, limit: 24 };

export async function loadPage(services: PageServices, site: SiteContext, path: string, match: RouteMatch): Promise<PageResult> {
  const brandName = BRANDS[site.brand].name;
  const seo = services.i18n.seo(site.brand, site.locale);
  const texts = services.i18n.texts(LOCALES[site.locale].language);
  const ok = (route: RouteDefinition, data: unknown, meta: Partial<PageMeta> = {}): PageResult => ({
    status: 200,
    errorMessage: null,
    route,
    data,
    meta: { title: seo.title, description: seo.description, canonicalPath: path, product: null, ...meta },
  });
  const error = (status: ErrorStatus, errorMessage: string | null, route: RouteDefinition | null = null): PageResult => ({
    status,
    errorMessage,
    route,
    data: null,
    meta: { title: `${texts[`common.error.${status}.title`] ?? texts['common.error.404.title'] ?? 'Error'} | ${brandName}`, description: seo.description, canonicalPath: null, product: null },
  });

  if (match.kind === 'error-page') return error(match.status, null);
  if (match.kind === 'none') return error(404, `Page not found: ${path}`);
  const { route } = match;
  // Spec §8: a path failing the route's validation is a fatal 404 with this exact wording.
  if (route.validate && !route.validate(path)) return error(404, `Page Not Found: ${path}`, route);

  switch (route.name) {
    case 'index':
      return ok(route, await services.catalog.listCategories(site));
    case 'c-slug': {
      const slug = path.replace(/^\/c\//, '').replace(/\/+$/, '');
      const list = await services.catalog.listProducts(site, slug, FIRST_PAGE);
      if (!list) return error(404, `Page not found: ${path}`, route);
      return ok(route, list, { title: `${list.category.name} | ${brandName}`, canonicalPath: `/c/${slug}` });
    }
    case 'p-slug': {
      const parsed = parseProductPath(path);
      const product = parsed ? await services.catalog.getProduct(site, parsed.productId) : null;
      if (!product) return error(404, `Page not found: ${path}`, route);
      return ok(route, product, { title: `${product.name} | ${brandName}`, description: product.description, canonicalPath: product.path, product });
    }
    case 'slug': {
      const page = await services.content.getPage(site, path.replace(/^\/+|\/+$/g, ''));
      if (!page) return error(404, `Page not found: ${path}`, route);
      return ok(route, page, { title: `${page.title} | ${brandName}`, description: page.description });
    }
    default:
      return ok(route, null);
  }
}
