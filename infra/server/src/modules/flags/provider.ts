/**
 * Our OpenFeature provider (server SDK): resolves boolean flags from the flag store's snapshot, so the routes read
 * flags through the ecosystem's standard interface (OpenFeature client, hooks, evaluation details) while the
 * evaluation stays in memory. The evaluation context is flat: contracts FLAG_ATTRIBUTES as keys, the rollout subject
 * as `targetingKey`, and a request's passthrough overrides as `passthrough.<flag>` booleans.
 */
import { ErrorCode, type EvaluationContext, type JsonValue, type Provider, type ResolutionDetails, StandardResolutionReasons } from '@openfeature/server-sdk';
import type { FlagKey } from '@sf/contracts';
import { FLAG_ATTRIBUTES, isFlagKey } from '@sf/contracts/api';
import type { FlagOverrides } from '../../env';
import { resolveFlag, type FlagReason, type FlagTargets } from './evaluate';
import type { FlagStore } from './flag-store';
import type { Passthrough } from './passthrough';
import { DEFAULT_FLAGS } from './seed';

const REASONS: Record<FlagReason, string> = {
  PASSTHROUGH: 'PASSTHROUGH',
  ENV_OVERRIDE: StandardResolutionReasons.STATIC,
  TARGETING_MATCH: StandardResolutionReasons.TARGETING_MATCH,
  SPLIT: StandardResolutionReasons.SPLIT,
  DEFAULT: StandardResolutionReasons.DEFAULT,
};

const passthroughKey = (key: FlagKey) => `passthrough.${key}`;

/** Our context as OpenFeature's. */
export function toEvaluationContext(targets: FlagTargets, passthrough: Passthrough): EvaluationContext {
  const context: EvaluationContext = { ...targets };
  for (const [key, value] of Object.entries(passthrough)) if (isFlagKey(key)) context[passthroughKey(key)] = value;
  return context;
}

/** OpenFeature's context back as ours; only string attributes we know are read. */
export function fromEvaluationContext(context: EvaluationContext): { targets: FlagTargets; passthrough: Passthrough } {
  const targets: FlagTargets = { targetingKey: typeof context.targetingKey === 'string' ? context.targetingKey : 'anonymous' };
  for (const attribute of FLAG_ATTRIBUTES) {
    const value = context[attribute];
    if (typeof value === 'string') targets[attribute] = value;
  }
  const passthrough: Passthrough = {};
  for (const key of Object.keys(DEFAULT_FLAGS) as FlagKey[]) {
    const value = context[passthroughKey(key)];
    if (typeof value === 'boolean') passthrough[key] = value;
  }
  return { targets, passthrough };
}

const notBoolean = <T>(defaultValue: T): Promise<ResolutionDetails<T>> =>
  Promise.resolve({ value: defaultValue, reason: StandardResolutionReasons.ERROR, errorCode: ErrorCode.TYPE_MISMATCH, errorMessage: 'flags are boolean' });

export class StorefrontFlagProvider implements Provider {
  readonly metadata = { name: 'storefront-flags' } as const;
  readonly runsOn = 'server' as const;

  constructor(
    private readonly store: FlagStore,
    private readonly envOverrides: FlagOverrides,
  ) {}

  /** Synchronous core, also used where no promise is wanted (the document's inlined flags). */
  resolve(flagKey: string, defaultValue: boolean, context: EvaluationContext): ResolutionDetails<boolean> {
    if (!isFlagKey(flagKey)) return { value: defaultValue, reason: StandardResolutionReasons.ERROR, errorCode: ErrorCode.FLAG_NOT_FOUND };
    const { targets, passthrough } = fromEvaluationContext(context);
    const resolution = resolveFlag(flagKey, {
      flag: this.store.current().flags.get(flagKey),
      fallback: DEFAULT_FLAGS[flagKey],
      targets,
      envOverrides: this.envOverrides,
      passthrough,
    });
    return { value: resolution.value, reason: REASONS[resolution.reason], ...(resolution.rule !== undefined ? { variant: `rule-${resolution.rule}` } : {}) };
  }

  resolveBooleanEvaluation(flagKey: string, defaultValue: boolean, context: EvaluationContext): Promise<ResolutionDetails<boolean>> {
    return Promise.resolve(this.resolve(flagKey, defaultValue, context));
  }
  resolveStringEvaluation(_flagKey: string, defaultValue: string): Promise<ResolutionDetails<string>> {
    return notBoolean(defaultValue);
  }
  resolveNumberEvaluation(_flagKey: string, defaultValue: number): Promise<ResolutionDetails<number>> {
    return notBoolean(defaultValue);
  }
  resolveObjectEvaluation<T extends JsonValue>(_flagKey: string, defaultValue: T): Promise<ResolutionDetails<T>> {
    return notBoolean(defaultValue);
  }
}
