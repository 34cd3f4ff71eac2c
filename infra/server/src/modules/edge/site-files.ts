/**
 * The root files every brand host answers, for crawlers, browsers and install prompts: /robots.txt, the web app
 * manifest, the favicon (SVG and ICO) and the PNG icons the manifest names. The brand comes from the host name, like
 * documents. Registered before the document route, whose `/*` would otherwise look for them in the shell build.
 */
import fp from 'fastify-plugin';
import { BRAND_COLOURS, localizePath, ROUTES, type LocalePathConfig } from '@sf/contracts';
import { BRANDS, LOCALE_CODES, type BrandKey } from '@sf/remote-contract';
import { createBrandIcons, ICON_FILES, WEB_MANIFEST_PATH, type PngIcon } from './brand-icon';
import { brandOfHostFor } from '../../site-context';

/** Not for crawlers: APIs, health, the test payment provider. Scripts, styles and images stay open (rendering needs them). */
const PRIVATE_PREFIXES = ['/api/', '/fapi/', '/healthcheck', '/builds/', '/payments/'];
/** Personal, checkout and token pages (in every locale's path). Cart and search stay crawlable: public pages. */
const PRIVATE_PAGES = [
  '/account',
  '/checkout',
  '/order-confirmation',
  '/order-status',
  '/order-details',
  '/return-label',
  '/sign-in',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
];

/** Issue 24: the `Sitemap:` line names the brand's own index, on its configured origin (an absolute URL, as required). */
export function robotsTxt(brand: BrandKey, localePaths: LocalePathConfig, origin: string): string {
  const internal = ROUTES.filter((route) => route.nonProduction || route.internal).map((route) => route.path);
  const pages = [...PRIVATE_PAGES, ...internal].flatMap((path) => LOCALE_CODES.map((locale) => localizePath(path, locale, localePaths)));
  return [
    `# ${BRANDS[brand].name}: the shop is open to crawlers; personal, checkout and internal pages are not.`,
    'User-agent: *',
    ...[...PRIVATE_PREFIXES, ...new Set(pages)].map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export function webManifest(brand: BrandKey) {
  const { name, range } = BRANDS[brand];
  const { primary, background } = BRAND_COLOURS[brand];
  return {
    id: '/',
    name,
    short_name: name,
    description: range,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: primary,
    background_color: background,
    icons: [
      { src: ICON_FILES.svg, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: ICON_FILES.png192, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: ICON_FILES.png512, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: ICON_FILES.maskable512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/** Not fingerprinted, so browsers and CDNs keep them a day rather than forever. */
const DAY = 'public, max-age=86400';

export default fp(
  async (app) => {
    const { DEFAULT_LOCALE, LOCALE_PREFIX_STRATEGY } = app.config;
    const localePaths = { strategy: LOCALE_PREFIX_STRATEGY, defaultLocale: DEFAULT_LOCALE };
    const brandOf = brandOfHostFor(app.config);
    const icons = createBrandIcons();
    const schema = { hide: true };

    app.get('/robots.txt', { schema }, async (request, reply) =>
      reply
        .header('cache-control', DAY)
        .type('text/plain; charset=utf-8')
        .send(robotsTxt(brandOf(request.hostname), localePaths, app.config.brandOrigins[brandOf(request.hostname)])),
    );
    app.get(WEB_MANIFEST_PATH, { schema }, async (request, reply) =>
      reply
        .header('cache-control', DAY)
        .type('application/manifest+json; charset=utf-8')
        .send(JSON.stringify(webManifest(brandOf(request.hostname)))),
    );
    app.get(ICON_FILES.svg, { schema }, async (request, reply) =>
      reply
        .header('cache-control', DAY)
        .type('image/svg+xml')
        .send((await icons(brandOf(request.hostname))).svg),
    );
    app.get(ICON_FILES.ico, { schema }, async (request, reply) =>
      reply
        .header('cache-control', DAY)
        .type('image/x-icon')
        .send((await icons(brandOf(request.hostname))).ico),
    );
    const pngs: ReadonlyArray<PngIcon> = ['png192', 'png512', 'maskable512', 'appleTouch'];
    for (const icon of pngs) {
      app.get(ICON_FILES[icon], { schema }, async (request, reply) =>
        reply
          .header('cache-control', DAY)
          .type('image/png')
          .send((await icons(brandOf(request.hostname))).png[icon]),
      );
    }
  },
  { name: 'edge-site-files', dependencies: ['config'] },
);
