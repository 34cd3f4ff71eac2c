/**
 * The anonymous HTML cache (issue 13). A server-rendered public page is the same for every visitor (personal parts
 * render in the browser), so its document is kept, keyed by brand, locale, path and the query parameters that change
 * the page, and served again until something it shows changes.
 *
 * Invalidation is by epochs, not by deleting keys: each document depends on epochs (everything; every listing; its
 * product), which are part of its key. A change from the change feed (a sale, restock, price or CMS change, published
 * after its transaction commits, on every instance through Redis) bumps the epochs it touches, so the next request
 * builds a new key and misses. Old entries are never read again and expire by TTL. Entries and epochs live in the
 * key-value store when it is Redis (shared by every instance) and in a bounded in-process LRU otherwise.
 *
 * Fresh for FRESH_MS; after that, until the TTL, stale-while-revalidate: the stale page is served at once and one
 * background render per key and instance replaces it.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import type { KeyValueStore } from '../../db/key-value';
import type { CatalogChange, ChangeFeed } from '../../plugins/change-feed';

export const FRESH_MS = 60_000;
const TTL_SECONDS = 600;
const EPOCH_TTL_SECONDS = 7 * 24 * 3600;
/** The in-process store's bound: about 100 documents of ~300 KB. */
const MEMORY_MAX_BYTES = 32 * 1024 * 1024;
/** Query parameters that never change a page (campaign tracking): left out of the key. */
const IGNORED_QUERY = /^(utm_[a-z]+|gclid|fbclid|msclkid|_ga)$/;

export interface CachedDocument {
  status: number;
  html: string;
  etag: string;
  renderedAt: number;
}

/** What a page shows, for invalidation: every page depends on 'all'; listings and product pages on more. */
export type PageDependency = { kind: 'listing' } | { kind: 'product'; productId: string } | { kind: 'content' };

/**
 * Entries and epochs. The in-process store answers synchronously, so a cache hit costs no promise; Redis answers
 * with promises. A store that is down throws (or rejects).
 */
interface DocumentStore {
  /** The epochs' current values, in order ('0' for one never moved). */
  epochs(keys: string[]): string[] | Promise<string[]>;
  get(key: string): CachedDocument | null | Promise<CachedDocument | null>;
  set(key: string, document: CachedDocument, ttlSeconds: number): void | Promise<void>;
  /** Moves an epoch on (any new value will do: it only has to differ from the last). */
  bump(key: string): void | Promise<void>;
}

/**
 * The default store when there is no Redis: documents in an LRU bounded by bytes, epochs in a map of their own (a
 * few bytes per product that ever changed), so evicting documents can never move an epoch back to a value an older
 * document was stored under.
 */
function memoryStore(maxBytes: number): DocumentStore {
  const entries = new Map<string, { document: CachedDocument; expiresAt: number; usedAt: number }>();
  const epochs = new Map<string, number>();
  let bytes = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.document.html.length;
    entries.delete(key);
  };
  return {
    epochs: (keys) => keys.map((key) => String(epochs.get(key) ?? 0)),
    get(key) {
      const entry = entries.get(key);
      if (!entry) return null;
      const now = Date.now();
      if (entry.expiresAt <= now) {
        drop(key);
        return null;
      }
      // Moved to the young end at most once a second: a hot page is read thousands of times a second.
      if (now - entry.usedAt > 1000) {
        entry.usedAt = now;
        entries.delete(key);
        entries.set(key, entry);
      }
      return entry.document;
    },
    set(key, document, ttlSeconds) {
      drop(key);
      const now = Date.now();
      entries.set(key, { document, expiresAt: now + ttlSeconds * 1000, usedAt: now });
      bytes += document.html.length;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
    },
    bump(key) {
      epochs.set(key, (epochs.get(key) ?? 0) + 1);
    },
  };
}

/** The shared store (Redis): JSON entries; a document parsed before is reused while it is fresh. */
function keyValueStore(store: KeyValueStore): DocumentStore {
  // Parsing ~110 KB of JSON per request would cost as much as serving it. The epochs are still read from Redis on
  // every request (they are part of the key), so another instance's invalidation is never missed.
  const parsed = new Map<string, CachedDocument>();
  const remember = (key: string, document: CachedDocument) => {
    parsed.delete(key);
    parsed.set(key, document);
    for (const oldest of parsed.keys()) {
      if (parsed.size <= 100) break;
      parsed.delete(oldest);
    }
  };
  return {
    epochs: (keys) => Promise.all(keys.map(async (key) => (await store.get(key)) ?? '0')),
    async get(key) {
      const known = parsed.get(key);
      if (known && Date.now() - known.renderedAt < FRESH_MS) return known;
      const raw = await store.get(key);
      if (!raw) return null;
      const document = JSON.parse(raw) as CachedDocument;
      remember(key, document);
      return document;
    },
    async set(key, document, ttlSeconds) {
      remember(key, document);
      await store.set(key, JSON.stringify(document), ttlSeconds);
    },
    bump: async (key) => void (await store.hit(key, EPOCH_TTL_SECONDS)),
  };
}

const EPOCH_ALL = 'html:epoch:all';
const EPOCH_LISTINGS = 'html:epoch:listings';
const productEpoch = (productId: string) => `html:epoch:p:${productId}`;

function epochKeys(dependency: PageDependency): string[] {
  if (dependency.kind === 'listing') return [EPOCH_ALL, EPOCH_LISTINGS];
  if (dependency.kind === 'product') return [EPOCH_ALL, productEpoch(dependency.productId)];
  return [EPOCH_ALL];
}

