/**
 * Spec §7 "route-rules lookup by path (may return a redirect)": before a client navigation to another path the shell
 * asks the server which redirect a document request for it would get (rules 4 and 9: legacy URLs when the flag is on,
 * the redirects table). Answers are kept per path for the session (the server lets caches keep them 60 s). Spec §9:
 * route resolving waits up to 100 ms; a slower answer lets the navigation go ahead as asked, and a redirect that
 * arrives later replaces that history entry if the shopper is still on it.
 */
import { localizePath, type RouteRuleRedirect, type RouteRules } from '@sf/contracts';
import type { SiteInfo } from '@sf/remote-contract';
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

/** Spec §9: "Route resolving waits up to 100 ms." */
export const ROUTE_RESOLVE_WAIT_MS = 100;

export type RuledTarget = Awaited<ReturnType<typeof ruleTarget>>;

/** How a navigation is carried out: a document load, a router navigation, and where the shopper is now. */
export interface RuleNavigator {
  document(url: string, replace: boolean): void;
  route(to: string, replace: boolean): void;
  currentUrl(): string;
}

/**
 * Navigates to `target` after the route rules, waiting at most `waitMs` for them. Resolves once the navigation (and
 * any late redirect) is done.
 */
export async function navigateWithRules(
  target: string,
  replace: boolean,
  ruled: Promise<RuledTarget>,
  go: RuleNavigator,
  waitMs = ROUTE_RESOLVE_WAIT_MS,
): Promise<void> {
  const apply = (answer: RuledTarget, asReplace: boolean) => {
    if (answer?.kind === 'document') go.document(answer.url, asReplace);
    else go.route(answer?.kind === 'route' ? answer.to : target, asReplace);
  };
  const safe = ruled.catch(() => null);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = Symbol('late');
  const first = await Promise.race([safe, new Promise<typeof late>((resolve) => (timer = setTimeout(() => resolve(late), waitMs)))]);
  clearTimeout(timer);
  if (first !== late) {
    apply(first, replace);
    return;
  }
  go.route(target, replace);
  const arrivedAt = go.currentUrl();
  const answer = await safe;
  // Only a redirect, only while the shopper is still where the slow navigation took them.
  if (answer && go.currentUrl() === arrivedAt) apply(answer, true);
}

let shared: RouteRulesClient | null = null;
/** The page's one client (its answers are kept for the session). */
export const routeRulesClient = (): RouteRulesClient => {
  shared ??= createRouteRulesClient();
  return shared;
};
