/**
 * Spec §2 navigation rules 3, 4 and 9 as the server applies them, before anything renders: for a document request
 * (a real 301/302) and for the shell's client navigation (`GET /fapi/route-rules`, the same answer). In order, the
 * first that applies wins (the next request applies the rest):
 * 3. locale prefix normalisation (`/DE-DE/x` → `/de-de/x`, `/uk-en/x` → `/x`); aliases (`/de-de/hilfe`) are not
 *    redirected but resolved to their canonical route (site-resolver.ts);
 * 4. legacy URLs of the older platform (contracts LEGACY_URL_RULES), when the `legacyUrls` flag is on: 301;
 * 9. the redirects table (redirects module): its own 301/302; an absolute target leaves the app.
 * Relative targets keep the request's query unless they have their own.
 */
import type { FastifyInstance } from 'fastify';
import type { LocalePathConfig, RouteRuleRedirect } from '@sf/contracts';
import type { BrandKey, LocaleCode } from '@sf/remote-contract';
import { isAbsoluteTarget, legacyUrlTarget, normalizedLocalePath, publicPathOf } from '@sf/contracts/navigation-rules';

/** The site and route path a request was resolved to (the canonical, locale-free `path`). */
export interface RuleSite {
  brand: BrandKey;
  locale: LocaleCode;
  path: string;
}

export function createNavigationRules(app: FastifyInstance, localePaths: LocalePathConfig) {
  const legacyUrlsOn = (locale: LocaleCode): boolean => app.flags.evaluate(locale).flags.legacyUrls;
  const withQuery = (location: string, search: string): string => (location.includes('?') ? location : `${location}${search}`);

  return {
    /** Whether any rule could apply (synchronous, for the cached-page lane: false means "serve the page"). */
    mayRedirect(pathname: string, site: RuleSite): boolean {
      if (normalizedLocalePath(pathname, localePaths) !== null) return true;
      if (legacyUrlsOn(site.locale) && legacyUrlTarget(pathname, site.locale) !== null) return true;
      return app.redirects.match(site.path, site.brand, site.locale) !== null;
    },

    /** The redirect for a public path on a site, or null to render it. */
    async resolve(pathname: string, search: string, site: RuleSite): Promise<RouteRuleRedirect | null> {
      const normalized = normalizedLocalePath(pathname, localePaths);
      if (normalized !== null) return { location: `${normalized}${search}`, status: 301, external: false };

      const legacy = legacyUrlsOn(site.locale) ? legacyUrlTarget(pathname, site.locale) : null;
      if (legacy) {
        let path: string | null = legacy.target.kind === 'path' ? legacy.target.path : null;
        if (legacy.target.kind === 'product') {
          // An unknown product id is left to the route table (a 404), not guessed.
          path = (await app.catalog.getProduct({ brand: site.brand, locale: legacy.locale }, legacy.target.productId))?.path ?? null;
        }
        if (path) return { location: withQuery(publicPathOf(path, legacy.locale, localePaths), search), status: 301, external: false };
      }

      const configured = app.redirects.match(site.path, site.brand, site.locale);
      if (configured) {
        if (isAbsoluteTarget(configured.target)) return { location: configured.target, status: configured.status, external: true };
        const location = withQuery(publicPathOf(configured.target, site.locale, localePaths), search);
        // A redirect to the page itself would loop: ignored.
        if (location !== `${pathname}${search}`) return { location, status: configured.status, external: false };
      }
      return null;
    },
  };
}

export type NavigationRules = ReturnType<typeof createNavigationRules>;
