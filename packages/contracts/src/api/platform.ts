import { z } from 'zod';

export const LocalePayloadSchema = z.object({
  /** Localized URL aliases: locale-free path → localized path. */
  urls: z.record(z.string(), z.string()),
  texts: z.record(z.string(), z.string()),
  seo: z.object({ title: z.string(), description: z.string() }),
  alternateLinks: z.array(z.object({ hreflang: z.string(), href: z.string() })),
  /** The text namespaces `texts` holds when it is not all of them (a document inlines what its first screen needs). */
  namespaces: z.array(z.string()).optional(),
});

/** A dialog a remote declares in its package.json (`storefront.dialogs`), so the shell can open it by fragment. */
export const DialogDeclarationSchema = z.object({
  name: z.string(),
  module: z.string(),
  size: z.enum(['xs', 'md', 'lg', 'full']).default('md'),
  /** Spec §2 sign-up: the size when the fragment carries an argument (a below-form content block), e.g. md over xs. */
  sizeWithArg: z.enum(['xs', 'md', 'lg', 'full']).optional(),
  /** Spec §2: fragment dialogs honour guards: block (remove fragment) or redirect, for guests or registered users. */
  guard: z.object({ audience: z.enum(['guest', 'registered']), action: z.enum(['block', 'redirect']), to: z.string().optional() }).optional(),
});

export const RemoteEntrySchema = z.object({
  name: z.string(),
  manifestUrl: z.string(),
  /** Issue 13: the remote's Node build (dist/server/remoteEntry.js) when it renders pages on the server. */
  serverEntryUrl: z.string().optional(),
  version: z.string(),
  buildId: z.string(),
  dialogs: z.array(DialogDeclarationSchema).default([]),
});
export const RemoteRegistrySchema = z.object({ remotes: z.array(RemoteEntrySchema) });

export const HealthStatusSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ state: z.enum(['up', 'down']), driver: z.enum(['pglite', 'postgres']), latencyMs: z.number() }),
  /** The shared key-value store: down means rate limits count per instance and token/session calls answer 503. */
  redis: z.object({ state: z.enum(['up', 'down', 'not configured']) }),
  version: z.string(),
  buildId: z.string(),
  /** Issue 24: for operators and probes alike (nothing secret): how long this instance has run and what it holds. */
  environment: z.enum(['production', 'development', 'test']),
  uptimeSeconds: z.number(),
  memory: z.object({ rssBytes: z.number(), heapUsedBytes: z.number(), heapTotalBytes: z.number() }),
  /** The remote registry as this instance serves it (also public at /fapi/remotes). */
  remotes: z.array(z.object({ name: z.string(), version: z.string(), buildId: z.string(), manifestUrl: z.string(), serverRendered: z.boolean() })),
});
