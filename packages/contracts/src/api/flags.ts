import { z } from 'zod';

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
});
export type FeatureFlags = z.infer<typeof FeatureFlagsSchema>;
