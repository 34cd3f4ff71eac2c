/**
 * Tables owned by the analytics module (issue 24): one row per data-layer event a shopper's browser forwarded (with
 * performance consent). Nothing identifies the shopper: a random id of the browsing session (a cookie without
 * expiry), no account, address or user agent. Rows older than 30 days are pruned (service.ts).
 */
import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PageType } from '@sf/contracts';
import type { IngestEventName } from '@sf/contracts/analytics-ingest';

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey(),
    sessionId: text('session_id').notNull(),
    name: text('name').$type<IngestEventName>().notNull(),
    brand: text('brand').notNull(),
    locale: text('locale').notNull(),
    pageType: text('page_type').$type<PageType>(),
    /** Redacted (no e-mail addresses or long numbers) and lower-cased for grouping. */
    searchTerm: text('search_term'),
    searchResults: integer('search_results'),
    list: text('list'),
    step: smallint('step'),
    productIds: jsonb('product_ids').$type<string[]>(),
    value: doublePrecision('value'),
    currency: text('currency'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The funnel counts sessions per site over a time window; the pruning deletes by age.
    index('analytics_events_created').on(t.createdAt),
    index('analytics_events_site_name').on(t.brand, t.locale, t.name, t.createdAt),
    check('analytics_events_step', sql`${t.step} is null or ${t.step} between 0 and 4`),
  ],
);
