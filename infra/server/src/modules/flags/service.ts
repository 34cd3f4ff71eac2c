/**
 * Feature flags: defaults, overridden by env FEATURE_FLAGS, then narrowed per locale. Stands in for a flag SDK until
 * experiments arrive; the response already has the SDK-era shape of spec §3.
 */
import { LOCALES, type LocaleCode } from '@sf/contracts';
import type { FeatureFlags } from '@sf/contracts';
import type { FlagOverrides } from '../../env';

export const DEFAULT_FLAGS: FeatureFlags['flags'] = {
  liveChat: true,
  helpPages: true,
  backToTop: true,
  notFoundContent: true,
  autoPromoCodes: true,
  legacyUrls: false,
  keepDialogsOnNavigation: false,
};

/** Spec §9: Canada locales (fr-ca, en-ca) have no live chat. */
const NO_LIVE_CHAT_COUNTRIES = new Set(['CA']);

export function createFlagsService(overrides: FlagOverrides) {
  const base = { ...DEFAULT_FLAGS, ...overrides };
  return {
    evaluate(locale: LocaleCode): FeatureFlags {
      const flags = { ...base, liveChat: base.liveChat && !NO_LIVE_CHAT_COUNTRIES.has(LOCALES[locale].country) };
      return {
        flags,
        useLdClientSdk: false,
        allowLdExperiments: false,
        allowEdgeWorkerExperiments: false,
        allowForterSessionToken: false,
        enableHumanBotDefenderChallenges: false,
        enableClientIngest: false,
        tagManager: { onetrustId: null },
        dynatraceUrl: null,
        optimizely: { enabled: false, async: true },
      };
    },
  };
}

export type FlagsService = ReturnType<typeof createFlagsService>;
