import { $flags, type FeatureFlags, type LocaleCode } from '@sf/contracts';

/** Spec §4: flags refresh after each route change; on failure the existing state stays (spec §8 log line). */
export async function refreshFlags(locale: LocaleCode): Promise<void> {
  try {
    const response = await fetch('/fapi/featureFlags', { headers: { locale, accept: 'application/json' } });
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    $flags.set((await response.json()) as FeatureFlags);
  } catch (error) {
    console.warn('Failed to retrieve feature flags, using state', error);
  }
}
