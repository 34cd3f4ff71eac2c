/**
 * Real-user monitoring: stores the Core Web Vitals shoppers' browsers report and summarises them per page type as
 * the 75th percentile, the statistic the Core Web Vitals assessment uses. Rows older than RETENTION_DAYS are
 * deleted, at most once an hour per instance, after a batch has been stored.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { rateWebVital, type RumBatch, type RumSummary } from '@sf/contracts';
import type { BrandKey } from '@sf/remote-contract';
import type { Database } from '../../db/client';
import { pruneWhenDue } from '../../db/prune-when-due';
import { rumMetrics } from './tables';

export const RUM_RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A batch after validation: the route's zod schema has checked names, bounds, page type, brand and locale. */
export type ValidRumBatch = RumBatch & { brand: BrandKey };

export function createRumService(db: Database, now: () => Date = () => new Date()) {
  async function prune(): Promise<number> {
    const cutoff = new Date(now().getTime() - RUM_RETENTION_DAYS * DAY_MS);
    const deleted = await db.delete(rumMetrics).where(lt(rumMetrics.createdAt, cutoff)).returning({ id: rumMetrics.id });
    return deleted.length;
  }

  return {
    /**
     * Stores a page view's metrics. A metric instance reported again (CLS and INP grow while the page lives; the
     * browser sends again after the shopper comes back to the tab) updates its row instead of adding one.
     */
    async record(batch: ValidRumBatch): Promise<void> {
      // One row per instance even within a batch (the last report wins): an upsert may touch a row only once.
      const latest = new Map(batch.metrics.map((metric) => [`${metric.id}|${metric.name}`, metric]));
      const createdAt = now();
      const rows = [...latest.values()].map((metric) => ({
        id: randomUUID(),
        reportId: metric.id,
        metric: metric.name,
        value: metric.value,
        rating: rateWebVital(metric.name, metric.value),
        pageType: batch.pageType,
        navigationType: metric.navigationType,
        brand: batch.brand,
        locale: batch.locale,
        buildId: batch.buildId,
        createdAt,
      }));
      await db
        .insert(rumMetrics)
        .values(rows)
        .onConflictDoUpdate({ target: [rumMetrics.reportId, rumMetrics.metric], set: { value: sql`excluded.value`, rating: sql`excluded.rating` } });
    },

    /** Deletes rows past the retention at most once an hour per instance; the count or null. */
    pruneIfDue: pruneWhenDue(prune, now),

    prune,

    /** p75 and count per page type and metric over the last 24 hours and the last 7 days (of one brand or all). */
    async summary(brand?: BrandKey): Promise<RumSummary> {
      const at = now();
      const since24h = new Date(at.getTime() - DAY_MS).toISOString();
      const since7d = new Date(at.getTime() - 7 * DAY_MS);
      const in24h = sql`${rumMetrics.createdAt} >= ${since24h}::timestamptz`;
      const p75 = sql`percentile_disc(0.75) within group (order by ${rumMetrics.value})`;
      const rows = await db
        .select({
          pageType: rumMetrics.pageType,
          metric: rumMetrics.metric,
          count24h: sql<number>`(count(*) filter (where ${in24h}))::int`,
          p75Of24h: sql<number | null>`${p75} filter (where ${in24h})`,
          count7d: sql<number>`count(*)::int`,
          p75Of7d: sql<number | null>`${p75}`,
        })
        .from(rumMetrics)
        .where(and(gte(rumMetrics.createdAt, since7d), brand ? eq(rumMetrics.brand, brand) : undefined))
        .groupBy(rumMetrics.pageType, rumMetrics.metric)
        .orderBy(rumMetrics.pageType, rumMetrics.metric);
      const number = (value: number | string | null) => (value === null ? null : Number(value));
      return {
        generatedAt: at.toISOString(),
        brand: brand ?? null,
        rows: rows.map((row) => ({
          pageType: row.pageType,
          metric: row.metric,
          last24h: { count: Number(row.count24h), p75: number(row.p75Of24h) },
          last7d: { count: Number(row.count7d), p75: number(row.p75Of7d) },
        })),
      };
    },
  };
}

export type RumService = ReturnType<typeof createRumService>;
