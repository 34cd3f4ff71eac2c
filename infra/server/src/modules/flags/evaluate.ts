/**
 * The flag evaluator: pure and synchronous over an in-memory snapshot, so evaluating costs no database round trip.
 * Order, first answer wins: passthrough override (outside production only, the route decides) → FEATURE_FLAGS of
 * the environment → the stored rules in order → the rollout percentage → the default value.
 */
import { createHash } from 'node:crypto';
import type { FlagAttribute, FlagKey, FlagRule } from '@sf/contracts';
import { isLocaleCode, LOCALES, type FlagContext } from '@sf/remote-contract';
import type { FlagOverrides } from '../../env';

export interface StoredFlag {
  key: FlagKey;
  description: string;
  defaultValue: boolean;
  rolloutPercentage: number | null;
  rules: FlagRule[];
  version: number;
  updatedAt: Date;
  updatedBy: string | null;
}

export type FlagReason = 'PASSTHROUGH' | 'ENV_OVERRIDE' | 'TARGETING_MATCH' | 'SPLIT' | 'DEFAULT';
export interface FlagResolution {
  value: boolean;
  reason: FlagReason;
  /** The matching rule's index, for TARGETING_MATCH and a rule's SPLIT. */
  rule?: number;
}

/** Spec §9: Canada locales (fr-ca, en-ca) have no live chat; kept over an env override as before issue 24. */
const NO_LIVE_CHAT_COUNTRIES = new Set(['CA']);

/**
 * The context as OpenFeature's flat evaluation context: one string per contracts FLAG_ATTRIBUTES entry (absent when
 * the context lacks it, e.g. a guest's consumer fields) and the rollout subject as `targetingKey`.
 */
export type FlagTargets = { targetingKey: string } & Partial<Record<FlagAttribute, string>>;

export function targetsOf(context: FlagContext): FlagTargets {
  const { brand, env, user, consumer } = context;
  const targets: FlagTargets = {
    targetingKey: consumer?.key ?? user.key,
    'brand.name': brand.name,
    'brand.locale': brand.locale,
    'brand.key': brand.key,
    'env.target': env.target,
    'user.key': user.key,
    'user.brand': user.brand,
    'user.locale': user.locale,
    'user.target': user.target,
    employee: String(context.employee ?? consumer?.consumerType === 'employee'),
  };
  if (env.deployContext) targets['env.deployContext'] = env.deployContext;
  if (consumer) {
    targets['consumer.key'] = consumer.key;
    targets['consumer.consumerType'] = consumer.consumerType;
    targets['consumer.isLoyaltyMember'] = String(consumer.isLoyaltyMember);
  }
  return targets;
}

/**
 * The visitor's bucket for a flag, 0 ≤ bucket < 100 in steps of 0.01: a stable hash of the consumer key (user key
 * for a guest) and the flag key, so a visitor keeps their side of a rollout across requests and instances, and two
 * flags at 10 % do not pick the same 10 %.
 */
export function rolloutBucket(flagKey: string, targets: FlagTargets): number {
  const digest = createHash('sha256').update(`${flagKey}\u0000${targets.targetingKey}`).digest();
  return (digest.readUInt32BE(0) % 10_000) / 100;
}

const matches = (rule: FlagRule, targets: FlagTargets): boolean =>
  rule.conditions.every((condition) => {
    const actual = targets[condition.attribute];
    const listed = actual !== undefined && condition.values.includes(actual);
    return condition.operator === 'in' ? listed : !listed;
  });

/** The stored definition alone: rules in order, then the rollout, then the default. */
export function resolveStored(flag: StoredFlag, targets: FlagTargets): FlagResolution {
  for (const [index, rule] of flag.rules.entries()) {
    if (!matches(rule, targets)) continue;
    if (rule.percentage === null) return { value: rule.value, reason: 'TARGETING_MATCH', rule: index };
    if (rolloutBucket(flag.key, targets) < rule.percentage) return { value: rule.value, reason: 'SPLIT', rule: index };
  }
  if (flag.rolloutPercentage !== null) return { value: rolloutBucket(flag.key, targets) < flag.rolloutPercentage, reason: 'SPLIT' };
  return { value: flag.defaultValue, reason: 'DEFAULT' };
}

export interface ResolveInput {
  flag: StoredFlag | undefined;
  /** The declared default, used when the snapshot lacks the flag (database never read yet). */
  fallback: boolean;
  targets: FlagTargets;
  envOverrides: FlagOverrides;
  /** Already limited to non-production by the caller. */
  passthrough: Partial<Record<FlagKey, boolean>>;
}

export function resolveFlag(key: FlagKey, input: ResolveInput): FlagResolution {
  const passed = input.passthrough[key];
  if (passed !== undefined) return { value: passed, reason: 'PASSTHROUGH' };
  const fromEnv = input.envOverrides[key];
  if (fromEnv !== undefined) {
    // As before issue 24: the environment's value, but never live chat in Canada (spec §9).
    const locale = input.targets['brand.locale'];
    const country = locale && isLocaleCode(locale) ? LOCALES[locale].country : undefined;
    const value = key === 'liveChat' && country && NO_LIVE_CHAT_COUNTRIES.has(country) ? false : fromEnv;
    return { value, reason: 'ENV_OVERRIDE' };
  }
  return input.flag ? resolveStored(input.flag, input.targets) : { value: input.fallback, reason: 'DEFAULT' };
}
