/**
 * The flag client's first-load facade (issue 24): route changes, re-identification and the start after mount call
 * these; the runtime (requests, status poll, membership cache, the stream's EventSource) loads on first use, so the
 * flag client adds next to nothing to any page's first-load JavaScript. The document's inlined flags are in $flags
 * until then.
 */
import { $session, $site, type LocaleCode } from '@sf/remote-contract';
import { identity } from './flags-identity';

type FlagsRuntime = typeof import('./flags-runtime');
let runtime: Promise<FlagsRuntime> | null = null;
/** Once loaded, calls go straight through: the visitor and site are read when asked, not a microtask later. */
let loaded: FlagsRuntime | null = null;
const loadRuntime = (): Promise<FlagsRuntime> => {
  runtime ??= import(/* webpackChunkName: "flags-runtime" */ './flags-runtime').then(
    (module) => (loaded = module),
    (error: unknown) => {
      runtime = null;
      throw error;
    },
  );
  return runtime;
};
const failed = (error: unknown) => console.warn('Failed to retrieve feature flags, using state', error);

/** Spec §4: flags refresh after each route change; on failure the existing state stays (spec §8 log line). */
export function refreshFlags(locale: LocaleCode): Promise<void> {
  if (loaded) return loaded.refreshFlags(locale);
  return loadRuntime().then((module) => module.refreshFlags(locale), failed);
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

/** Spec §4: the flag client starts after mount (status poll and stream). */
export function startFlagClient(locale: () => LocaleCode | null): void {
  loadRuntime().then((module) => void module.startFlagClient(locale), failed);
}
