import { $flags, $session, $site, type FeatureFlags, type LocaleCode, type SessionState } from '@sf/contracts';
import { shellApi } from '../api/shell-api';

/** What the flag context's consumer is made of (spec §3): a change re-identifies the visitor. */
const identity = (session: SessionState) => `${session.status}|${session.email ?? ''}|${session.isLoyaltyMember}|${session.isEmployee}`;

/** Counts the requests, so an older answer never overwrites a newer one (a route change and a sign-in overlap). */
let latestRequest = 0;
/** The request under way: a second ask for the same site and visitor (sign-in, then its redirect) shares it. */
let inFlight: { key: string; done: Promise<void> } | null = null;

/** Spec §4: flags refresh after each route change; on failure the existing state stays (spec §8 log line). */
export function refreshFlags(locale: LocaleCode): Promise<void> {
  const brand = $site.get()?.brand;
  const key = `${locale}|${brand ?? ''}|${identity($session.get())}`;
  if (inFlight?.key === key) return inFlight.done;
  const request = ++latestRequest;
  const done = shellApi
    .get<FeatureFlags>('/fapi/featureFlags', { headers: { locale, ...(brand ? { brand } : {}) } })
    .then(
      (flags) => {
        if (request === latestRequest) $flags.set(flags);
      },
      (error: unknown) => console.warn('Failed to retrieve feature flags, using state', error),
    )
    .finally(() => {
      if (inFlight?.done === done) inFlight = null;
    });
  inFlight = { key, done };
  return done;
}

/**
 * Spec §4: the flag client re-identifies the visitor when the login state or e-mail changes (and when the shopper
 * joins the loyalty programme or an employee session starts: both are in the consumer context). Returns the
 * unsubscribe.
 */
export function refreshFlagsOnIdentityChange(): () => void {
  let last = identity($session.get());
  return $session.listen((session) => {
    const next = identity(session);
    if (next === last) return;
    last = next;
    const site = $site.get();
    if (site) void refreshFlags(site.locale);
  });
}
