/**
 * Tables owned by the rum module: one row per Core Web Vitals measurement a shopper's browser reported (with
 * performance consent). Nothing identifies the shopper: no session, address, URL or user agent. Rows older than
 * 30 days are pruned (service.ts).
 */
import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PageType, WebVitalName, WebVitalNavigationType, WebVitalRating } from '@sf/contracts';

export const rumMetrics = pgTable(
  'rum_metrics',
  {
    id: uuid('id').primaryKey(),
    /** web-vitals' id of the metric instance: a later report of it (CLS grows while the page lives) updates the row. */
    reportId: text('report_id').notNull(),
    metric: text('metric').$type<WebVitalName>().notNull(),
    /** Milliseconds; CLS unitless. */
    value: doublePrecision('value').notNull(),
    /** Rated by the server against contracts WEB_VITAL_THRESHOLDS, never taken from the browser. */
    rating: text('rating').$type<WebVitalRating>().notNull(),
    pageType: text('page_type').$type<PageType>().notNull(),
    navigationType: text('navigation_type').$type<WebVitalNavigationType>().notNull(),
    brand: text('brand').notNull(),
    locale: text('locale').notNull(),
    buildId: text('build_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rum_metrics_report').on(t.reportId, t.metric),
    // The summary reads a time window, the pruning deletes by age.
    index('rum_metrics_created').on(t.createdAt),
    check('rum_metrics_rating', sql`${t.rating} in ('good', 'needs-improvement', 'poor')`),
    check('rum_metrics_value', sql`${t.value} >= 0`),
  ],
);
