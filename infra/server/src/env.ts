/**
 * The server's one environment module: every variable is declared, defaulted and validated here at boot, and the rest
 * of the code receives a typed `Env`. Nothing else reads process.env (tests pass an Env to buildApp instead).
 */
import { z } from 'zod';
import { BRAND_KEYS, LOCALE_CODES, PREFIX_STRATEGIES, type BrandKey, type LocaleCode, type PrefixStrategy, type RemoteName } from '@sf/remote-contract';
import { REMOTE_NAMES } from '@sf/remote-contract/remote-modules';
import { FeatureFlagsSchema } from '@sf/contracts/api';
import { parseTrustProxy } from './plugins/trust-proxy';
import { brandOrigins, type BrandOrigins } from './site-context';

export type Environment = 'production' | 'development' | 'test';

/** A variable holding JSON, parsed and then validated by `schema`, so a typo fails at boot with the variable named. */
const jsonVariable = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be valid JSON' });
        return z.NEVER;
      }
    })
    .pipe(schema);

const FlagOverridesSchema = FeatureFlagsSchema.shape.flags.partial().strict();
const RemoteOverridesSchema = z.partialRecord(z.enum(REMOTE_NAMES as [RemoteName, ...RemoteName[]]), z.string().min(1));
/** Issue 24: a brand's public origin, scheme and host (and port) only: paths, queries and credentials are refused. */
const BrandPublicUrlsSchema = z
  .partialRecord(
    z.enum(BRAND_KEYS as [BrandKey, ...BrandKey[]]),
    z.url({ protocol: /^https?$/ }).refine((text) => {
      const url = new URL(text);
      return url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    }, 'must be an origin such as https://kerbside.example (no path, query or credentials)'),
  )
  .refine((record) => Object.keys(record).every((key) => (BRAND_KEYS as string[]).includes(key)), `keys must be brands (${BRAND_KEYS.join(', ')})`);

/**
 * Issue 26: where remote releases are stored. A directory by default (ARTEFACT_DIR, relative to the repo root, else
 * <repo>/.data/artefacts); S3-compatible object storage when ARTEFACT_S3_BUCKET is set. The deploy command reads the
 * same variables (infra/server/src/deploy), so what it uploads is where the server looks.
 */
export const ArtefactEnvSchema = z.object({
  ARTEFACT_DIR: z.string().min(1).optional(),
  ARTEFACT_S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')
    .optional(),
  /** An S3-compatible endpoint (MinIO, s3rver, R2…); unset: AWS. Path-style addressing is used with an endpoint. */
  ARTEFACT_S3_ENDPOINT: z.url().optional(),
  ARTEFACT_S3_REGION: z.string().min(1).default('us-east-1'),
  ARTEFACT_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  ARTEFACT_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
});
export type ArtefactEnv = z.output<typeof ArtefactEnvSchema>;

