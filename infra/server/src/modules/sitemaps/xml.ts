/**
 * Sitemap protocol 0.9 documents (https://www.sitemaps.org/protocol.html) with Google's hreflang extension: each <url>
 * names its copies in the other locales as xhtml:link alternates, so they need no <link> in every page to be found.
 */
export interface SitemapLink {
  hreflang: string;
  href: string;
}

export interface SitemapUrlEntry {
  loc: string;
  /** W3C datetime: YYYY-MM-DD or a full ISO timestamp. */
  lastmod: string | null;
  alternates: readonly SitemapLink[];
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>';

export function sitemapIndexXml(sitemaps: ReadonlyArray<{ loc: string; lastmod: string | null }>): string {
  const items = sitemaps.map(
    (sitemap) => `<sitemap><loc>${escapeXml(sitemap.loc)}</loc>${sitemap.lastmod ? `<lastmod>${escapeXml(sitemap.lastmod)}</lastmod>` : ''}</sitemap>`,
  );
  return [HEADER, '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...items, '</sitemapindex>', ''].join('\n');
}

export function urlsetXml(urls: readonly SitemapUrlEntry[]): string {
  const items = urls.map((url) => {
    const lastmod = url.lastmod ? `<lastmod>${escapeXml(url.lastmod)}</lastmod>` : '';
    const links = url.alternates.map((link) => `<xhtml:link rel="alternate" hreflang="${escapeXml(link.hreflang)}" href="${escapeXml(link.href)}"/>`).join('');
    return `<url><loc>${escapeXml(url.loc)}</loc>${lastmod}${links}</url>`;
  });
  return [HEADER, '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">', ...items, '</urlset>', ''].join(
    '\n',
  );
}