/** The epochs a change moves: stock, prices and ratings show on listings and on the products' pages; the rest everywhere. */
export function epochsMovedBy(change: CatalogChange): string[] {
  // Issue 26: a preview is never in the shared cache, so creating or ending one keeps every cached page.
  if (change.kind === 'previews') return [];
  if ((change.kind === 'stock' || change.kind === 'price' || change.kind === 'rating') && change.productIds?.length) {
    return [EPOCH_LISTINGS, ...change.productIds.map(productEpoch)];
  }
  return [EPOCH_ALL];
}

/** The part of the key after the epochs: brand, locale, path and the sorted query that changes the page. */
export function documentKey(brand: string, locale: string, path: string, query: string): string {
  const params = [...new URLSearchParams(query)].filter(([name]) => !IGNORED_QUERY.test(name)).sort(([a], [b]) => a.localeCompare(b));
  return `${brand}|${locale}|${path}?${new URLSearchParams(params).toString()}`;
}

export const etagOf = (html: string): string => `"${createHash('sha1').update(html).digest('base64url')}"`;

export interface HtmlCacheOptions {
  /** The shared key-value store when it is Redis; null keeps the cache in this process. */
  shared: KeyValueStore | null;
  changes: ChangeFeed;
  log: FastifyBaseLogger;
}

export type ContentEncoding = 'br' | 'gzip';

/** The best encoding the client accepts that we keep compressed, or null for the plain text. */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/**
 * A cached page is compressed once per instance and encoding, not per request (compressing ~110 KB of HTML costs
 * milliseconds, which would make a cache hit as slow as a render). Keyed by ETag, bounded.
 */
function createEncodedBodies(maxEntries: number) {
  const bodies = new Map<string, Partial<Record<ContentEncoding, Buffer>>>();
  return (document: CachedDocument, encoding: ContentEncoding): Buffer => {
    let byEncoding = bodies.get(document.etag);
    const known = byEncoding?.[encoding];
    if (known) return known;
    const body =
      encoding === 'br'
        ? brotliCompressSync(document.html, {
            params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: document.html.length },
          })
        : gzipSync(document.html, { level: 9 });
    if (!byEncoding) {
      byEncoding = {};
      bodies.set(document.etag, byEncoding);
      for (const oldest of bodies.keys()) {
        if (bodies.size <= maxEntries) break;
        bodies.delete(oldest);
      }
    }
    byEncoding[encoding] = body;
    return body;
  };
}

export type Lookup = { state: 'fresh' | 'stale'; document: CachedDocument; key: string } | { state: 'miss'; key: string };

const isPromise = <T>(value: T | Promise<T>): value is Promise<T> => value instanceof Promise;

export function createHtmlCache(options: HtmlCacheOptions) {
  const store = options.shared ? keyValueStore(options.shared) : memoryStore(MEMORY_MAX_BYTES);
  const revalidating = new Set<string>();
  const encoded = createEncodedBodies(200);

  options.changes.subscribe((change) => {
    for (const key of epochsMovedBy(change)) {
      try {
        const moved = store.bump(key);
        if (isPromise(moved)) moved.catch((error: unknown) => options.log.warn({ err: error, key }, 'html cache: an epoch could not be moved'));
      } catch (error) {
        options.log.warn({ err: error, key }, 'html cache: an epoch could not be moved');
      }
    }
  });

  const found = (document: CachedDocument | null, key: string): Lookup =>
    document ? { state: Date.now() - document.renderedAt < FRESH_MS ? 'fresh' : 'stale', document, key } : { state: 'miss', key };
  const failed = (error: unknown): Lookup => {
    options.log.warn({ err: error }, 'html cache: lookup failed, rendering');
    return { state: 'miss', key: '' };
  };
  const withEpochs = (epochs: string[], documentPart: string): Lookup | Promise<Lookup> => {
    const key = `html:v1:${epochs.join('.')}:${documentPart}`;
    const document = store.get(key);
    return isPromise(document) ? document.then((value) => found(value, key), failed) : found(document, key);
  };

  const cache = {
    /** The document's bytes in `encoding`, compressed once. */
    encoded,
    /**
     * A miss, or the document with whether it is still fresh. A store that is down reads as a miss. Synchronous for
     * the in-process store (the document lane answers a hit without a promise), a promise for Redis.
     */
    lookup(dependency: PageDependency, documentPart: string): Lookup | Promise<Lookup> {
      try {
        const epochs = store.epochs(epochKeys(dependency));
        return isPromise(epochs) ? epochs.then((values) => withEpochs(values, documentPart)).catch(failed) : withEpochs(epochs, documentPart);
      } catch (error) {
        return failed(error);
      }
    },
    async store(key: string, document: CachedDocument): Promise<void> {
      if (!key) return;
      try {
        await store.set(key, document, TTL_SECONDS);
      } catch (error) {
        options.log.warn({ err: error }, 'html cache: store failed');
      }
    },
    /** Runs one background refresh per key on this instance; the stale page has already been answered. */
    revalidate(key: string, render: () => Promise<CachedDocument | null>): void {
      if (!key || revalidating.has(key)) return;
      revalidating.add(key);
      render()
        .then((document) => (document ? cache.store(key, document) : undefined))
        .catch((error: unknown) => options.log.warn({ err: error }, 'html cache: background render failed'))
        .finally(() => revalidating.delete(key));
    },
  };
  return cache;
}

export type HtmlCache = ReturnType<typeof createHtmlCache>;
