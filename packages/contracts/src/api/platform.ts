import { z } from 'zod';

export const LocalePayloadSchema = z.object({
  /** Localized URL aliases: locale-free path → localized path. */
  urls: z.record(z.string(), z.string()),
  texts: z.record(z.string(), z.string()),
  seo: z.object({ title: z.string(), description: z.string() }),
  alternateLinks: z.array(z.object({ hreflang: z.string(), href: z.string() })),
});

export const RemoteEntrySchema = z.object({
  name: z.string(),
  manifestUrl: z.string(),
  version: z.string(),
  buildId: z.string(),
});
export const RemoteRegistrySchema = z.object({ remotes: z.array(RemoteEntrySchema) });

export const HealthStatusSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ state: z.enum(['up', 'down']), driver: z.enum(['pglite', 'postgres']), latencyMs: z.number() }),
  version: z.string(),
  buildId: z.string(),
});
