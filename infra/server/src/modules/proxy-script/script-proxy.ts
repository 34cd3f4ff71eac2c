/**
 * Spec §7 `/fapi/proxyScript?url=`: serves a third-party script from our origin. Hostile input by design (the URL is
 * the caller's), so every hop is checked the same way: https only, no credentials or odd ports, the host on the
 * configured allow-list, every address it resolves to public (address-policy.ts), and the connection pinned to the
 * address that was checked (a DNS answer that changes between check and connect cannot move it). Redirects are
 * followed by hand and each target checked again. The body is capped in size and time and must be JavaScript.
 */
import http, { type IncomingMessage } from 'node:http';
import { LRUCache } from 'lru-cache';
import https from 'node:https';
import { lookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import { isForbiddenAddress } from './address-policy';

export const PROXY_SCRIPT_TIMEOUT_MS = 5_000;
export const PROXY_SCRIPT_MAX_BYTES = 1024 * 1024;
export const PROXY_SCRIPT_CACHE_MS = 5 * 60_000;
const MAX_REDIRECTS = 3;
const CACHE_ENTRIES = 32;
const MAX_URL_LENGTH = 2048;
const SCRIPT_TYPES = new Set(['application/javascript', 'text/javascript', 'application/x-javascript', 'application/ecmascript', 'text/ecmascript']);

/** A refusal or an upstream failure, with the status the caller gets and a message naming the cause. */
export class ProxyScriptError extends Error {
  constructor(
    readonly statusCode: 400 | 403 | 502 | 504,
    message: string,
  ) {
    super(message);
    this.name = 'ProxyScriptError';
  }
}

export interface ProxiedScript {
  body: Buffer;
  /** When this copy stops being served from memory. */
  expiresAt: number;
}

export type Resolver = (hostname: string) => Promise<string[]>;

export interface ScriptProxyOptions {
  /** Host names (`cdn.example.com`) or suffixes (`*.example.com`); empty refuses everything. */
  allowedHosts: readonly string[];
  timeoutMs?: number;
  maxBytes?: number;
  cacheMs?: number;
  /** The system resolver unless a test injects one. */
  resolve?: Resolver;
  now?: () => number;
  /**
   * Tests only: lets plain http through and sends the connection for a checked address elsewhere (a local test
   * server), so tests never reach the internet and the address policy is still applied to what the name resolved to.
   */
  testing?: { allowHttp: boolean; dial: (address: string, port: number) => { address: string; port: number } };
}

const systemResolver: Resolver = async (hostname) => (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

function hostAllowed(hostname: string, allowedHosts: readonly string[]): boolean {
  return allowedHosts.some((entry) => (entry.startsWith('*.') ? hostname.endsWith(entry.slice(1)) && hostname.length > entry.length - 1 : hostname === entry));
}

/** Checks one URL (the first or a redirect's target) before anything is resolved. */
function checkedUrl(raw: string, base: URL | undefined, options: ScriptProxyOptions): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw new ProxyScriptError(400, 'url: not an absolute URL');
  }
  const httpAllowed = options.testing?.allowHttp === true && url.protocol === 'http:';
  if (url.protocol !== 'https:' && !httpAllowed) throw new ProxyScriptError(400, `url: only https is proxied (got ${url.protocol.replace(/:$/, '')})`);
  if (url.username || url.password) throw new ProxyScriptError(400, 'url: credentials are not allowed');
  if (url.port !== '' && !options.testing) throw new ProxyScriptError(400, 'url: only the default https port is proxied');
  const hostname = url.hostname.toLowerCase();
  if (!hostAllowed(hostname, options.allowedHosts)) throw new ProxyScriptError(403, `url: host ${hostname} is not on the proxyScript allow-list`);
  url.hash = '';
  return url;
}

/** Resolves the host and returns the address to connect to, refusing the host if ANY of its addresses is private. */
async function pinnedAddress(hostname: string, resolve: Resolver): Promise<string> {
  let addresses: string[];
  try {
    addresses = await resolve(hostname);
  } catch {
    throw new ProxyScriptError(502, `url: host ${hostname} could not be resolved`);
  }
  if (addresses.length === 0) throw new ProxyScriptError(502, `url: host ${hostname} has no address`);
  if (addresses.some(isForbiddenAddress)) throw new ProxyScriptError(403, `url: host ${hostname} resolves to a private or reserved address`);
  return addresses[0] as string;
}

type Hop = { kind: 'redirect'; location: string } | { kind: 'script'; body: Buffer };

