import { z } from 'zod';

/**
 * Spec §3 flag-evaluation context: the brand site, the environment, the visitor and, when signed in, the consumer.
 * The consumer key is derived from the account e-mail (a hash: the address itself never reaches a flag vendor).
 */
export const FlagContextSchema = z.object({
  brand: z.object({ name: z.string(), locale: z.string(), key: z.string().describe('brand_locale, e.g. northbound_uk-en') }),
  env: z.object({ target: z.string() }),
  user: z.object({ key: z.string(), brand: z.string(), locale: z.string(), target: z.string() }),
  consumer: z
    .object({
      key: z.string(),
      consumerType: z.enum(['registered', 'employee']),
      isLoyaltyMember: z.boolean(),
    })
    .nullable(),
});
export type FlagContext = z.infer<typeof FlagContextSchema>;

/** Spec §3 "Feature flags object", plus the storefront's own local flags. */
export const FeatureFlagsSchema = z.object({
  flags: z.object({
    liveChat: z.boolean(),
    helpPages: z.boolean(),
    backToTop: z.boolean(),
    notFoundContent: z.boolean(),
    autoPromoCodes: z.boolean(),
    legacyUrls: z.boolean(),
    keepDialogsOnNavigation: z.boolean(),
  }),
  useLdClientSdk: z.boolean(),
  allowLdExperiments: z.boolean(),
  allowEdgeWorkerExperiments: z.boolean(),
  allowForterSessionToken: z.boolean(),
  enableHumanBotDefenderChallenges: z.boolean(),
  enableClientIngest: z.boolean(),
  tagManager: z.object({ onetrustId: z.string().nullable() }),
  dynatraceUrl: z.string().nullable(),
  optimizely: z.object({ enabled: z.boolean(), async: z.boolean() }),
  /** The context the flags were evaluated for (`GET /fapi/featureFlags`; absent in the document's inlined flags). */
  context: FlagContextSchema.optional(),
});
export type FeatureFlags = z.infer<typeof FeatureFlagsSchema>;
