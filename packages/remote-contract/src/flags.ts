/**
 * The feature flags the shell puts in `$flags` (spec §3 "Feature flags object" plus the storefront's local flags).
 * Plain types here, so the contract needs no schema library; the API's zod schema in @sf/contracts is checked to
 * infer exactly these types (its type test), so the two cannot drift.
 */
export interface FlagContext {
  brand: { name: string; locale: string; key: string };
  env: { target: string; deployContext?: string | undefined };
  user: { key: string; brand: string; locale: string; target: string; passthrough?: string | undefined };
  consumer: { key: string; consumerType: 'registered' | 'employee'; isLoyaltyMember: boolean } | null;
  employee?: boolean | undefined;
}

export interface FeatureFlags {
  flags: {
    liveChat: boolean;
    helpPages: boolean;
    backToTop: boolean;
    notFoundContent: boolean;
    autoPromoCodes: boolean;
    legacyUrls: boolean;
    keepDialogsOnNavigation: boolean;
  };
  useLdClientSdk: boolean;
  allowLdExperiments: boolean;
  allowEdgeWorkerExperiments: boolean;
  allowForterSessionToken: boolean;
  enableHumanBotDefenderChallenges: boolean;
  enableClientIngest: boolean;
  tagManager: { onetrustId: string | null };
  dynatraceUrl: string | null;
  optimizely: { enabled: boolean; async: boolean };
  /** The context the flags were evaluated for (`GET /fapi/featureFlags`; absent in the document's inlined flags). */
  context?: FlagContext | undefined;
}

/** The experiments a visitor is enrolled in, by key: the variant key. An experiment not listed shows its control. */
export type ExperimentAssignments = Readonly<Record<string, string>>;
