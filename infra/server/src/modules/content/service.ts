/** The content module's interface: CMS pages, dialog assets and navigation, localized with an English fallback. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { BRANDS, LOCALES, type Language } from '@sf/remote-contract';
import type { CmsPage, ContentAsset, ContentBlock, Navigation } from '@sf/contracts';
import type { Database } from '../../db/client';
import type { SiteContext } from '../../site-context';
import { FRAGMENT_PREFIX } from './fragments';
import { noProducts, resolveProductBlocks, type ProductReader } from './product-blocks';
import { assets, navigations, pages } from './tables';

const FALLBACK_LANGUAGE: Language = 'en';

/** Picks the row in the site's language, else the English one. */
function preferLanguage<T extends { language: string }>(rows: T[], language: Language): T | undefined {
  return rows.find((row) => row.language === language) ?? rows.find((row) => row.language === FALLBACK_LANGUAGE);
}

function brandText(site: SiteContext) {
  const brandName = BRANDS[site.brand].name;
  const text = (value: string) => value.replaceAll('{brand}', brandName);
  const blocks = (list: ContentBlock[]): ContentBlock[] =>
    list.map((block) => {
      if (block.type === 'links') return { ...block, links: block.links.map((link) => ({ ...link, label: text(link.label) })) };
      if (block.type === 'heading' || block.type === 'paragraph') return { ...block, text: text(block.text) };
      // Issue 25: the richer blocks have titles and texts in several fields; only these two carry the brand name.
      if (block.type === 'hero' || block.type === 'banner') return { ...block, title: text(block.title), ...(block.text ? { text: text(block.text) } : {}) };
      return block;
    });
  return { text, blocks };
}

/** Issue 25: a stored page (live row or editor's version) as a shopper sees it, brand name filled in (CMS preview). */
export function cmsPageOf(
  site: SiteContext,
  row: { slug: string; title: string; description: string; overlayHeader: boolean; headerStyle: 'light' | 'dark'; blocks: ContentBlock[] },
): CmsPage {
  const { text, blocks } = brandText(site);
  return {
    slug: row.slug,
    title: text(row.title),
    description: text(row.description),
    overlayHeader: row.overlayHeader,
    headerStyle: row.headerStyle,
    blocks: blocks(row.blocks),
  };
}

export function createContentService(db: Database) {
  const languages = (site: SiteContext) => [...new Set([LOCALES[site.locale].language, FALLBACK_LANGUAGE])];
  let productReader: ProductReader = noProducts;

  async function readPage(site: SiteContext, slug: string): Promise<CmsPage | null> {
    const rows = await db
      .select()
      .from(pages)
      .where(and(eq(pages.slug, slug), inArray(pages.language, languages(site))));
    const row = preferLanguage(rows, LOCALES[site.locale].language);
    if (!row) return null;
    const { text, blocks } = brandText(site);
    return {
      slug: row.slug,
      title: text(row.title),
      description: text(row.description),
      overlayHeader: row.overlayHeader,
      headerStyle: row.headerStyle,
      blocks: await resolveProductBlocks(site, blocks(row.blocks), productReader),
    };
  }

  return {
    /** Issue 25: where product blocks get their products (the plugin wires the catalogue once it is registered). */
    useProductReader(reader: ProductReader): void {
      productReader = reader;
    },

    /** A public CMS page; fragments (`_…` slugs: brand home pages, category landings) are not pages of their own. */
    async getPage(site: SiteContext, slug: string): Promise<CmsPage | null> {
      return slug.startsWith(FRAGMENT_PREFIX) ? null : readPage(site, slug);
    },

    /** Issue 25: a page fragment the edge places in another page (`_brand/<brand>/home`, its category landings). */
    getFragment(site: SiteContext, slug: string): Promise<CmsPage | null> {
      return slug.startsWith(FRAGMENT_PREFIX) ? readPage(site, slug) : Promise.resolve(null);
    },

    /** Issue 24: every CMS page's slug and the languages it is written in (sitemaps, /healthcheck/static-pages). */
    async listPages(): Promise<Array<{ slug: string; languages: string[] }>> {
      const rows = await db.select({ slug: pages.slug, language: pages.language }).from(pages).orderBy(asc(pages.slug), asc(pages.language));
      const bySlug = new Map<string, string[]>();
      // Fragments have no URL of their own (issue 25).
      for (const row of rows) if (!row.slug.startsWith(FRAGMENT_PREFIX)) bySlug.set(row.slug, [...(bySlug.get(row.slug) ?? []), row.language]);
      return [...bySlug].map(([slug, languages]) => ({ slug, languages }));
    },

    async getAsset(site: SiteContext, id: string): Promise<ContentAsset | null> {
      const rows = await db
        .select()
        .from(assets)
        .where(and(eq(assets.id, id), inArray(assets.language, languages(site))));
      const row = preferLanguage(rows, LOCALES[site.locale].language);
      if (!row) return null;
      const { text, blocks } = brandText(site);
      return { id: row.id, title: text(row.title), size: row.size, blocks: blocks(row.blocks) };
    },

    async getNavigation(site: SiteContext, key: string): Promise<Navigation | null> {
      const rows = await db
        .select()
        .from(navigations)
        .where(and(eq(navigations.key, key), inArray(navigations.language, languages(site))));
      const row = preferLanguage(rows, LOCALES[site.locale].language);
      return row ? { key: row.key, links: row.links } : null;
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
