import { z } from 'zod';
import { BrandSchema, LocaleSchema } from './common';

/**
 * Issue 24: the operators' /healthcheck area (spec §2 internal routes). /healthcheck/status stays public JSON for
 * probes (platform.ts HealthStatusSchema); these answers are for signed-in operators only.
 */

/** GET /api/healthcheck/sitemaps: every brand's sitemap files, their URL counts and when they were generated. */
export const HealthcheckSitemapsSchema = z.object({
  brands: z.array(
    z.object({
      brand: BrandSchema,
      index: z.string(),
      generatedAt: z.string(),
      files: z.array(
        z.object({
          locale: LocaleSchema,
          kind: z.enum(['pages', 'categories', 'products']),
          part: z.number().int(),
          url: z.string(),
          urls: z.number().int(),
          lastmod: z.string().nullable(),
        }),
      ),
    }),
  ),
});
export type HealthcheckSitemaps = z.infer<typeof HealthcheckSitemapsSchema>;

/** GET /api/healthcheck/static-pages: CMS pages and static routes per brand site, with their translation status. */
export const HealthcheckStaticPagesSchema = z.object({
  sites: z.array(z.object({ brand: BrandSchema, origin: z.string() })),
  languages: z.array(z.string()),
  pages: z.array(
    z.object({
      path: z.string(),
      source: z.enum(['cms', 'route']),
      /** Per language: its own text, or the English page shown instead (CMS pages fall back to English). */
      status: z.record(z.string(), z.enum(['translated', 'english-fallback'])),
    }),
  ),
});
export type HealthcheckStaticPages = z.infer<typeof HealthcheckStaticPagesSchema>;

/** GET /api/healthcheck/translations: per language, key counts per namespace and the keys English has that it lacks. */
export const HealthcheckTranslationsSchema = z.object({
  reference: z.literal('en'),
  languages: z.array(
    z.object({
      language: z.string(),
      keys: z.number().int(),
      namespaces: z.array(z.object({ namespace: z.string(), keys: z.number().int(), missing: z.array(z.string()) })),
    }),
  ),
});
export type HealthcheckTranslations = z.infer<typeof HealthcheckTranslationsSchema>;

/** GET /api/healthcheck/mocks (not on production): the test doubles this server runs with instead of real services. */
export const HealthcheckMocksSchema = z.object({
  environment: z.enum(['development', 'test']),
  /** `id` names the double (the page has its text); `value` is technical detail (an address, a driver, a count), not prose. */
  doubles: z.array(z.object({ id: z.string(), active: z.boolean(), value: z.string().nullable(), href: z.string().nullable() })),
});
export type HealthcheckMocks = z.infer<typeof HealthcheckMocksSchema>;
