/**
 * The flag stream (issue 24, spec §4 "streams updates"): an EventSource on /fapi/featureFlags/stream for the current
 * site and visitor. Loaded with the flag runtime after mount (not first-load JavaScript). Opened again when the visitor is
 * re-identified or the site changes; the browser reconnects by itself after a network error.
 */
import { $session, $site, type FeatureFlags } from '@sf/remote-contract';
import { FLAG_STREAM_EVENT, FLAG_STREAM_PATH } from '@sf/contracts/feature-flags';
import { applyFlags, flagContextKey, flagPassthrough } from './flags-runtime';

const isFlags = (value: unknown): value is FeatureFlags =>
  typeof value === 'object' && value !== null && typeof (value as { flags?: unknown }).flags === 'object' && (value as { flags?: unknown }).flags !== null;

export function openFlagStream(): () => void {
  let source: EventSource | null = null;
  let openedFor = '';

  function connect(): void {
    const site = $site.get();
    if (!site || typeof EventSource === 'undefined') return;
    const key = flagContextKey(site.locale);
    if (source && key === openedFor) return;
    source?.close();
    openedFor = key;
    const query = new URLSearchParams({ locale: site.locale, brand: site.brand });
    const pass = flagPassthrough();
    if (pass) query.set('ldPassthrough', pass);
    const opened = new EventSource(`${FLAG_STREAM_PATH}?${query.toString()}`);
    opened.addEventListener(FLAG_STREAM_EVENT, (event) => {
      try {
        const flags: unknown = JSON.parse((event as MessageEvent<string>).data);
        if (isFlags(flags)) applyFlags(flags, key);
      } catch (error) {
        console.warn('Failed to retrieve feature flags, using state', error);
      }
    });
    source = opened;
  }

  connect();
  // Re-identification (login, e-mail, loyalty, employee) and a site change open the stream for the new visitor.
  const stopSession = $session.listen(() => connect());
  const stopSite = $site.listen(() => connect());
  return () => {
    stopSession();
    stopSite();
    source?.close();
    source = null;
  };
}
