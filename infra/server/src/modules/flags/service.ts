/**
 * Feature flags: defaults, overridden by env FEATURE_FLAGS, then narrowed per locale. Stands in for a flag SDK until
 * experiments arrive; the response already has the SDK-era shape of spec §3.
 */
import { createHash } from 'node:crypto';
import { BRANDS, LOCALES, type BrandKey, type LocaleCode } from '@sf/contracts';
import type { FeatureFlags, FlagContext } from '@sf/contracts';
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

/** The signed-in shopper as the flag context needs them; null for a guest. */
export interface FlagConsumerInput {
  email: string;
  role: 'shopper' | 'employee';
  isLoyaltyMember: boolean;
}

/** Spec §3: the consumer key is derived from the account e-mail; a hash, so the address never reaches a flag vendor. */
export const consumerKey = (email: string): string => createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);

export function flagContext(site: { brand: BrandKey; locale: LocaleCode }, target: string, consumer: FlagConsumerInput | null): FlagContext {
  const key = consumer ? consumerKey(consumer.email) : 'anonymous';
  return {
    brand: { name: BRANDS[site.brand].name, locale: site.locale, key: `${site.brand}_${site.locale}` },
    env: { target },
    user: { key, brand: site.brand, locale: site.locale, target },
    consumer: consumer ? { key, consumerType: consumer.role === 'employee' ? 'employee' : 'registered', isLoyaltyMember: consumer.isLoyaltyMember } : null,
  };
}

export function createFlagsService(overrides: FlagOverrides) {
  const base = { ...DEFAULT_FLAGS, ...overrides };
  return {
    /** `context`: who the flags are for (the API passes it; the document's inlined flags are the same for everyone). */
    evaluate(locale: LocaleCode, context?: FlagContext): FeatureFlags {
      const flags = { ...base, liveChat: base.liveChat && !NO_LIVE_CHAT_COUNTRIES.has(LOCALES[locale].country) };
      return {
        flags,
        useLdClientSdk: false,
        allowLdExperiments: false,
        allowEdgeWorkerExperiments: false,
        allowForterSessionToken: false,
        enableHumanBotDefenderChallenges: false,
        enableClientIngest: true,
        tagManager: { onetrustId: null },
        dynatraceUrl: null,
        optimizely: { enabled: false, async: true },
        ...(context ? { context } : {}),
      };
    },
  };
}

export type FlagsService = ReturnType<typeof createFlagsService>;
