/**
 * One HTML document per page route: every GET outside the API and asset prefixes. The shell's index.html gets the
 * head (SEO, preload) and the inlined DocumentState (site, flags, texts, registry, first data), so it boots without
 * round trips and a crawler sees real metadata and status codes.
 */
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  accessDependsOnSession,
  accessRedirect,
  DOCUMENT_STATE_ID,
  FILE_EXTENSION_PATTERN,
  localizePath,
  parseProductPath,
  type DocumentState,
  type RemoteRegistry,
  errorScreenOf,
  NOT_FOUND_CONTENT_ASSETS,
  NOT_FOUND_CONTENT_DATA_KEY,
  type RouteDefinition,
  type SessionKnowledge,
} from '@sf/contracts';
import { BRANDS, routeDataKey, siteInfo, EVERY_PAGE_WIDGETS, textNamespacesOf, SHELL_TEXT_NAMESPACES } from '@sf/remote-contract';
import { VISITOR_COOKIE, type ExperimentAssignments } from '@sf/contracts/experiments';
import { isHelpPath } from '@sf/contracts/feature-flags';
import { publicPathOf } from '@sf/contracts/navigation-rules';
import { CONSENT_COOKIE, parseConsentCookie } from '@sf/contracts/consent-cookie';
import { previewVersionOf } from '@sf/contracts/api';
import type { CmsPage, PreviewBannerState } from '@sf/contracts';
import { shellDist } from '../../paths';
import { crawlerErrorPage, createTemplateLoader, documentFrame, notBuiltPage } from './document-template';
import { documentBody } from './document-stream';
import { renderHead } from './head';
import { jsonForScript } from './html';
import { loadPage } from './page-data';
import { matchRoute, type RouteMatch } from './route-match';
import { createHtmlCache, documentKey, etagOf, preferredEncoding, type CachedDocument, type Lookup, type PageDependency } from './html-cache';
import type { CachedAnswer } from './document-lane';
import { hostnameOf, proxyTrust } from '../../plugins/trust-proxy';
import { SESSION_COOKIE } from '../identity';
import { createPageRenderer } from './page-renderer';
import { createFooterNavigation } from './footer-navigation';
import { createHeaderNavigation } from './header-navigation';
import { LOCALE_COOKIE, resolveSite, type ResolvedSite } from './site-resolver';
import { createNavigationRules, type RuleSite } from './navigation-rules';
import { moneyFormatOf } from './money-format';
import { brandOfHostFor, originHosts } from '../../site-context';
import { isCrawler } from './crawlers';
import { cmsPageOf } from '../content';
import { holdsRole, readOperatorCookie } from '../operators';
import { mayBePreview, visitorPreview } from '../releases/visitor-preview';
import { createWorkerSource } from '../releases/worker-releases';

/** Prefixes owned by APIs and static assets: never a document, an unknown path there is a JSON 404. */
const RESERVED_PREFIXES = ['/api', '/fapi', '/static', '/remotes', '/images', '/healthcheck', '/builds'];
/** A root-level file such as /sw-emea.js or /robots.txt, served from the shell build. */
const ROOT_FILE = /^\/([A-Za-z0-9_-][A-Za-z0-9._-]*)$/;
/** Root files that are service workers (spec §7: /sw-emea.js). */
const SERVICE_WORKER_FILES = new Set(['sw-emea.js']);

const HtmlSchema = z.string().describe('HTML document');
/** Issue 24: the operators' pages under /healthcheck are documents, although the rest of that prefix is JSON. */
const isInternalPage = (pathname: string): boolean => {
  const match = matchRoute(pathname);
  return match.kind === 'route' && match.route.internal === true;
};
const isReserved = (pathname: string) =>
  RESERVED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)) && !isInternalPage(pathname);

type Site = Extract<ResolvedSite, { kind: 'site' }>;

/** What a document is rendered from: the site, the route, the query and whether the visitor has a consent choice. */
interface PageView {
  site: Site;
  match: RouteMatch;
  query: string;
  /** The visitor has a consent choice (cookie): the page without the consent banner, cached apart. */
  consentDecided: boolean;
  /** The request's host, for spec §8's error log lines. */
  host?: string;
  /** A known crawler's user agent: an error page is answered with its status and head only (spec §2). */
  crawler?: boolean;
  /** Issue 24: the visitor's experiment variants (in the document state, so the page renders them on both sides). */
  experiments: ExperimentAssignments;
  /** The same as a cache-key part: anonymous pages are cached per set of variants. */
  experimentsKey: string;
  /** `Sec-GPC: 1` (issue 24): the banner of an undecided visitor says targeting stays off; cached apart. */
  gpc: boolean;
  /** Issue 25: a content editor's preview of an unpublished version, shown instead of the live page (never cached). */
  previewPage?: CmsPage;
  /** Issue 26: a pull request's preview this visitor opened: its registry, the banner, never the cache or SSR. */
  preview?: PreviewBannerState;
}

