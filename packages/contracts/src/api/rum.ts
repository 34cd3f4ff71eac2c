import { z } from 'zod';
import { PAGE_TYPES } from '../routes';
import { RUM_MAX_METRICS_PER_BATCH, WEB_VITAL_MAX_VALUES, WEB_VITAL_NAMES, WEB_VITAL_NAVIGATION_TYPES } from '../web-vitals';
import { BrandSchema, LocaleSchema } from './common';

/**
 * Real-user monitoring (`/api/rum`, issue 13): the shell beacons the Core Web Vitals of a page view, with performance
 * consent only; an operator reads p75 per page type. No shopper identity travels: no session, no URL, no user agent.
 */

export const WebVitalNameSchema = z.enum(WEB_VITAL_NAMES);
export const PageTypeSchema = z.enum(PAGE_TYPES);

export const RumMetricSchema = z
  .object({
    name: WebVitalNameSchema,
    /** Milliseconds (CLS: unitless layout-shift score). */
    value: z.number().min(0),
    /** web-vitals' id of the metric instance: a later report of the same instance (CLS grows) replaces the first. */
    id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'a metric id is letters, digits and dashes'),
    navigationType: z.enum(WEB_VITAL_NAVIGATION_TYPES),
  })
  .superRefine((metric, context) => {
    const max = WEB_VITAL_MAX_VALUES[metric.name];
    if (metric.value > max) context.addIssue({ code: 'custom', path: ['value'], message: `Too big: ${metric.name} is at most ${max}` });
  });

/** POST /api/rum: one page view's metrics, sent when the page is hidden (sendBeacon: JSON as text/plain or JSON). */
export const RumBatchSchema = z.object({
  brand: BrandSchema,
  locale: LocaleSchema,
  /** The shell build the page ran (DocumentState.buildId). */
  buildId: z.string().regex(/^[\w.:+-]{1,64}$/, 'a build id is at most 64 letters, digits and . : + - _'),
  /** contracts ROUTES page type of the page the metrics belong to. */
  pageType: PageTypeSchema,
  metrics: z.array(RumMetricSchema).min(1).max(RUM_MAX_METRICS_PER_BATCH),
});

export const RumSummaryQuerySchema = z.object({ brand: BrandSchema.optional() });

export const RumPercentileSchema = z.object({
  /** Measurements in the window. */
  count: z.number().int(),
  /** 75th percentile (a measured value: percentile_disc), null without measurements. */
  p75: z.number().nullable(),
});

/** GET /api/rum/summary (operators): p75 and count per page type and metric, last 24 hours and last 7 days. */
export const RumSummarySchema = z.object({
  generatedAt: z.string(),
  brand: BrandSchema.nullable(),
  rows: z.array(
    z.object({
      pageType: PageTypeSchema,
      metric: WebVitalNameSchema,
      last24h: RumPercentileSchema,
      last7d: RumPercentileSchema,
    }),
  ),
});
