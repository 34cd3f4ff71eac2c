/**
 * First-party analytics (issue 24): stores the data-layer events shoppers' browsers forward (with performance
 * consent) and answers the operators' reports: the funnel per brand and country site, and the searches that found
 * nothing. Rows older than ANALYTICS_RETENTION_DAYS are deleted, at most once an hour per instance, after a batch.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { AnalyticsFunnel, IngestBatch, SearchesWithoutResults } from '@sf/contracts';
import type { BrandKey, LocaleCode } from '@sf/remote-contract';
import { FUNNEL_STAGES, redactPersonalData, type FunnelStage } from '@sf/contracts/analytics-ingest';
import type { Database } from '../../db/client';
import { pruneWhenDue } from '../../db/prune-when-due';
import { analyticsEvents } from './tables';

export const ANALYTICS_RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const TOP_SEARCHES = 20;

/** A batch after validation: the route's zod schema has checked names, bounds, brand and locale. */
export type ValidIngestBatch = IngestBatch & { brand: BrandKey; locale: LocaleCode };

export interface ReportOptions {
  brand?: BrandKey;
  days: number;
}

/** The event that puts a session into each funnel stage (a SQL condition on one row). */
function stageCondition(stage: FunnelStage) {
  const t = analyticsEvents;
  switch (stage) {
    case 'list':
      return sql`(${t.name} = 'productImpressions' or (${t.name} = 'loadPageData' and ${t.pageType} in ('PLP', 'Search')))`;
    case 'product':
      return sql`(${t.name} = 'loadPageData' and ${t.pageType} = 'PDP')`;
    case 'basket':
      return sql`(${t.name} = 'addToCart')`;
    case 'checkout':
      // Step 2 (shipping) is the first step inside /checkout; the cart page is step 1.
      return sql`(${t.name} = 'checkoutStep' and ${t.step} >= 2)`;
    case 'order':
      return sql`(${t.name} = 'purchase')`;
  }
}

const searchTermOf = (term: string | null | undefined): string | null => {
  if (!term) return null;
  const cleaned = redactPersonalData(term).trim().toLowerCase().replace(/\s+/g, ' ');
  return cleaned.length > 0 ? cleaned.slice(0, 100) : null;
};

export function createAnalyticsService(db: Database, now: () => Date = () => new Date()) {
  async function prune(): Promise<number> {
    const cutoff = new Date(now().getTime() - ANALYTICS_RETENTION_DAYS * DAY_MS);
    const deleted = await db.delete(analyticsEvents).where(lt(analyticsEvents.createdAt, cutoff)).returning({ id: analyticsEvents.id });
    return deleted.length;
  }

  const since = (days: number) => new Date(now().getTime() - days * DAY_MS);

  return {
    /** Stores a batch, one row per event; returns how many. */
    async record(batch: ValidIngestBatch): Promise<number> {
      const createdAt = now();
      const rows = batch.events.map((event) => ({
        id: randomUUID(),
        sessionId: batch.sessionId,
        name: event.name,
        brand: batch.brand,
        locale: batch.locale,
        pageType: event.pageType ?? null,
        searchTerm: searchTermOf(event.searchTerm),
        searchResults: event.searchResults ?? null,
        list: event.list ? redactPersonalData(event.list) : null,
        step: event.step ?? null,
        productIds: event.productIds ?? null,
        value: event.value ?? null,
        currency: event.currency ?? null,
        createdAt,
      }));
      await db.insert(analyticsEvents).values(rows);
      return rows.length;
    },

    /** Deletes rows past the retention at most once an hour per instance; the count or null. */
    pruneIfDue: pruneWhenDue(prune, now),

    prune,

    /** Distinct sessions per funnel stage, per brand and country site, over the last `days` days. */
    async funnel({ brand, days }: ReportOptions): Promise<AnalyticsFunnel> {
      const t = analyticsEvents;
      const counts = Object.fromEntries(
        FUNNEL_STAGES.map((stage) => [stage, sql<number>`(count(distinct ${t.sessionId}) filter (where ${stageCondition(stage)}))::int`]),
      ) as Record<FunnelStage, ReturnType<typeof sql<number>>>;
      const rows = await db
        .select({ brand: t.brand, locale: t.locale, ...counts })
        .from(t)
        .where(and(gte(t.createdAt, since(days)), brand ? eq(t.brand, brand) : undefined))
        .groupBy(t.brand, t.locale)
        .orderBy(t.brand, t.locale);
      return {
        generatedAt: now().toISOString(),
        days,
        sites: rows.map((row) => ({
          brand: row.brand,
          locale: row.locale,
          stages: FUNNEL_STAGES.map((stage) => ({ stage, sessions: Number(row[stage]) })),
        })),
      };
    },

    /** The most frequent search terms whose results page found nothing, per site, over the last `days` days. */
    async searchesWithoutResults({ brand, days }: ReportOptions): Promise<SearchesWithoutResults> {
      const t = analyticsEvents;
      const searches = sql<number>`count(*)::int`;
      const rows = await db
        .select({ term: t.searchTerm, brand: t.brand, locale: t.locale, searches, lastSearchedAt: sql<Date | string>`max(${t.createdAt})` })
        .from(t)
        .where(
          and(
            eq(t.name, 'loadPageData'),
            eq(t.pageType, 'Search'),
            eq(t.searchResults, 0),
            sql`${t.searchTerm} is not null`,
            gte(t.createdAt, since(days)),
            brand ? eq(t.brand, brand) : undefined,
          ),
        )
        .groupBy(t.searchTerm, t.brand, t.locale)
        .orderBy(desc(searches), t.searchTerm)
        .limit(TOP_SEARCHES);
      return {
        generatedAt: now().toISOString(),
        days,
        rows: rows.map((row) => ({
          term: row.term ?? '',
          brand: row.brand,
          locale: row.locale,
          searches: Number(row.searches),
          lastSearchedAt: new Date(row.lastSearchedAt).toISOString(),
        })),
      };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
