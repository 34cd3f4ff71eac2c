/**
 * Feature flags (issue 24): stored in the database with targeting rules and rollouts (tables.ts), evaluated from an
 * in-memory snapshot (flag-store.ts) through OpenFeature's server SDK with our provider (provider.ts). The response
 * keeps the spec §3 "feature flags object" shape; the vendor switches stay off (we run no flag vendor).
 */
import { createHash, randomUUID } from 'node:crypto';
import { OpenFeature, type Client } from '@openfeature/server-sdk';
import type { FlagKey } from '@sf/contracts';
import { BRANDS, type BrandKey, type FeatureFlags, type FlagContext, type LocaleCode } from '@sf/remote-contract';
import { FLAG_KEYS } from '@sf/contracts/api';
import type { Database } from '../../db/client';
import type { FlagOverrides } from '../../env';
import { resolveFlag, targetsOf, type FlagTargets } from './evaluate';
import { createFlagStore, type FlagStore } from './flag-store';
import type { Passthrough } from './passthrough';
import { StorefrontFlagProvider, toEvaluationContext } from './provider';
import { DEFAULT_FLAGS } from './seed';

export { DEFAULT_FLAGS } from './seed';

/** The signed-in shopper as the flag context needs them; null for a guest. */
export interface FlagConsumerInput {
  email: string;
  role: 'shopper' | 'employee';
  isLoyaltyMember: boolean;
}

/** Spec §3: the consumer key is derived from the account e-mail; a hash, so the address never reaches a flag vendor. */
export const consumerKey = (email: string): string => createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);

/**
 * A guest's user key: a hash of the visitor cookie (HttpOnly, so never its value), so each guest has their own side
 * of a percentage rollout, kept across visits; 'anonymous' without one.
 */
export const guestKey = (visitorId: string | null): string =>
  visitorId ? `guest-${createHash('sha256').update(visitorId).digest('hex').slice(0, 24)}` : 'anonymous';

export interface FlagEnvironment {
  target: string;
  deployContext?: string | undefined;
}

export function flagContext(
  site: { brand: BrandKey; locale: LocaleCode },
  env: string | FlagEnvironment,
  consumer: FlagConsumerInput | null,
  passthrough?: string,
  visitorId: string | null = null,
): FlagContext {
  const { target, deployContext } = typeof env === 'string' ? { target: env, deployContext: undefined } : env;
  const key = consumer ? consumerKey(consumer.email) : guestKey(visitorId);
  return {
    brand: { name: BRANDS[site.brand].name, locale: site.locale, key: `${site.brand}_${site.locale}` },
    env: { target, ...(deployContext ? { deployContext } : {}) },
    user: { key, brand: site.brand, locale: site.locale, target, ...(passthrough ? { passthrough } : {}) },
    consumer: consumer ? { key, consumerType: consumer.role === 'employee' ? 'employee' : 'registered', isLoyaltyMember: consumer.isLoyaltyMember } : null,
    employee: consumer?.role === 'employee',
  };
}

/** Spec §3 feature flags object around the evaluated local flags. */
export function flagsObject(flags: FeatureFlags['flags'], context?: FlagContext): FeatureFlags {
  return {
    flags,
    useLdClientSdk: false,
    allowLdExperiments: false,
    allowEdgeWorkerExperiments: false,
    allowForterSessionToken: false,
    enableHumanBotDefenderChallenges: false,
    // Issue 24: first-party ingest (modules/analytics); the collector still sends only with performance consent.
    enableClientIngest: true,
    tagManager: { onetrustId: null },
    dynatraceUrl: null,
    optimizely: { enabled: false, async: true },
    ...(context ? { context } : {}),
  };
}

export interface FlagsServiceOptions {
  db: Database;
  envOverrides: FlagOverrides;
  environment: FlagEnvironment;
  defaultBrand: BrandKey;
  log: (message: string, error?: unknown) => void;
}

export async function createFlagsService(options: FlagsServiceOptions) {
  const { envOverrides, environment } = options;
  const store: FlagStore = createFlagStore(options.db, options.log);
  const provider = new StorefrontFlagProvider(store, envOverrides);
  // A domain of its own: several apps in one process (tests) each keep their provider.
  const domain = `storefront-flags-${randomUUID()}`;
  await OpenFeature.setProviderAndWait(domain, provider);
  const client: Client = OpenFeature.getClient(domain);

  /** Every flag, synchronously from the snapshot (the document, the stream's fan-out, the edge's redirects). */
  function evaluateTargets(targets: FlagTargets, passthrough: Passthrough = {}): FeatureFlags['flags'] {
    const flags = store.current().flags;
    const entries = FLAG_KEYS.map((key) => [
      key,
      resolveFlag(key, { flag: flags.get(key), fallback: DEFAULT_FLAGS[key], targets, envOverrides, passthrough }).value,
    ]);
    return Object.fromEntries(entries) as FeatureFlags['flags'];
  }

  const anonymous = (site: { brand: BrandKey; locale: LocaleCode }): FlagContext => flagContext(site, environment, null);

  return {
    store,
    client,
    environment,
    evaluateTargets,
    /** The flags an anonymous visitor of a site gets: inlined into documents (the HTML cache is per site). */
    forSite(site: { brand: BrandKey; locale: LocaleCode }): FeatureFlags {
      return flagsObject(evaluateTargets(targetsOf(anonymous(site))));
    },
    /** The flags object for a context already flattened (the stream evaluates each change this way). */
    forContext(targets: FlagTargets, passthrough: Passthrough): FeatureFlags {
      return flagsObject(evaluateTargets(targets, passthrough));
    },
    /** One flag for an anonymous visitor of a site (the edge's helpPages redirect). */
    isOn(key: FlagKey, site: { brand: BrandKey; locale: LocaleCode }): boolean {
      return evaluateTargets(targetsOf(anonymous(site)))[key];
    },
    /** Compatibility with callers from before issue 24: the default brand's anonymous visitor unless a context is given. */
    evaluate(locale: LocaleCode, context?: FlagContext): FeatureFlags {
      return flagsObject(evaluateTargets(targetsOf(context ?? anonymous({ brand: options.defaultBrand, locale }))), context);
    },
    /** GET /fapi/featureFlags: every flag through the OpenFeature client, for the request's context. */
    async evaluateForRequest(context: FlagContext, passthrough: Passthrough): Promise<FeatureFlags> {
      const evaluation = toEvaluationContext(targetsOf(context), passthrough);
      const values = await Promise.all(FLAG_KEYS.map((key) => client.getBooleanValue(key, DEFAULT_FLAGS[key], evaluation)));
      return flagsObject(Object.fromEntries(FLAG_KEYS.map((key, index) => [key, values[index]])) as FeatureFlags['flags'], context);
    },
  };
}

export type FlagsService = Awaited<ReturnType<typeof createFlagsService>>;