/** A page the cache may answer, with its key's parts: a pure function of host, URL and cookies. */
interface CacheablePage extends PageView {
  dependency: PageDependency;
  documentPart: string;
}

/** The decisions for the last URLs seen, so the lane does not match routes and sort queries on every hit. */
const PAGE_MEMO_ENTRIES = 2000;
const PAGE_MEMO_MAX_URL = 1024;
const NO_COOKIES: Record<string, string | undefined> = {};
/** Global Privacy Control: browsers with it on send `Sec-GPC: 1` on every request. */
const gpcOf = (headers: IncomingMessage['headers']): boolean => headers['sec-gpc'] === '1';

function splitUrl(url: string): { pathname: string; query: string; search: string } {
  const queryStart = url.indexOf('?');
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? '' : url.slice(queryStart + 1);
  return { pathname, query, search: query ? `?${query}` : '' };
}

/**
 * The texts a document inlines: the shell's, the header and footer widgets' (catalogue search box, content-help
 * links and newsletter form) and the route's page module's. Other modules fetch theirs before they mount.
 */
function firstScreenNamespaces(route: Pick<RouteDefinition, 'remote' | 'module'> | null): string[] {
  const modules: Array<Pick<RouteDefinition, 'remote' | 'module'>> = [...EVERY_PAGE_WIDGETS, ...(route ? [route] : [])];
  return [...SHELL_TEXT_NAMESPACES, ...modules.flatMap((part) => textNamespacesOf(part.remote, part.module))];
}

/** What a cached page shows, so the cache knows which changes make it stale. */
function pageDependency(path: string, match: RouteMatch): PageDependency {
  const product = parseProductPath(path);
  if (product) return { kind: 'product', productId: product.productId };
  // Issue 25: a product's reviews page shows what its product page does (rating changes move that epoch).
  if (match.kind === 'route' && match.route.name === 'reviews-productId') return { kind: 'product', productId: path.split('/')[2]?.toUpperCase() ?? '' };
  if (match.kind === 'route' && (match.route.pageType === 'Content' || match.route.pageType === 'Cart')) return { kind: 'content' };
  return { kind: 'listing' };
}

async function sessionKnowledge(app: FastifyInstance, request: FastifyRequest, path: string): Promise<SessionKnowledge> {
  if (!accessDependsOnSession(path)) return 'unknown';
  try {
    return (await app.currentCustomer(request)) ? 'registered' : 'guest';
  } catch (error) {
    request.log.warn({ err: error }, 'edge: the session could not be read for an access rule');
    return 'unknown';
  }
}

