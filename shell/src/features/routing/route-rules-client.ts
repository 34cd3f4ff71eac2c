/**
 * Spec §7 "route-rules lookup by path (may return a redirect)": before a client navigation to another path the shell
 * asks the server which redirect a document request for it would get (rules 4 and 9: legacy URLs when the flag is on,
 * the redirects table). Answers are kept per path for the session (the server lets caches keep them 60 s); a slow or
 * failed lookup never blocks the shopper: after `timeoutMs` the navigation goes ahead as asked.
 */
import { localizePath, type RouteRuleRedirect, type RouteRules, type SiteInfo } from '@sf/contracts';
import { routerBasename } from './locale-routing';

export interface RouteRulesClient {
  redirectFor(publicPath: string): Promise<RouteRuleRedirect | null>;
}

const isRedirect = (value: unknown): value is RouteRuleRedirect => {
  const candidate = value as Partial<RouteRuleRedirect> | null;
  return typeof candidate?.location === 'string' && (candidate.status === 301 || candidate.status === 302) && typeof candidate.external === 'boolean';
};

export function createRouteRulesClient(options: { fetch?: typeof fetch; timeoutMs?: number; maxEntries?: number } = {}): RouteRulesClient {
  const { timeoutMs = 1_000, maxEntries = 300 } = options;
  const known = new Map<string, RouteRuleRedirect | null>();

  async function lookup(publicPath: string): Promise<RouteRuleRedirect | null> {
    const fetchImpl = options.fetch ?? fetch;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await fetchImpl(`/fapi/route-rules?path=${encodeURIComponent(publicPath)}`, {
        headers: { accept: 'application/json' },
        signal: controller.signal,
      });
      if (!response.ok) return null;
      const body = (await response.json()) as Partial<RouteRules>;
      const redirect = isRedirect(body.redirect) ? body.redirect : null;
      if (known.size >= maxEntries) known.delete(known.keys().next().value as string);
      known.set(publicPath, redirect);
      return redirect;
    } catch {
      // Offline, slow or refused: navigate as asked (the next document request applies the rules anyway).
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    redirectFor(publicPath) {
      return known.has(publicPath) ? Promise.resolve(known.get(publicPath) ?? null) : lookup(publicPath);
    },
  };
}

const pathOf = (url: string): string => url.replace(/[?#].*$/, '');

/** Where a navigation to `to` (locale-free, query carried) ends up after rules 4 and 9; null: as asked. */
export async function ruleTarget(
  to: string,
  site: SiteInfo,
  current: { pathname: string },
  rules: RouteRulesClient,
): Promise<{ kind: 'document'; url: string } | { kind: 'route'; to: string } | null> {
  const config = { strategy: site.prefixStrategy, defaultLocale: site.defaultLocale };
  const publicTarget = localizePath(to, site.locale, config);
  // A new query on the same page (filters, sorting) is not a new address for the rules.
  if (pathOf(publicTarget) === current.pathname) return null;
  const redirect = await rules.redirectFor(publicTarget);
  if (!redirect) return null;
  if (redirect.external) return { kind: 'document', url: redirect.location };
  const base = routerBasename(current.pathname, site);
  // Another site (a legacy URL's locale, a prefix change) is a document load; the same site stays in the router.
  if (routerBasename(redirect.location, site) !== base) return { kind: 'document', url: redirect.location };
  return { kind: 'route', to: base === '/' ? redirect.location : redirect.location.slice(base.length) || '/' };
}

let shared: RouteRulesClient | null = null;
/** The page's one client (its answers are kept for the session). */
export const routeRulesClient = (): RouteRulesClient => {
  shared ??= createRouteRulesClient();
  return shared;
};
