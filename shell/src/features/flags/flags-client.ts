import { $flags, $session, $site, type FeatureFlags, type LocaleCode, type SessionState } from '@sf/contracts';
import { shellApi } from '../api/shell-api';

/** Spec §4: flags refresh after each route change; on failure the existing state stays (spec §8 log line). */
export async function refreshFlags(locale: LocaleCode): Promise<void> {
  try {
    const brand = $site.get()?.brand;
    $flags.set(await shellApi.get<FeatureFlags>('/fapi/featureFlags', { headers: { locale, ...(brand ? { brand } : {}) } }));
  } catch (error) {
    console.warn('Failed to retrieve feature flags, using state', error);
  }
}

/** What the flag context's consumer is made of (spec §3): a change re-identifies the visitor. */
const identity = (session: SessionState) => `${session.status}|${session.email ?? ''}|${session.isLoyaltyMember}|${session.isEmployee}`;

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
