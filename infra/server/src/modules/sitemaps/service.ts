/**
 * Issue 24: the sitemaps of every brand's site. Per brand, an index (/sitemap.xml on the brand's origin) names one
 * child per country site (locale) and kind (pages, categories, products), split into files of at most `urlsPerFile`
 * URLs; every URL carries its hreflang alternates. The locale-free entries are read from the catalogue (keyset pages)
 * and the CMS once per brand and kept until the change feed says the catalogue or the content changed; the XML is
 * written per request from them (a big catalogue's files in every locale would not fit in memory as text).
 */
import { ROUTES, type LocalePathConfig, localizePath } from '@sf/contracts';
import { LOCALE_CODES, type BrandKey, type LocaleCode } from '@sf/remote-contract';
import type { CatalogService } from '../catalog';
import type { ContentService } from '../content';
import type { ChangeFeed } from '../../plugins/change-feed';
import type { BrandOrigins } from '../../site-context';
import { sitemapIndexXml, urlsetXml, type SitemapLink } from './xml';

export const SITEMAP_KINDS = ['pages', 'categories', 'products'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/**
 * The protocol allows 50,000 URLs and 50 MB per file. Each of our URLs carries 16 alternates (about 1.7 KB), so
 * 50,000 of them would pass 50 MB: 10,000 per file stays near 17 MB.
 */
export const URLS_PER_FILE = 10_000;
/** Products read per keyset page while generating. */
const PRODUCT_PAGE = 1000;
/** A child's file name: /sitemaps/<locale>/<kind>-<part>.xml. */
export const SITEMAP_FILE_PATTERN = /^(pages|categories|products)-([1-9]\d{0,5})\.xml$/;

/** Static public pages worth listing: the server-rendered routes without parameters, minus search results (products and help articles), the cart and the second paths of the store locator and the contact form (canonical /stores, /contact-us). */
const NOT_LISTED = new Set(['search', 'cart', 'store-locator', 'search-articles', 'help-contact-us']);
const STATIC_PAGES = ROUTES.filter(
  (route) => route.serverRendered && !route.internal && !route.nonProduction && !/[*:]/.test(route.path) && !NOT_LISTED.has(route.name),
).map((route) => route.path);

interface Entry {
  /** Locale-free path. */
  path: string;
  lastmod: string | null;
}

interface BrandSitemap {
  generatedAt: Date;
  /** Each kind's entries in files of at most urlsPerFile. */
  parts: Record<SitemapKind, Entry[][]>;
}

export interface SitemapFileSummary {
  locale: LocaleCode;
  kind: SitemapKind;
  part: number;
  url: string;
  urls: number;
  lastmod: string | null;
}

export interface BrandSitemapSummary {
  brand: BrandKey;
  index: string;
  generatedAt: string;
  files: SitemapFileSummary[];
}

export interface SitemapServiceOptions {
  catalog: Pick<CatalogService, 'sitemapProducts' | 'sitemapCategories'>;
  content: Pick<ContentService, 'listPages'>;
  changes: ChangeFeed;
  origins: BrandOrigins;
  localePaths: LocalePathConfig;
  /** The hreflang alternates of a locale-free path (the i18n module's, as in each page's head). */
  alternateLinks: (path: string, brand: BrandKey) => SitemapLink[];
  urlsPerFile?: number;
  now?: () => Date;
}

const chunk = <T>(items: T[], size: number): T[][] => {
  const parts: T[][] = [];
  for (let start = 0; start < items.length; start += size) parts.push(items.slice(start, start + size));
  return parts;
};

const newest = (dates: Iterable<string>): string | null => {
  let best: string | null = null;
  for (const date of dates) if (best === null || date > best) best = date;
  return best;
};

export function createSitemapService(options: SitemapServiceOptions) {
  const urlsPerFile = options.urlsPerFile ?? URLS_PER_FILE;
  const now = options.now ?? (() => new Date());
  // With no_prefix every locale shares one URL: one country site's files, and no alternates (they would all be it).
  const locales: readonly LocaleCode[] = options.localePaths.strategy === 'no_prefix' ? [options.localePaths.defaultLocale] : LOCALE_CODES;
  const generations = new Map<BrandKey, Promise<BrandSitemap>>();
  /** When this instance last saw the content change (or started): the lastmod of the pages' entries. */
  let contentChangedAt = now().toISOString();

  options.changes.subscribe((change) => {
    // Stock and prices do not change which URLs exist.
    if (change.kind === 'content') contentChangedAt = now().toISOString();
    if (change.kind !== 'catalog' && change.kind !== 'content') return;
    if (change.kind === 'catalog' && change.brand) generations.delete(change.brand);
    else generations.clear();
  });

  async function generate(brand: BrandKey): Promise<BrandSitemap> {
    const products: Entry[] = [];
    const releasedByCategory = new Map<string, string[]>();
    let afterId: string | undefined;
    for (;;) {
      const page = await options.catalog.sitemapProducts({ brand, limit: PRODUCT_PAGE, ...(afterId ? { afterId } : {}) });
      for (const product of page) {
        products.push({ path: product.path, lastmod: product.releasedOn });
        const released = releasedByCategory.get(product.categoryId);
        if (released) released.push(product.releasedOn);
        else releasedByCategory.set(product.categoryId, [product.releasedOn]);
      }
      if (page.length < PRODUCT_PAGE) break;
      afterId = page.at(-1)?.productId;
    }
    const categoryRows = await options.catalog.sitemapCategories(brand);
    // A category lists its whole subtree: its newest product's release is when it last gained one.
    const categories = categoryRows.map((category) => ({
      path: `/c/${category.slug}`,
      lastmod: newest(
        categoryRows
          .filter((other) => other.slug === category.slug || other.slug.startsWith(`${category.slug}/`))
          .flatMap((other) => releasedByCategory.get(other.id) ?? []),
      ),
    }));
    const cmsPages = (await options.content.listPages()).map((page) => `/${page.slug}`).filter((path) => !STATIC_PAGES.includes(path));
    const pages = [...STATIC_PAGES, ...cmsPages].map((path) => ({ path, lastmod: contentChangedAt }));
    return {
      generatedAt: now(),
      parts: { pages: chunk(pages, urlsPerFile), categories: chunk(categories, urlsPerFile), products: chunk(products, urlsPerFile) },
    };
  }

  /** The brand's entries, generated once and shared by concurrent callers; a failed generation is not kept. */
  function sitemapOf(brand: BrandKey): Promise<BrandSitemap> {
    const known = generations.get(brand);
    if (known) return known;
    const started = generate(brand);
    generations.set(brand, started);
    started.catch(() => {
      if (generations.get(brand) === started) generations.delete(brand);
    });
    return started;
  }

  const fileUrl = (brand: BrandKey, locale: LocaleCode, kind: SitemapKind, part: number) => `${options.origins[brand]}/sitemaps/${locale}/${kind}-${part}.xml`;

  function files(brand: BrandKey, sitemap: BrandSitemap): SitemapFileSummary[] {
    return locales.flatMap((locale) =>
      SITEMAP_KINDS.flatMap((kind) =>
        sitemap.parts[kind].map((entries, index) => ({
          locale,
          kind,
          part: index + 1,
          url: fileUrl(brand, locale, kind, index + 1),
          urls: entries.length,
          lastmod: newest(entries.flatMap((entry) => (entry.lastmod ? [entry.lastmod] : []))),
        })),
      ),
    );
  }

  return {
    /** The brand's sitemap index (XML). */
    async index(brand: BrandKey): Promise<string> {
      return sitemapIndexXml(files(brand, await sitemapOf(brand)).map((file) => ({ loc: file.url, lastmod: file.lastmod })));
    },

    /** One child (XML), null when the brand has no such file (an unknown locale, kind or part). */
    async file(brand: BrandKey, locale: string, name: string): Promise<string | null> {
      const match = SITEMAP_FILE_PATTERN.exec(name);
      if (!match || !(locales as readonly string[]).includes(locale)) return null;
      const entries = (await sitemapOf(brand)).parts[match[1] as SitemapKind][Number(match[2]) - 1];
      if (!entries) return null;
      const origin = options.origins[brand];
      const withAlternates = options.localePaths.strategy !== 'no_prefix';
      return urlsetXml(
        entries.map((entry) => ({
          loc: `${origin}${localizePath(entry.path, locale as LocaleCode, options.localePaths)}`,
          lastmod: entry.lastmod,
          alternates: withAlternates ? options.alternateLinks(entry.path, brand) : [],
        })),
      );
    },

    /** What /healthcheck/sitemaps shows: every brand's files with their URL counts and when they were generated. */
    async summary(brand: BrandKey): Promise<BrandSitemapSummary> {
      const sitemap = await sitemapOf(brand);
      return { brand, index: `${options.origins[brand]}/sitemap.xml`, generatedAt: sitemap.generatedAt.toISOString(), files: files(brand, sitemap) };
    },
  };
}

export type SitemapService = ReturnType<typeof createSitemapService>;