const EnvSchema = z.object({
  ...ArtefactEnvSchema.shape,
  /** Issue 26: how often each instance checks the live releases' manifest and entry (a failure rolls back). */
  RELEASE_HEALTH_INTERVAL_MS: z.coerce.number().int().min(200).max(3_600_000).default(30_000),
  /** Issue 26: how long one health check fetch may take before it counts as failed. */
  RELEASE_HEALTH_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(3_000),
  /** Issue 26: preview hosts are <name><suffix>, e.g. pr-123.preview.localhost. */
  PREVIEW_HOST_SUFFIX: z
    .string()
    .regex(/^(\.[a-z0-9-]+)+$/, 'must start with a dot, e.g. .preview.example.com')
    .default('.preview.localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).optional(),
  /** Product photo originals and their resized variants (default <repo>/.data/images; a relative value counts from the repo root). */
  IMAGES_DIR: z.string().min(1).optional(),
  PUBLIC_URL: z
    .url()
    .default('http://localhost:3000')
    .transform((url) => url.replace(/\/+$/, '')),
  DEFAULT_BRAND: z.enum(BRAND_KEYS as [BrandKey, ...BrandKey[]]).default('northbound'),
  DEFAULT_LOCALE: z.enum(LOCALE_CODES as [LocaleCode, ...LocaleCode[]]).default('uk-en'),
  LOCALE_PREFIX_STRATEGY: z.enum(PREFIX_STRATEGIES as [PrefixStrategy, ...PrefixStrategy[]]).default('prefix_except_default'),
  REMOTE_OVERRIDES: jsonVariable(RemoteOverridesSchema).optional(),
  /** Issue 13: swaps remotes' server entry URLs, e.g. {"mfe_catalog":"https://catalog.example/server/remoteEntry.js"}. */
  SERVER_REMOTE_OVERRIDES: jsonVariable(RemoteOverridesSchema).optional(),
  /** Longest a remote's server render of one slot may take before that slot is left to the browser. */
  SSR_SLOT_BUDGET_MS: z.coerce.number().int().min(1).max(60_000).default(1_500),
  /** The anonymous HTML cache of server-rendered pages (on unless `off`; always off in development). */
  HTML_CACHE: z
    .enum(['on', 'off'])
    .default('on')
    .transform((value) => value === 'on'),
  FEATURE_FLAGS: jsonVariable(FlagOverridesSchema).optional(),
  /** Issue 24: the flag context's optional deploy context (spec §3 env), e.g. deploy-preview; rules may target it. */
  DEPLOY_CONTEXT: z.string().trim().min(1).max(64).optional(),
  /** Issue 24: open /fapi/featureFlags/stream connections one address may hold (429 beyond). */
  FLAG_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Issue 25: how often each instance applies due scheduled publishes and unpublishes of CMS pages. */
  CONTENT_SCHEDULER_INTERVAL_MS: z.coerce.number().int().min(200).max(3_600_000).default(30_000),
  BUILD_ID: z.string().min(1).optional(),
  /** Issue 24: each brand's public origin as JSON, e.g. {"kerbside":"https://kerbside.example"}; see brandOrigins(). */
  BRAND_PUBLIC_URLS: jsonVariable(BrandPublicUrlsSchema).optional(),
  APP_ENV: z.enum(['production', 'development', 'test']).optional(),
  NODE_ENV: z.string().optional(),
  /** How long catalogue browse reads are kept in memory (0 turns the cache off). */
  CATALOG_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Signs links the server mails (newsletter confirm / unsubscribe; each use derives its own key). Required on
   * production unless PUBLIC_URL is a loopback address (a local `npm start`), see appSecret() below.
   */
  APP_SECRET: z.string().min(32, 'must be at least 32 characters (e.g. `openssl rand -base64 48`)').optional(),
  /** How long an employee session (employee prices) lasts. */
  EMPLOYEE_SESSION_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(8 * 60),
  /**
   * Which peers may set X-Forwarded-For/-Host/-Proto: off (default), a hop count, or addresses/CIDRs/`loopback`
   * (plugins/trust-proxy.ts). Off, a forged header from a client changes nothing.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((text, ctx) => {
      try {
        return parseTrustProxy(text);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /**
   * Spec §7 /fapi/proxyScript: the third-party script hosts it may fetch from, comma-separated (`cdn.example.com`,
   * `*.example.net`). Empty (the default) refuses every request.
   */
  PROXY_SCRIPT_HOSTS: z
    .string()
    .default('')
    .transform((text) =>
      text
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*$/, 'each entry must be a host name such as cdn.example.com or *.example.com'))),
  /**
   * Issue 24: the request header in which the CDN or load balancer sends the visitor's country (e.g.
   * `cloudfront-viewer-country`, `cf-ipcountry`, `x-country`). Unset: no header is read (the geo-IP database decides).
   * Honoured only on requests that came through a trusted proxy (TRUST_PROXY), never from a client directly.
   */
  GEO_COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/, 'must be a header name')
    .transform((name) => name.toLowerCase())
    .optional(),
  /** Issue 27: a new chat is answered by the assistant bot first (when one is registered); off: straight to the agents. */
  CHAT_BOT_FIRST: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /**
   * Issue 27: when agents answer. business: each country's business hours (modules/chat/hours.ts; outside them a
   * message is left for an e-mail answer); always: a desk staffed around the clock.
   */
  CHAT_HOURS: z.enum(['business', 'always']).default('business'),
  /**
   * Issue 27: every chat socket is pinged this often; one that has not answered the previous ping (a phone that lost
   * its network) is dropped, and an agent whose operator session ended is signed out of the console. Below a proxy's
   * idle timeout.
   */
  CHAT_HEARTBEAT_MS: z.coerce.number().int().min(50).max(300_000).default(30_000),
  /** Issue 27: the Redis pub/sub channel prefix of the chat's events (instances of one shop share it). */
  CHAT_CHANNEL: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{1,64}$/, 'must be letters, digits, ":", "_" or "-"')
    .default('sf:chat'),
  /**
   * Issue 28, graceful shutdown: after SIGTERM the instance answers "not ready" (so the balancer takes it out) and
   * keeps serving for this long before it stops accepting connections; in-flight requests then finish.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(5_000),
  /** The most a shutdown may take after draining; past it the process exits anyway (status 1). */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(25_000),
  /** How long the readiness probe waits for the database's answer before it calls it down. */
  READINESS_TIMEOUT_MS: z.coerce.number().int().min(50).max(30_000).default(2_000),
  /** Shared state between instances (sessions, rate limits, change feed, chat fan-out) when set. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
});

type ParsedEnv = z.output<typeof EnvSchema>;
export type FlagOverrides = z.output<typeof FlagOverridesSchema>;
export type RemoteOverrides = z.output<typeof RemoteOverridesSchema>;
export interface Env
  extends Omit<ParsedEnv, 'REMOTE_OVERRIDES' | 'SERVER_REMOTE_OVERRIDES' | 'FEATURE_FLAGS' | 'NODE_ENV' | 'APP_ENV' | 'APP_SECRET' | 'BRAND_PUBLIC_URLS'> {
  APP_SECRET: string;
  /** True when APP_SECRET was not set and the public development value is in use (never on a public production URL). */
  appSecretIsDefault: boolean;
  REMOTE_OVERRIDES: RemoteOverrides;
  SERVER_REMOTE_OVERRIDES: RemoteOverrides;
  FEATURE_FLAGS: FlagOverrides;
  REDIS_URL?: string;
  /** Issue 24: every brand's public origin (BRAND_PUBLIC_URLS, else derived from PUBLIC_URL): links are built on it. */
  brandOrigins: BrandOrigins;
  /** APP_ENV; production when unset. */
  environment: Environment;
}
export type EnvSource = Record<string, string | undefined>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Validates a raw variable map. Empty strings count as unset, as they do in most .env tooling. */
export function parseEnv(source: EnvSource = {}): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`));
  }
  const { APP_ENV, NODE_ENV: _nodeEnv, REMOTE_OVERRIDES, SERVER_REMOTE_OVERRIDES, FEATURE_FLAGS, APP_SECRET, BRAND_PUBLIC_URLS, ...rest } = result.data;
  // Unset means production: a plain start must never expose development helpers (README).
  const environment: Environment = APP_ENV ?? 'production';
  const secret = appSecret(APP_SECRET, environment, rest.PUBLIC_URL);
  return {
    ...rest,
    ...secret,
    REMOTE_OVERRIDES: REMOTE_OVERRIDES ?? {},
    SERVER_REMOTE_OVERRIDES: SERVER_REMOTE_OVERRIDES ?? {},
    FEATURE_FLAGS: FEATURE_FLAGS ?? {},
    brandOrigins: brandOrigins(rest.PUBLIC_URL, rest.DEFAULT_BRAND, BRAND_PUBLIC_URLS ?? {}),
    environment,
  };
}

/** Public, so anyone can forge what it signs: only for development, tests and a production build run on this machine. */
export const DEVELOPMENT_APP_SECRET = 'storefront-development-secret-never-use-in-production';

const isLoopbackUrl = (url: string): boolean => {
  const host = new URL(url).hostname;
  return host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);
};

/**
 * APP_SECRET is required on production: links signed with the public development value could be forged. A
 * production build served on a loopback PUBLIC_URL (`npm start`, the bench) falls back to it with a warning at boot.
 */
function appSecret(value: string | undefined, environment: Environment, publicUrl: string): { APP_SECRET: string; appSecretIsDefault: boolean } {
  const publicProduction = environment === 'production' && !isLoopbackUrl(publicUrl);
  if (value === DEVELOPMENT_APP_SECRET && publicProduction) throw new EnvError(['APP_SECRET: the development value must not be used on production']);
  if (value) return { APP_SECRET: value, appSecretIsDefault: false };
  if (publicProduction) {
    throw new EnvError([`APP_SECRET: required on production (PUBLIC_URL ${publicUrl}); at least 32 random characters, e.g. \`openssl rand -base64 48\``]);
  }
  return { APP_SECRET: DEVELOPMENT_APP_SECRET, appSecretIsDefault: true };
}

/** Boot-time entry: reads process.env and exits listing every problem, rather than failing later at first use. */
export function loadEnv(): Env {
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Tests run against real PostgreSQL too when one of these is set (see src/test/databases.ts). */
export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;
}