export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { brandOrigins, DEFAULT_BRAND, DEFAULT_LOCALE, LOCALE_PREFIX_STRATEGY, environment } = app.config;
  const localePaths = { strategy: LOCALE_PREFIX_STRATEGY, defaultLocale: DEFAULT_LOCALE };
  // Issue 24: a configured brand origin's host names its brand; links are built on the brand's origin, never on Host.
  const siteConfig = { ...localePaths, defaultBrand: DEFAULT_BRAND, originHosts: originHosts(brandOrigins) };
  const brandOfHost = brandOfHostFor(app.config);
  const distDir = shellDist(app.paths);
  const template = createTemplateLoader(distDir, environment === 'production');
  const pageRenderer = createPageRenderer(app, distDir);
  const workerSource = createWorkerSource();
  const previewContext = {
    secret: app.config.APP_SECRET,
    hostSuffix: app.config.PREVIEW_HOST_SUFFIX,
    publicUrl: app.config.PUBLIC_URL,
    state: app.releases.state,
  };
  // Spec §2 rules 3, 4 and 9, before rendering (navigation-rules.ts; the shell asks /fapi/route-rules for the same).
  const navigationRules = createNavigationRules(app, localePaths);
  const footerLinks = createFooterNavigation((site) => app.content.getNavigation(site, 'footer'), app.changes, app.log);
  const headerLinks = createHeaderNavigation(
    {
      categories: async (site) => (await app.catalog.listCategories(site)).categories,
      promo: (site) => app.content.getNavigation(site, 'promo-bar'),
    },
    app.changes,
    app.log,
  );
  // HTML_CACHE=off turns it off (development re-reads builds on every request, so it is off there too).
  const htmlCache =
    app.config.HTML_CACHE && environment !== 'development'
      ? createHtmlCache({ shared: app.config.REDIS_URL ? app.keyValue : null, changes: app.changes, log: app.log })
      : null;
  // Cold remotes take seconds to evaluate on a busy 2-core machine: load them once the server listens.
  app.addHook('onListen', () => {
    void pageRenderer.warm(app.log);
  });

  // A deploy of the shell or of any remote changes the builds, so a shared cache never serves pages that name the
  // previous deploy's scripts. Joined again only when the registry changes (production reads it once).
  let builds: { registry: RemoteRegistry; buildId: string; key: string } | null = null;
  const buildsKey = (): string => {
    const registry = app.remotes.registry();
    const buildId = app.remotes.buildId();
    if (builds?.registry !== registry || builds.buildId !== buildId) {
      builds = { registry, buildId, key: [buildId, ...registry.remotes.map((remote) => remote.buildId)].join('.') };
    }
    return builds.key;
  };

  /** The cache's part of the decision for an anonymous visitor, once the site and route are known. */
  function cacheablePage(view: PageView, search: string): CacheablePage | null {
    const { site, match, query, consentDecided, experimentsKey, gpc } = view;
    if (match.kind !== 'route' || match.route.serverRendered !== true || search.length > 512) return null;
    const dependency = pageDependency(site.path, match);
    // The banner differs with Global Privacy Control; a decided visitor's page has no banner, so GPC does not matter.
    const banner = consentDecided ? 'consent' : gpc ? 'banner-gpc' : 'banner';
    const documentPart = `${documentKey(site.brand, site.locale, site.path, query)}|${banner}|x:${experimentsKey}`;
    return { ...view, dependency, documentPart };
  }

  /** Whether Fastify's router gives this path to the document route (`/*`), not to a route of its own. */
  function routedHere(pathname: string): boolean {
    const found = app.findRoute({ method: 'GET', url: pathname });
    const params = (found?.params ?? {}) as Record<string, string | undefined>;
    return Object.keys(params).length === 1 && params['*'] === pathname.slice(1);
  }

  /**
   * The same decisions as the route below, for a visitor without a session cookie; null wherever the route would do
   * anything but look the page up in the cache (files, redirects, pages whose access rule reads the session).
   */
  function laneDecision(
    hostname: string,
    url: string,
    localeCookie: string | undefined,
    consentDecided: boolean,
    gpc: boolean,
    experiments: Pick<PageView, 'experiments' | 'experimentsKey'>,
  ): CacheablePage | null {
    const { pathname, query, search } = splitUrl(url);
    if (isReserved(pathname) || FILE_EXTENSION_PATTERN.test(pathname) || !routedHere(pathname)) return null;
    const site = resolveSite({ hostname, pathname, search, localeCookie }, siteConfig);
    if (site.kind === 'redirect') return null;
    const match = matchRoute(site.path);
    if (environment === 'production' && match.kind === 'route' && match.route.nonProduction) return null;
    // Issue 25: a CMS preview is answered by the route, never from the cache (production ignores the parameters).
    if (environment !== 'production' && previewVersionOf(new URLSearchParams(query)) !== null) return null;
    if (accessDependsOnSession(site.path) || accessRedirect(site.path, search, 'unknown')) return null;
    return cacheablePage({ site, match, query, consentDecided, gpc, ...experiments }, search);
  }
  const decisions = new Map<string, CacheablePage | null>();
  const memoizedDecision = (
    hostname: string,
    url: string,
    localeCookie: string | undefined,
    consentDecided: boolean,
    gpc: boolean,
    experiments: Pick<PageView, 'experiments' | 'experimentsKey'>,
  ): CacheablePage | null => {
    if (url.length > PAGE_MEMO_MAX_URL) return laneDecision(hostname, url, localeCookie, consentDecided, gpc, experiments);
    // The variants are few (a product of each experiment's variant count), so they multiply the memo's keys little.
    const memoKey = `${hostname}\n${localeCookie ?? ''}\n${consentDecided}\n${gpc}\n${experiments.experimentsKey}\n${url}`;
    const known = decisions.get(memoKey);
    if (known !== undefined) return known;
    const decision = laneDecision(hostname, url, localeCookie, consentDecided, gpc, experiments);
    decisions.set(memoKey, decision);
    if (decisions.size > PAGE_MEMO_ENTRIES) decisions.delete(decisions.keys().next().value ?? '');
    return decision;
  };

  /**
   * A cached page's own headers. Shared caches may keep it; everyone revalidates (stock and prices change), a match
   * answers 304. The cookie decides whether the cache is used at all.
   */
  const cacheHeaders = (document: CachedDocument, state: Lookup['state']): Array<[string, string]> => [
    ['cache-control', 'public, max-age=0, must-revalidate'],
    ['etag', document.etag],
    ['vary', 'Cookie, Accept-Encoding, Sec-GPC'],
    ['x-html-cache', state],
  ];

  /** A cached page's answer through Fastify: headers, 304 or the stored bytes (the lane writes the same itself). */
  function sendCached(request: FastifyRequest, reply: FastifyReply, document: CachedDocument, state: Lookup['state']): FastifyReply {
    if (!htmlCache) throw new Error('the HTML cache is off');
    for (const [name, value] of cacheHeaders(document, state)) reply.header(name, value);
    if (request.headers['if-none-match'] === document.etag) return reply.code(304).send();
    reply.type('text/html; charset=utf-8').code(document.status);
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(document.html);
    // Already compressed (once per instance): the compression plugin leaves an encoded body alone.
    return reply.header('content-encoding', encoding).send(htmlCache.encoded(document, encoding));
  }

  if (htmlCache) {
    // The lane picks the site by host name before Fastify sees the request: under the same proxy trust as Fastify.
    const trust = proxyTrust(app.config.TRUST_PROXY);
    const cache = htmlCache;
    const answerHit = (request: IncomingMessage, response: ServerResponse, page: CacheablePage, lookup: Lookup): boolean => {
      if (lookup.state === 'miss') return false;
      const url = request.url ?? '/';
      if (!writeCached(request, response, lookup.document, lookup.state)) return false;
      if (lookup.state === 'stale') cache.revalidate(lookup.key, () => renderForCache(page, url, app.log));
      return true;
    };
    // Only visitors without a session cookie, only pages already in the cache: everything else goes to Fastify.
    const answer: CachedAnswer = (request, response) => {
      const header = request.headers.cookie;
      const cookies = header ? app.parseCookie(header) : NO_COOKIES;
      if (cookies[SESSION_COOKIE] !== undefined) return false;
      const hostname = hostnameOf(request.headers, request.socket.remoteAddress, trust);
      // Issue 26: a preview visitor's page is never taken from the shared cache.
      if (mayBePreview(hostname, cookies, app.config.PREVIEW_HOST_SUFFIX)) return false;
      const consentDecided = parseConsentCookie(cookies[CONSENT_COOKIE]) !== null;
      // A visitor whose experiment cookie must be set (or deleted) goes to Fastify: a cached answer sets no cookie.
      const experiments = app.experiments.resolve(cookies[VISITOR_COOKIE], cookies[CONSENT_COOKIE], false);
      if (experiments.setCookie !== null) return false;
      const variants = { experiments: experiments.assignments, experimentsKey: experiments.cacheKey };
      const page = memoizedDecision(hostname, request.url ?? '/', cookies[LOCALE_COOKIE], consentDecided, gpcOf(request.headers), variants);
      // A redirect (rules 3, 4, 9) is answered by the route; the redirects table changes, so it is not memoized.
      if (!page || navigationRules.mayRedirect(splitUrl(request.url ?? '/').pathname, page.site)) return false;
      // Issue 24: with helpPages off the route redirects /help home (the flag can change at any time, so not memoised).
      if (isHelpPath(page.site.path) && !app.flags.isOn('helpPages', page.site)) return false;
      if (experiments.visitorId !== null) app.experiments.noteAssignments(experiments.visitorId, experiments.assignments);
      const lookup = cache.lookup(page.dependency, `${buildsKey()}|${page.documentPart}`);
      return lookup instanceof Promise ? lookup.then((found) => answerHit(request, response, page, found)) : answerHit(request, response, page, lookup);
    };
    app.documentLane.install(answer);
  }

  /** The lane's heads per cached document, encoding and state, built once: a hit only looks them up. */
  const laneHeads = new WeakMap<CachedDocument, Map<string, string[]>>();
  const identityBodies = new WeakMap<CachedDocument, Buffer>();

  /**
   * The lane's answer for a cached page, byte for byte what `sendCached` sends through Fastify: helmet's headers,
   * the cache's, then the stored body. False (nothing written) where the route would let the compression plugin pick
   * an encoding other than brotli or gzip.
   */
  function writeCached(request: IncomingMessage, response: ServerResponse, document: CachedDocument, state: Lookup['state']): boolean {
    if (!htmlCache) return false;
    const acceptEncoding = request.headers['accept-encoding'];
    const encoding = preferredEncoding(acceptEncoding);
    if (!encoding && acceptEncoding !== undefined) return false;
    const notModified = request.headers['if-none-match'] === document.etag;
    const headKey = notModified ? `${state}|304` : `${state}|${encoding ?? 'identity'}`;
    let heads = laneHeads.get(document);
    if (!heads) {
      heads = new Map();
      laneHeads.set(document, heads);
    }
    let body: Buffer | null = null;
    if (!notModified) {
      body = encoding ? htmlCache.encoded(document, encoding) : (identityBodies.get(document) ?? Buffer.from(document.html));
      if (!encoding) identityBodies.set(document, body);
    }
    let head = heads.get(headKey);
    if (!head) {
      head = app.documentLane.securityHeaders.flat();
      for (const [name, value] of cacheHeaders(document, state)) head.push(name, value);
      if (body) {
        head.push('content-type', 'text/html; charset=utf-8');
        if (encoding) head.push('content-encoding', encoding);
        head.push('content-length', String(body.length));
      }
      heads.set(headKey, head);
    }
    response.writeHead(notModified ? 304 : document.status, head);
    response.end(body ?? undefined);
    return true;
  }

  async function sendDocument(request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
    const { pathname, query, search } = splitUrl(request.url);
    if (isReserved(pathname)) return reply.callNotFound();
    const siteOf = () => resolveSite({ hostname: request.hostname, pathname, search, localeCookie: request.cookies[LOCALE_COOKIE] }, siteConfig);
    const ruleSiteOf = (site: ResolvedSite): RuleSite =>
      site.kind === 'site' ? site : { brand: brandOfHost(request.hostname), locale: DEFAULT_LOCALE, path: pathname };
    if (FILE_EXTENSION_PATTERN.test(pathname)) {
      // Rule 4: the older platform's pages ended in .html and the like; they are redirected, not looked up as files.
      const legacy = await navigationRules.resolve(pathname, search, ruleSiteOf(siteOf()));
      if (legacy) return reply.header('cache-control', 'no-store').redirect(legacy.location, legacy.status);
      const file = ROOT_FILE.exec(pathname)?.[1];
      if (!file || file === 'index.html') return reply.callNotFound();
      // Issue 26: the EMEA worker controls the whole origin although its file could move; no-cache comes with the shell
      // build's non-hashed files (static-files.ts), so every update check sees a new build at once.
      if (SERVICE_WORKER_FILES.has(file)) {
        // The live releases' entries are precached too: a promote changes the worker, so browsers update it.
        const live = app.releases.state.current();
        const body = await workerSource(path.join(distDir, file), live.generation, () => live.live.values()).catch(() => null);
        if (body === null) return reply.callNotFound();
        return reply.header('service-worker-allowed', '/').header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(body);
      }
      return reply.sendFile(file, distDir);
    }

    const site = siteOf();
    // Rules 3, 4 and 9 first: a legacy or redirected address under the 'prefix' strategy is not sent to a
    // prefixed copy of itself (the default locale stands in for the missing prefix).
    const navigation = await navigationRules.resolve(pathname, search, ruleSiteOf(site));
    if (navigation) return reply.header('cache-control', 'no-store').redirect(navigation.location, navigation.status);
    if (site.kind === 'redirect') return reply.header('cache-control', 'no-store').redirect(site.location, 302);

    const match = matchRoute(site.path);
    // Spec §2: lower-environment pages (e.g. /lower-envs, the outbox list) send production visitors home.
    if (environment === 'production' && match.kind === 'route' && match.route.nonProduction) {
      return reply.header('cache-control', 'no-store').redirect(localizePath('/', site.locale, localePaths), 302);
    }
    // Spec §2/§6 (contracts access-rules, also applied by the shell's router): sign-in required for /account/*,
    // signed-in shoppers skip /sign-in and /order-status, token pages need their token. The session is looked up
    // only for the paths whose rule depends on it; if it cannot be read the page is served and the shell decides.
    const access = accessRedirect(site.path, search, await sessionKnowledge(app, request, site.path));
    if (access) return reply.header('cache-control', 'no-store').redirect(localizePath(access, site.locale, localePaths), 302);
    // Issue 24: the help area is off: its pages send visitors home (the shell does the same on a route change).
    if (isHelpPath(site.path) && !app.flags.isOn('helpPages', site)) {
      return reply.header('cache-control', 'no-store').redirect(localizePath('/', site.locale, localePaths), 302);
    }
    // Issue 24: the variants come from the visitor cookie, which survives sign-in and sign-out (a signed-in page is
    // never cached, but shows the same variants). A visitor who needs a new cookie gets it with this page, which is
    // then not taken from or kept in the shared cache (a response that sets a cookie is not public).
    const experiments = app.experiments.resolve(request.cookies[VISITOR_COOKIE], request.cookies[CONSENT_COOKIE], request.protocol === 'https');
    if (experiments.setCookie !== null) reply.header('set-cookie', experiments.setCookie);
    if (experiments.visitorId !== null) app.experiments.noteAssignments(experiments.visitorId, experiments.assignments);
    const view: PageView = {
      site,
      match,
      query,
      consentDecided: parseConsentCookie(request.cookies[CONSENT_COOKIE]) !== null,
      host: request.hostname,
      crawler: isCrawler(request.headers['user-agent']),
      gpc: gpcOf(request.headers),
      experiments: experiments.assignments,
      experimentsKey: experiments.cacheKey,
    };
    // Issue 25: `?cms=<version id>&preview=1` outside production: the version for a content editor, the live page for
    // anyone else; either way never from or into the cache. Production ignores the parameters.
    const previewId = environment !== 'production' ? previewVersionOf(new URLSearchParams(query)) : null;
    if (previewId !== null) {
      const previewPage = await previewFor(request, previewId, site);
      if (previewPage) reply.header('x-cms-preview', previewId).header('x-robots-tag', 'noindex');
      return sendStreamed(request, reply, await planDocument(previewPage ? { ...view, previewPage } : view, request.url, request.log), null);
    }
    // Issue 26: a pull request's preview, for this visitor only: rendered in the browser with the preview's remotes
    // (the server's renderer holds production's), never from or into the shared cache, never indexed.
    const preview = visitorPreview(previewContext, request.hostname, request.cookies);
    if (preview) {
      reply.header('x-robots-tag', 'noindex').header('x-preview', preview.name);
      return sendStreamed(request, reply, await planDocument({ ...view, preview }, request.url, request.log), null);
    }
    const page = htmlCache !== null && request.cookies[SESSION_COOKIE] === undefined && experiments.setCookie === null ? cacheablePage(view, search) : null;
    if (!htmlCache || !page) return sendStreamed(request, reply, await planDocument(view, request.url, request.log), null);
    const lookup = await htmlCache.lookup(page.dependency, `${buildsKey()}|${page.documentPart}`);
    if (lookup.state === 'miss') {
      // Streamed to this visitor and kept for the next ones when it is a server-rendered 200.
      return sendStreamed(request, reply, await planDocument(view, request.url, request.log), lookup.key);
    }
    if (lookup.state === 'stale') htmlCache.revalidate(lookup.key, () => renderForCache(view, request.url, app.log));
    return sendCached(request, reply, lookup.document, lookup.state);
  }
  app.get('/*', {
    schema: { hide: true, params: z.object({ '*': z.string() }), response: { 200: HtmlSchema, 404: HtmlSchema, '4xx': HtmlSchema, '5xx': HtmlSchema } },
    // The reply is sent inside (streamed or from the cache); returning it tells Fastify so.
    handler: (request, reply) => sendDocument(request, reply) as Promise<void>,
  });

  /** The version a content editor previews on this page's path; null for anyone else or another page's version. */
  async function previewFor(request: FastifyRequest, versionId: string, site: Site): Promise<CmsPage | null> {
    const operator = await app.operators.session(readOperatorCookie(request));
    if (!operator || !holdsRole(operator.roles, 'content-editor')) return null;
    const version = await app.contentEditor.version(versionId);
    if (!version || version.slug !== site.path.replace(/^\/+|\/+$/g, '')) return null;
    return cmsPageOf(site, version);
  }

  /** The not-found page's top CMS asset; null when there is none or the content store does not answer (optional). */
  async function notFoundTopContent(context: { brand: Site['brand']; locale: Site['locale'] }, log: FastifyBaseLogger) {
    try {
      return await app.content.getAsset(context, NOT_FOUND_CONTENT_ASSETS.top);
    } catch (error) {
      log.warn({ err: error }, 'edge: the not-found page content could not be read');
      return null;
    }
  }

  /** A server-rendered 200 page for the cache; null for anything else (errors, a missing build). */
  async function renderForCache(view: PageView, url: string, log: FastifyBaseLogger): Promise<CachedDocument | null> {
    const plan = await planDocument(view, url, log);
    for await (const _chunk of plan.chunks) {
      // Drained: the whole text arrives through `plan.result`.
    }
    const composed = await plan.result;
    return plan.status === 200 && composed.serverRendered ? cachedDocument(composed.html) : null;
  }

  const cachedDocument = (html: string): CachedDocument => ({ status: 200, html, etag: etagOf(html), renderedAt: Date.now() });

  /**
   * Sends a document as it is produced (issue 13: React streaming): the head leaves as soon as the page's data is
   * known, the body when the render is done. `cacheKey`: an anonymous visitor's cache miss, kept once complete
   * when it is a server-rendered 200 (its ETag is known only then, so this first answer carries none).
   */
  function sendStreamed(request: FastifyRequest, reply: FastifyReply, plan: DocumentPlan, cacheKey: string | null): FastifyReply {
    // Pages the server renders are the same for every anonymous visitor; without a server build they are not kept.
    const shared = cacheKey !== null && plan.status === 200 && pageRenderer.available(request.log);
    reply
      .type('text/html; charset=utf-8')
      .code(plan.status)
      .header('cache-control', shared ? 'public, max-age=0, must-revalidate' : 'no-store');
    if (shared) reply.header('vary', 'Cookie, Accept-Encoding, Sec-GPC').header('x-html-cache', 'miss');
    if (shared && htmlCache) {
      const cache = htmlCache;
      void plan.result.then(
        (composed) => {
          if (composed.serverRendered) void cache.store(cacheKey, cachedDocument(composed.html));
        },
        () => undefined,
      );
    }
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    if (encoding && !shared) reply.header('vary', 'Accept-Encoding');
    return reply.send(documentBody(plan.chunks, encoding, (error) => request.log.error({ err: error }, 'edge: a streamed document ended early')));
  }

  /**
   * A page's document: first data, head, inlined state and the server-rendered body. Resolves once the data and the
   * head are known; `chunks` then renders #root (React's stream) and yields the document in order, `result` has the
   * whole text once it is done.
   */
  async function planDocument(
    { site, match, query, consentDecided, host, crawler, experiments, gpc, previewPage, preview }: PageView,
    url: string,
    log: FastifyBaseLogger,
  ): Promise<DocumentPlan> {
    const context = { brand: site.brand, locale: site.locale };
    const content = previewPage ? { ...app.content, getPage: async () => previewPage } : app.content;
    const page = await loadPage(
      { catalog: app.catalog, content, i18n: app.i18n, listings: app.listings, stores: app.stores, geo: app.geo, reviews: app.reviews, help: app.helpCentre },
      context,
      site.path,
      match,
      Object.fromEntries(new URLSearchParams(query)),
    );
    if (page.status !== 200) logPageError(log, { status: page.status, message: page.errorMessage, path: site.path, host, query });
    const flags = app.flags.evaluate(site.locale);
    // Spec §2: the not-found page's top content blocks are rendered with the page (the bottom ones load lazily).
    const notFoundContent =
      page.status !== 200 && errorScreenOf(page.status) === 'notFound' && flags.flags.notFoundContent && !crawler
        ? await notFoundTopContent(context, log)
        : undefined;
    const registry = app.remotes.registry(preview?.name);
    // The footer's links are in every document's HTML (issue 13); a failure leaves the footer to fetch them.
    const [footerNavigation, headerNavigation] = await Promise.all([footerLinks(context), headerLinks(context)]);
    const state: DocumentState = {
      site: siteInfo(site.brand, site.locale, DEFAULT_LOCALE, LOCALE_PREFIX_STRATEGY),
      status: page.status,
      errorMessage: page.errorMessage,
      registry,
      flags: app.flags.forSite(site),
      i18n: app.i18n.payload(site.locale, site.brand, firstScreenNamespaces(page.route)),
      initialData:
        notFoundContent !== undefined
          ? { key: NOT_FOUND_CONTENT_DATA_KEY, data: notFoundContent }
          : page.data === null
            ? null
            : { key: routeDataKey({ path: site.path, query: Object.fromEntries(new URLSearchParams(query)) }), data: page.data },
      buildId: app.remotes.buildId(preview?.name),
      environment,
      footerNavigation,
      headerNavigation,
      consentDecided,
      gpc,
      moneyFormat: moneyFormatOf(site.locale),
      experiments,
      ...(preview ? { preview } : {}),
    };
    const head = renderHead({
      meta: page.meta,
      status: page.status,
      brand: site.brand,
      brandName: BRANDS[site.brand].name,
      // Rule 3: the canonical URL of an aliased page is its local form (/de-de/hilfe), the address links print.
      pageUrl: (path) => `${brandOrigins[site.brand]}${publicPathOf(path, site.locale, localePaths)}`,
      assetUrl: (path) => `${brandOrigins[site.brand]}${path}`,
      alternateLinks: page.meta.canonicalPath ? app.i18n.alternateLinks(page.meta.canonicalPath, site.brand) : [],
      noindex: match.kind === 'route' && (match.route.internal === true || match.route.nonProduction === true),
      manifestUrl: page.status === 200 && page.route ? (registry.remotes.find((remote) => remote.name === page.route?.remote)?.manifestUrl ?? null) : null,
    });

    const lang = state.site.tag;
    if (crawler && page.status !== 200) return wholeDocument(page.status, crawlerErrorPage({ lang, head }));
    const html = await template.load();
    if (html === null) return wholeDocument(503, notBuiltPage({ lang, head }));
    const frame = documentFrame(html, { lang, brand: site.brand, head });
    let settle: (result: { html: string; serverRendered: boolean }) => void = () => undefined;
    let fail: (error: unknown) => void = () => undefined;
    const result = new Promise<{ html: string; serverRendered: boolean }>((resolve, reject) => {
      settle = resolve;
      fail = reject;
    });
    // Whoever streams the document reports its failure; an unawaited `result` must not also crash the process.
    result.catch(() => undefined);
    async function* chunks(): AsyncGenerator<string> {
      let whole = frame.before;
      try {
        yield frame.before;
        // Issue 13: the shell and the route's page rendered on the server; the browser hydrates them.
        const rendered = frame.hasRoot && !preview ? await pageRenderer.renderStream({ ...state, serverRendered: true }, url, log) : null;
        for await (const chunk of rendered?.html ?? []) {
          whole += chunk;
          yield chunk;
        }
        state.serverRendered = rendered !== null;
        const after = frame.after(`<script id="${DOCUMENT_STATE_ID}" type="application/json">${jsonForScript(state)}</script>`);
        whole += after;
        yield after;
        settle({ html: whole, serverRendered: state.serverRendered });
      } catch (error) {
        fail(error);
        throw error;
      }
    }
    return { status: page.status, chunks: chunks(), result };
  }
};

