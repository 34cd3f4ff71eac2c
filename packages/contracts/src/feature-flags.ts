/**
 * Feature flag names the server and the shell share (issue 24): the passthrough names (spec §7), the stream and the
 * flag client's constants (spec §9). A subpath of its own (`@sf/contracts/feature-flags`), outside the shared
 * contracts singleton: Module Federation does not tree-shake shared modules, so whatever the root exports weighs on
 * every page's first load, and these constants are needed only where imported. The flag keys and rule attributes are
 * in `@sf/contracts/api`.
 */

/** Spec §7: the page's `ldPassthrough` query becomes this header on /fapi/featureFlags (query on the stream). */
export const FLAG_PASSTHROUGH_QUERY = 'ldPassthrough';
export const FLAG_PASSTHROUGH_HEADER = 'ld-passthrough';
export const FLAG_STREAM_PATH = '/fapi/featureFlags/stream';
/** The server-sent event that carries a visitor's newly evaluated flags. */
export const FLAG_STREAM_EVENT = 'flags';

/** Spec §9 "Flag SDK" constants of the browser's flag client. */
export const FLAG_CLIENT_LIMITS = {
  staleAfterMs: 120_000,
  statusPollMs: 5_000,
  membershipCacheEntries: 1000,
  membershipCacheTtlMs: 5 * 60_000,
} as const;

/** The help area the `helpPages` flag governs: /help and everything under it (locale-free path). */
export const isHelpPath = (path: string): boolean => path === '/help' || path.startsWith('/help/');