/** One request to a checked, pinned address. The deadline is shared by every hop of one proxy request. */
function requestHop(
  url: URL,
  address: string,
  deadline: AbortSignal,
  options: Required<Pick<ScriptProxyOptions, 'maxBytes'>> & ScriptProxyOptions,
): Promise<Hop> {
  const secure = url.protocol === 'https:';
  const defaultPort = secure ? 443 : 80;
  const target = options.testing ? options.testing.dial(address, Number(url.port || defaultPort)) : { address, port: defaultPort };
  const family = target.address.includes(':') ? 6 : 4;
  return new Promise<Hop>((resolve, reject) => {
    const request = (secure ? https : http).request(
      {
        protocol: url.protocol,
        // The name stays the host (Host header, TLS server name and certificate check); the address is the pinned one.
        host: url.hostname,
        servername: url.hostname,
        port: target.port,
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        agent: false,
        signal: deadline,
        headers: { accept: 'application/javascript, text/javascript;q=0.9', 'user-agent': 'storefront-proxy-script/1', 'accept-encoding': 'identity' },
        lookup: (_hostname, lookupOptions, callback) => {
          const entry: LookupAddress = { address: target.address, family };
          if ((lookupOptions as { all?: boolean }).all) (callback as (error: null, addresses: LookupAddress[]) => void)(null, [entry]);
          else callback(null, entry.address, entry.family);
        },
      },
      (response) =>
        void readResponse(response, options.maxBytes).then(resolve, (error: unknown) =>
          reject(error instanceof ProxyScriptError ? error : failure(error, deadline)),
        ),
    );
    request.on('error', (error) => reject(failure(error, deadline)));
    request.end();
  });
}

const failure = (error: unknown, deadline: AbortSignal): ProxyScriptError =>
  deadline.aborted
    ? new ProxyScriptError(504, 'upstream: no answer in time')
    : new ProxyScriptError(502, `upstream: ${error instanceof Error ? error.message : String(error)}`);

async function readResponse(response: IncomingMessage, maxBytes: number): Promise<Hop> {
  const status = response.statusCode ?? 0;
  if (status >= 300 && status < 400 && status !== 304) {
    response.resume();
    const location = response.headers.location;
    if (!location) throw new ProxyScriptError(502, `upstream: redirect ${status} without a location`);
    return { kind: 'redirect', location };
  }
  if (status !== 200) {
    response.resume();
    throw new ProxyScriptError(502, `upstream: answered ${status}`);
  }
  const type = (response.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!SCRIPT_TYPES.has(type)) {
    response.resume();
    throw new ProxyScriptError(502, `upstream: content type ${type || '(none)'} is not JavaScript`);
  }
  if (Number(response.headers['content-length'] ?? 0) > maxBytes) {
    response.destroy();
    throw new ProxyScriptError(502, `upstream: script larger than ${maxBytes} bytes`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response) {
    size += (chunk as Buffer).length;
    // Counted as it arrives: a missing or false Content-Length cannot make us hold more than the cap.
    if (size > maxBytes) {
      response.destroy();
      throw new ProxyScriptError(502, `upstream: script larger than ${maxBytes} bytes`);
    }
    chunks.push(chunk as Buffer);
  }
  return { kind: 'script', body: Buffer.concat(chunks) };
}

export function createScriptProxy(options: ScriptProxyOptions) {
  const settings = { ...options, maxBytes: options.maxBytes ?? PROXY_SCRIPT_MAX_BYTES };
  const timeoutMs = options.timeoutMs ?? PROXY_SCRIPT_TIMEOUT_MS;
  const cacheMs = options.cacheMs ?? PROXY_SCRIPT_CACHE_MS;
  const resolve = options.resolve ?? systemResolver;
  const now = options.now ?? Date.now;
  const cache = new LRUCache<string, ProxiedScript>({ max: CACHE_ENTRIES });
  // Requests for the same script while one is under way share it (a page view of many shoppers at once).
  const inFlight = new Map<string, Promise<ProxiedScript>>();

  async function download(first: URL): Promise<ProxiedScript> {
    const deadline = AbortSignal.timeout(timeoutMs);
    let url = first;
    for (let hop = 0; ; hop++) {
      const address = await pinnedAddress(url.hostname.toLowerCase(), resolve);
      if (deadline.aborted) throw new ProxyScriptError(504, 'upstream: no answer in time');
      const answer = await requestHop(url, address, deadline, settings);
      if (answer.kind === 'script') return { body: answer.body, expiresAt: now() + cacheMs };
      if (hop >= MAX_REDIRECTS) throw new ProxyScriptError(502, `upstream: more than ${MAX_REDIRECTS} redirects`);
      url = checkedUrl(answer.location, url, options);
    }
  }

  return {
    /** The script at `raw`, from memory when fetched within the cache time; throws ProxyScriptError. */
    async fetch(raw: string): Promise<ProxiedScript> {
      if (raw.length > MAX_URL_LENGTH) throw new ProxyScriptError(400, `url: longer than ${MAX_URL_LENGTH} characters`);
      const url = checkedUrl(raw, undefined, options);
      const key = url.href;
      const cached = cache.get(key);
      if (cached && cached.expiresAt > now()) return cached;
      if (cached) cache.delete(key);
      const pending = inFlight.get(key);
      if (pending) return pending;
      const started = download(url)
        .then((script) => {
          cache.set(key, script);
          return script;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, started);
      return started;
    },
  };
}

export type ScriptProxy = ReturnType<typeof createScriptProxy>;