/**
 * Spec §8's log lines for a page that is not a 200: "Application Error: <status>" with path, host and query, and the
 * route's own 404 line: "Page Not Found: <path>" (failed route validation) is fatal, "Page not found: <path>"
 * (nothing matched or nothing found) is not.
 */
export function logPageError(
  log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>,
  { status, message, path, host, query }: { status: number; message: string | null; path: string; host: string | undefined; query: string },
): void {
  const details = { status, path, host: host ?? null, query: Object.fromEntries(new URLSearchParams(query)) };
  const line = `Application Error: ${status || 'unknown status code'}`;
  if (status >= 500 || !status) log.error(details, line);
  else log.warn(details, line);
  if (message?.startsWith('Page Not Found: ')) log.error({ ...details, fatal: true }, message);
  else if (message?.startsWith('Page not found: ')) log.info({ ...details, fatal: false }, message);
}

/** A document on its way out: its status, its text in order, and the whole text once it is done. */
interface DocumentPlan {
  status: number;
  chunks: AsyncIterable<string>;
  result: Promise<{ html: string; serverRendered: boolean }>;
}

async function* once(text: string): AsyncGenerator<string> {
  yield text;
}

function wholeDocument(status: number, html: string): DocumentPlan {
  return { status, chunks: once(html), result: Promise.resolve({ html, serverRendered: false }) };
}
