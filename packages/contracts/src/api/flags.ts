import { z } from 'zod';
import type { FeatureFlags, FlagContext } from '@sf/remote-contract';

/** Every declared flag, in the order the internal page lists them. Each does what its name says (issue 24). */
export const FLAG_KEYS = ['liveChat', 'helpPages', 'backToTop', 'notFoundContent', 'autoPromoCodes', 'legacyUrls', 'keepDialogsOnNavigation'] as const;
export type FlagKey = (typeof FLAG_KEYS)[number];
export const isFlagKey = (value: string): value is FlagKey => (FLAG_KEYS as readonly string[]).includes(value);

/**
 * The context fields a rule condition names (spec §3): brand, env (with the optional deploy context), user, consumer
 * and the employee marker. Booleans compare as the strings "true" and "false".
 */
export const FLAG_ATTRIBUTES = [
  'brand.name',
  'brand.locale',
  'brand.key',
  'env.target',
  'env.deployContext',
  'user.key',
  'user.brand',
  'user.locale',
  'user.target',
  'consumer.key',
  'consumer.consumerType',
  'consumer.isLoyaltyMember',
  'employee',
] as const;
export type FlagAttribute = (typeof FLAG_ATTRIBUTES)[number];

/**
 * Spec §3 flag-evaluation context: the brand site, the environment, the visitor and, when signed in, the consumer.
 * The consumer key is derived from the account e-mail (a hash: the address itself never reaches a flag vendor).
 */
export const FlagContextSchema = z.object({
  brand: z.object({ name: z.string(), locale: z.string(), key: z.string().describe('brand_locale, e.g. northbound_uk-en') }),
  env: z.object({ target: z.string(), deployContext: z.string().optional().describe('DEPLOY_CONTEXT, e.g. deploy-preview') }),
  user: z.object({
    key: z.string(),
    brand: z.string(),
    locale: z.string(),
    target: z.string(),
    passthrough: z.string().optional().describe('The ld-passthrough header, honoured outside production only'),
  }),
  consumer: z
    .object({
      key: z.string(),
      consumerType: z.enum(['registered', 'employee']),
      isLoyaltyMember: z.boolean(),
    })
    .nullable(),
  /** A signed-in employee (issue 24: rules may target employees apart from the consumer type). */
  employee: z.boolean().optional(),
});
/** The remote contract's plain type (the atom `$flags` holds it); the type test below keeps the two equal. */
export type { FlagContext } from '@sf/remote-contract';

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
export type { FeatureFlags } from '@sf/remote-contract';

// The schema infers exactly the contract's types: a field added to one and not the other fails the typecheck.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const flagsMatchContract: Same<z.infer<typeof FeatureFlagsSchema>, FeatureFlags> = true;
const contextMatchesContract: Same<z.infer<typeof FlagContextSchema>, FlagContext> = true;
void flagsMatchContract;
void contextMatchesContract;

/** One condition of a targeting rule: the context attribute is (not) one of `values` (booleans as "true"/"false"). */
export const FlagConditionSchema = z.object({
  attribute: z.enum(FLAG_ATTRIBUTES),
  operator: z.enum(['in', 'notIn']),
  values: z.array(z.string().trim().min(1).max(200)).min(1).max(100),
});
export type FlagCondition = z.infer<typeof FlagConditionSchema>;

/**
 * A targeting rule: when every condition holds, the flag is `value`; with `percentage`, only for that share of the
 * matching visitors (stable hash of the consumer or user key and the flag key), the others fall through.
 */
export const FlagRuleSchema = z.object({
  description: z.string().trim().max(200).default(''),
  conditions: z.array(FlagConditionSchema).max(10),
  value: z.boolean(),
  percentage: z.number().int().min(0).max(100).nullable().default(null),
});
export type FlagRule = z.infer<typeof FlagRuleSchema>;

export const FlagKeySchema = z.enum(FLAG_KEYS);

/** A flag as stored: rules first (in order), then the rollout (share that gets `true`) or, without one, the default. */
export const FlagDefinitionSchema = z.object({
  key: FlagKeySchema,
  description: z.string(),
  defaultValue: z.boolean(),
  rolloutPercentage: z.number().int().min(0).max(100).nullable(),
  rules: z.array(FlagRuleSchema),
  version: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
  /** FEATURE_FLAGS of the server's environment: when set it wins over everything stored here. */
  envOverride: z.boolean().nullable(),
});
export type FlagDefinition = z.infer<typeof FlagDefinitionSchema>;

/** An operator's edit: the whole definition, and the version it was read at (a stale version is a 409). */
export const FlagUpdateSchema = z
  .object({
    defaultValue: z.boolean(),
    rolloutPercentage: z.number().int().min(0).max(100).nullable(),
    rules: z.array(FlagRuleSchema).max(20),
    version: z.number().int().min(1),
  })
  .strict();
export type FlagUpdate = z.input<typeof FlagUpdateSchema>;

const FlagStateSchema = FlagDefinitionSchema.pick({ defaultValue: true, rolloutPercentage: true, rules: true });

export const FlagAuditEntrySchema = z.object({
  id: z.string(),
  flagKey: FlagKeySchema,
  operator: z.string().describe('The operator e-mail'),
  changedAt: z.string(),
  before: FlagStateSchema,
  after: FlagStateSchema,
});
export type FlagAuditEntry = z.infer<typeof FlagAuditEntrySchema>;

export const InternalFlagsSchema = z.object({
  flags: z.array(FlagDefinitionSchema),
  audit: z.array(FlagAuditEntrySchema),
  /** The context fields a rule may name (FLAG_ATTRIBUTES), so the page offers exactly what the server accepts. */
  attributes: z.array(z.enum(FLAG_ATTRIBUTES)),
});
export type InternalFlags = z.infer<typeof InternalFlagsSchema>;
