import { $flags, type FeatureFlags, type LocaleCode } from '@sf/contracts';
import { shellApi } from '../api/shell-api';

/** Spec §4: flags refresh after each route change; on failure the existing state stays (spec §8 log line). */
export async function refreshFlags(locale: LocaleCode): Promise<void> {
  try {
    $flags.set(await shellApi.get<FeatureFlags>('/fapi/featureFlags', { headers: { locale } }));
  } catch (error) {
    console.warn('Failed to retrieve feature flags, using state', error);
  }
}
