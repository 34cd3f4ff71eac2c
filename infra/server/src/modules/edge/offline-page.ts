/**
 * Issue 26: the page the EMEA service worker shows for a page it has no copy of while offline, one per site
 * (GET /offline-page/:locale, brand from the host). The worker caches every EMEA site's copy when it installs, so the
 * page is self-contained: inline styles in the brand's colours, no script, links to the basket and favourites (which
 * the worker keeps readable offline) and a retry link to the address the shopper asked for.
 */
import fp from 'fastify-plugin';
import { z } from 'zod';
import { BRAND_COLOURS, localizePath, type LocalePathConfig } from '@sf/contracts';
import { BRANDS, isLocaleCode, LOCALES, type BrandKey, type LocaleCode } from '@sf/remote-contract';
import { readNamespace } from '../i18n';
import { brandOfHostFor } from '../../site-context';
import { escapeHtml } from './html';
import { ICON_FILES, WEB_MANIFEST_PATH } from './brand-icon';

export const OFFLINE_PAGE_PREFIX = '/offline-page/';

const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

export function offlinePageHtml(brand: BrandKey, locale: LocaleCode, localePaths: LocalePathConfig): string {
  const { language, tag } = LOCALES[locale];
  const texts = readNamespace(language, 'offline-app');
  const t = (key: string) => escapeHtml(fill(texts[`offline-app.${key}`] ?? key, { brand: BRANDS[brand].name }));
  const { primary, primaryText, background } = BRAND_COLOURS[brand];
  const href = (path: string) => escapeHtml(localizePath(path, locale, localePaths));
  return `<!doctype html>
<html lang="${tag}" data-brand="${brand}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t('offlineTitle')} · ${escapeHtml(BRANDS[brand].name)}</title>
<link rel="icon" href="${ICON_FILES.svg}" type="image/svg+xml">
<link rel="manifest" href="${WEB_MANIFEST_PATH}">
<meta name="theme-color" content="${primary}">
<style>
body{margin:0;font-family:system-ui,sans-serif;background:${background};color:#1a1a1a;line-height:1.5}
header{background:${primary};color:${primaryText};padding:1rem 1.5rem;font-weight:700;font-size:1.25rem}
main{max-width:36rem;margin:0 auto;padding:2rem 1.5rem}
h1{font-size:1.75rem;margin:0 0 1rem}
ul{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:.75rem}
a{display:inline-block;min-height:2.75rem;box-sizing:border-box;padding:.6rem 1.2rem;border:2px solid ${primary};border-radius:.5rem;color:${primary};text-decoration:none;font-weight:600}
a.primary{background:${primary};color:${primaryText}}
a:focus-visible{outline:3px solid #1a5fb4;outline-offset:2px}
</style>
</head>
<body>
<header>${escapeHtml(BRANDS[brand].name)}</header>
<main>
<h1>${t('offlineTitle')}</h1>
<p>${t('offlineText')}</p>
<ul>
<li><a class="primary" href="" data-retry>${t('offlineRetry')}</a></li>
<li><a href="${href('/cart')}">${t('offlineBasket')}</a></li>
<li><a href="${href('/favorites')}">${t('offlineFavourites')}</a></li>
</ul>
</main>
</body>
</html>
`;
}

export default fp(
  async (app) => {
    const localePaths = { strategy: app.config.LOCALE_PREFIX_STRATEGY, defaultLocale: app.config.DEFAULT_LOCALE };
    const brandOf = brandOfHostFor(app.config);
    app.get(`${OFFLINE_PAGE_PREFIX}:locale`, { schema: { hide: true, params: z.object({ locale: z.string() }) } }, async (request, reply) => {
      const { locale } = request.params as { locale: string };
      if (!isLocaleCode(locale)) return reply.code(404).type('text/plain; charset=utf-8').send(`Unknown locale ${locale}`);
      // Revalidated on every worker install, so a text change is seen with the next version of the worker.
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(offlinePageHtml(brandOf(request.hostname), locale, localePaths));
    });
  },
  { name: 'edge-offline-page', dependencies: ['config'] },
);
