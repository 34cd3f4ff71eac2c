/**
 * Feature flags shared by the server, the shell and the remotes (issue 24): the declared flag keys, the context
 * attributes a targeting rule can match (spec §3 flag-evaluation context), the passthrough names (spec §7) and the
 * flag client's constants (spec §9). No zod here: this module is in the browser's first-load bundle.
 */

/** Every declared flag, in the order the internal page lists them. Each does what its name says (issue 24). */
export const FLAG_KEYS = ['liveChat', 'helpPages', 'backToTop', 'notFoundContent', 'autoPromoCodes', 'legacyUrls', 'keepDialogsOnNavigation'] as const;
export type FlagKey = (typeof FLAG_KEYS)[number];
export const isFlagKey = (value: string): value is FlagKey => (FLAG_KEYS as readonly string[]).includes(value);

/**
 * The context fields a rule condition names (spec §3): brand, env (with the optional deploy context), user, consumer
 * and the employee marker. Booleans compare as the strings "true" and "false".
 */
export const FLAG_ATTRIBUTES = [
  'brand.name',
  'brand.locale',
  'brand.key',
  'env.target',
  'env.deployContext',
  'user.key',
  'user.brand',
  'user.locale',
  'user.target',
  'consumer.key',
  'consumer.consumerType',
  'consumer.isLoyaltyMember',
  'employee',
] as const;
export type FlagAttribute = (typeof FLAG_ATTRIBUTES)[number];

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
