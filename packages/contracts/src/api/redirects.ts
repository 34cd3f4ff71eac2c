import { z } from 'zod';
import { BRAND_KEYS, LOCALE_CODES } from '@sf/remote-contract';
import { isAbsoluteTarget, isSitePathTarget } from '../navigation-rules';

/** Spec §2 rule 9 and §7 "route-rules lookup by path": where a public path is sent before anything renders. */
export const RouteRuleRedirectSchema = z.object({
  /** A public path of this site (prefix and alias applied, query kept) or an absolute URL that leaves the app. */
  location: z.string(),
  status: z.union([z.literal(301), z.literal(302)]),
  /** True when `location` is another origin: the browser leaves the app for it. */
  external: z.boolean(),
});
export const RouteRulesSchema = z.object({ redirect: RouteRuleRedirectSchema.nullable() });
export const RouteRulesQuerySchema = z.object({
  path: z.string().max(1024, 'path: at most 1024 characters').refine(isSitePathTarget, 'path: must be a path of this site starting with one "/"'),
});

const SourcePathSchema = z
  .string()
  .max(512)
  .regex(/^\/[A-Za-z0-9._~!$&'()*+,;=:@%/-]*$/, 'sourcePath: a locale-free path starting with "/", without query or fragment')
  .refine((path) => !path.startsWith('//'), 'sourcePath: must not start with "//"');

/** One server-defined redirect (rule 9). `brand`/`locale` null: every brand / every locale. */
export const RedirectSchema = z.object({
  id: z.number().int(),
  sourcePath: z.string(),
  target: z.string(),
  status: z.union([z.literal(301), z.literal(302)]),
  brand: z.enum(BRAND_KEYS as [string, ...string[]]).nullable(),
  locale: z.enum(LOCALE_CODES as [string, ...string[]]).nullable(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export const RedirectListSchema = z.object({ redirects: z.array(RedirectSchema) });
export const RedirectBodySchema = z.object({
  sourcePath: SourcePathSchema,
  target: z
    .string()
    .max(2048)
    .refine((target) => isSitePathTarget(target) || isAbsoluteTarget(target), 'target: a locale-free path starting with "/" or an absolute http(s) URL'),
  status: z.union([z.literal(301), z.literal(302)]).default(301),
  brand: z
    .enum(BRAND_KEYS as [string, ...string[]])
    .nullable()
    .default(null),
  locale: z
    .enum(LOCALE_CODES as [string, ...string[]])
    .nullable()
    .default(null),
});
export const RedirectIdParamsSchema = z.object({ id: z.coerce.number().int().min(1) });
