/**
 * /healthcheck/static-pages: the pages every brand site serves without a catalogue key, CMS pages (one row per
 * language, English shown where a language has none) and the static public routes (texts from the i18n files).
 */
import { ROUTES } from '@sf/contracts';
import { BRAND_KEYS, LANGUAGES } from '@sf/remote-contract';
import type { HealthcheckStaticPages } from '@sf/contracts/api';
import type { BrandOrigins } from '../../site-context';

/** Public routes without parameters; internal, lower-environment, personal and checkout pages are not "static pages". */
const STATIC_ROUTES = ROUTES.filter((route) => !route.internal && !route.nonProduction && !/[*:]/.test(route.path) && route.pageType === 'Content').map(
  (route) => route.path,
);

export function staticPagesReport(cmsPages: ReadonlyArray<{ slug: string; languages: readonly string[] }>, origins: BrandOrigins): HealthcheckStaticPages {
  const everywhere = Object.fromEntries(LANGUAGES.map((language) => [language, 'translated' as const]));
  return {
    sites: BRAND_KEYS.map((brand) => ({ brand, origin: origins[brand] })),
    languages: [...LANGUAGES],
    pages: [
      ...STATIC_ROUTES.map((path) => ({ path, source: 'route' as const, status: everywhere })),
      ...cmsPages
        .filter((page) => !STATIC_ROUTES.includes(`/${page.slug}`))
        .map((page) => ({
          path: `/${page.slug}`,
          source: 'cms' as const,
          status: Object.fromEntries(LANGUAGES.map((language) => [language, page.languages.includes(language) ? 'translated' : 'english-fallback'] as const)),
        })),
    ],
  };
}
