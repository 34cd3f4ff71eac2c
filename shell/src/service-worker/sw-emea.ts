/**
 * /sw-emea.js, the EMEA sites' service worker (issue 26, spec §1 and §4). Built by the shell's rspack build (target
 * webworker); workbox-build's injectManifest then writes the precache list of this build into it (shell's first-load
 * files and each remote's entry, scripts/inject-precache.mjs). Never skips waiting by itself: a new version waits
 * until the page's "new version available" prompt asks it to (SKIP_WAITING), then every page reloads.
 */
/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { LOCALES } from '@sf/remote-contract';
import { localeOfPath, offlinePageUrl, requestKind } from './request-kind';
import { handleBasketChange, replayBasketQueue, basketQueueSize } from './offline-basket';
import type { PageMessage, WorkerMessage } from './worker-messages';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string>; __SF_LIVE_RELEASES__?: unknown };

/** The live remote releases' entries, which the server names in front of this file (releases/worker-releases.ts). */
const liveReleases = (): PrecacheEntry[] =>
  Array.isArray(self.__SF_LIVE_RELEASES__)
    ? self.__SF_LIVE_RELEASES__.filter((entry): entry is PrecacheEntry => typeof entry?.url === 'string' && typeof entry.revision === 'string')
    : [];

const DAY = 24 * 60 * 60;
const OFFLINE_CACHE = 'sf-offline-pages';
const EMEA_LOCALES = Object.entries(LOCALES)
  .filter(([, info]) => info.region === 'EMEA')
  .map(([code]) => code);
/** The locale whose offline page an unprefixed path gets; the worker's URL names the site's default (?default=). */
const DEFAULT_LOCALE = new URL(self.location.href).searchParams.get('default') ?? 'uk-en';

const ok = new CacheableResponsePlugin({ statuses: [200] });

// The remotes' entries can be promoted on their own between shell builds: the network first, the precached copy offline.
registerRoute(
  ({ url }) => url.origin === self.location.origin && /^\/remotes\/[^/]+\/(remoteEntry\.js|mf-manifest\.json)$/.test(url.pathname),
  async ({ request }) => {
    try {
      const response = await fetch(request);
      if (response.ok) return response;
    } catch {
      /* offline: the precached copy below */
    }
    return (await matchPrecache(request.url)) ?? Response.error();
  },
);
// This build's shell and remote entries, and the entries of the remote releases promoted since (issue 26).
precacheAndRoute([...self.__WB_MANIFEST, ...liveReleases()]);
cleanupOutdatedCaches();

const pages = new NetworkFirst({
  cacheName: 'sf-pages',
  networkTimeoutSeconds: 6,
  plugins: [ok, new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 7 * DAY })],
});
const privatePages = new NetworkOnly();

async function offlinePage(url: URL): Promise<Response> {
  const locale = localeOfPath(url.pathname) ?? DEFAULT_LOCALE;
  const cache = await caches.open(OFFLINE_CACHE);
  return (await cache.match(offlinePageUrl(locale))) ?? (await cache.match(offlinePageUrl(DEFAULT_LOCALE))) ?? Response.error();
}

const kindIs =
  (...kinds: ReturnType<typeof requestKind>[]) =>
  ({ url, request }: { url: URL; request: Request }) =>
    url.origin === self.location.origin && kinds.includes(requestKind(url, request.method, request.mode, request.destination));

registerRoute(kindIs('page'), async (options) => pages.handle(options).catch(() => offlinePage(options.url)));
registerRoute(kindIs('private-page'), async (options) => privatePages.handle(options).catch(() => offlinePage(options.url)));
registerRoute(
  kindIs('image'),
  new CacheFirst({
    cacheName: 'sf-images',
    plugins: [new CacheableResponsePlugin({ statuses: [0, 200] }), new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
  }),
);
// Content-hashed chunks not in the precache (pages' own chunks): immutable, so the first copy is good for ever.
registerRoute(kindIs('static'), new CacheFirst({ cacheName: 'sf-static', plugins: [ok, new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true })] }));
registerRoute(
  kindIs('catalogue-api'),
  new StaleWhileRevalidate({ cacheName: 'sf-catalogue-api', plugins: [ok, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: DAY })] }),
);
// The basket and favourites: always the network; the last answer is kept only to be read offline.
registerRoute(kindIs('basket-read', 'favourites-read'), new NetworkFirst({ cacheName: 'sf-basket', plugins: [ok] }));
for (const method of ['POST', 'PATCH', 'DELETE'] as const) {
  registerRoute(kindIs('basket-change'), ({ request, url }) => handleBasketChange(self, request, url), method);
}

self.addEventListener('install', (event) => {
  // The offline page of every EMEA site of this brand (the host names the brand), ready before the first offline visit.
  event.waitUntil(caches.open(OFFLINE_CACHE).then((cache) => cache.addAll(EMEA_LOCALES.map(offlinePageUrl))));
});
clientsClaim();

self.addEventListener('message', (event) => {
  const message = event.data as PageMessage | undefined;
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
  else if (message?.type === 'sf-basket-replay') event.waitUntil(replayBasketQueue(self));
  else if (message?.type === 'sf-basket-status') {
    event.waitUntil(basketQueueSize().then((pending) => event.source?.postMessage({ type: 'sf-basket-queue', pending } satisfies WorkerMessage)));
  }
});

// Background Sync where the browser has it: the queue is sent when the connection is back, even with no page open.
self.addEventListener('sync', (event) => {
  const sync = event as Event & { tag: string; waitUntil(promise: Promise<unknown>): void };
  if (sync.tag === 'sf-basket-replay') sync.waitUntil(replayBasketQueue(self));
});
