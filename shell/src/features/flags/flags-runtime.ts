import { $flags, $session, $site, type FeatureFlags, type LocaleCode } from '@sf/remote-contract';
import { FLAG_CLIENT_LIMITS, FLAG_PASSTHROUGH_HEADER, FLAG_PASSTHROUGH_QUERY } from '@sf/contracts/feature-flags';
import { shellTypedApi } from '../api/shell-api';
import { openFlagStream } from './flag-stream';
import { createMembershipCache } from './membership-cache';

/**
 * The flag client's runtime (issue 24, spec §4/§9), loaded after mount with the stream (flags-client.ts is the
 * first-load facade): requests, the stale clock and status poll, the membership cache and the passthrough.
 */
import { identity } from './flags-identity';

/** Counts the requests, so an older answer never overwrites a newer one (a route change and a sign-in overlap). */
let latestRequest = 0;
/** The request under way: a second ask for the same site and visitor (sign-in, then its redirect) shares it. */
let inFlight: { key: string; done: Promise<void> } | null = null;
/** When the flags were last confirmed by the server (an answer or a streamed event): spec §9 stale-after. */
let lastUpdated = 0;
/** Spec §9: the flags of the last visitors seen (re-identifying to one of them shows its flags at once). */
const membership = createMembershipCache<FeatureFlags>(FLAG_CLIENT_LIMITS.membershipCacheEntries, FLAG_CLIENT_LIMITS.membershipCacheTtlMs);
/** Spec §7: the page's ldPassthrough query, kept for the page's life (route changes drop the query). */
let passthrough: string | null = null;
/** The visitor the flags in $flags were answered for. */
let answeredFor = '';

/** The visitor the flags are for: site and identity (and the passthrough, which changes what the server answers). */
export function flagContextKey(locale: LocaleCode): string {
  return `${locale}|${$site.get()?.brand ?? ''}|${identity($session.get())}|${passthrough ?? ''}`;
}

/** Reads `ldPassthrough` from the current URL (kept when a later URL has none). */
export function flagPassthrough(search: string = typeof window === 'undefined' ? '' : window.location.search): string | null {
  const value = new URLSearchParams(search).get(FLAG_PASSTHROUGH_QUERY);
  if (value) passthrough = value;
  return passthrough;
}

/** Flags from the server (an answer or the stream): newest wins, the cache and the stale clock follow. */
export function applyFlags(flags: FeatureFlags, key: string): void {
  // A streamed change outranks any answer still on its way.
  latestRequest += 1;
  lastUpdated = Date.now();
  answeredFor = key;
  membership.set(key, flags);
  $flags.set(flags);
}

/** Spec §9 stale-after: no answer or streamed change for 120 s. */
export const flagsAreStale = (now = Date.now()): boolean => now - lastUpdated > FLAG_CLIENT_LIMITS.staleAfterMs;

/** Spec §4: flags refresh after each route change; on failure the existing state stays (spec §8 log line). */
export function refreshFlags(locale: LocaleCode): Promise<void> {
  const brand = $site.get()?.brand;
  const pass = flagPassthrough();
  const key = flagContextKey(locale);
  if (inFlight?.key === key) return inFlight.done;
  // Re-identified to a visitor seen in the last 5 minutes: their flags at once, confirmed by the answer.
  const cached = key === answeredFor ? undefined : membership.get(key);
  if (cached) {
    answeredFor = key;
    $flags.set(cached);
  }
  const request = ++latestRequest;
  const done = shellTypedApi
    .get('/fapi/featureFlags', { headers: { locale, ...(brand ? { brand } : {}), ...(pass ? { [FLAG_PASSTHROUGH_HEADER]: pass } : {}) } })
    .then(
      (flags) => {
        if (request !== latestRequest) return;
        applyFlags(flags, key);
      },
      (error: unknown) => console.warn('Failed to retrieve feature flags, using state', error),
    )
    .finally(() => {
      if (inFlight?.done === done) inFlight = null;
    });
  inFlight = { key, done };
  return done;
}

/** Spec §4/§9, after mount: the status poll (every 5 s: stale flags are fetched again) and the stream. Returns the stop. */
export function startFlagClient(locale: () => LocaleCode | null): () => void {
  if (lastUpdated === 0) lastUpdated = Date.now();
  const poll = setInterval(() => {
    const current = locale();
    if (current && flagsAreStale()) void refreshFlags(current);
  }, FLAG_CLIENT_LIMITS.statusPollMs);
  const stopStream = openFlagStream();
  return () => {
    clearInterval(poll);
    stopStream();
  };
}
