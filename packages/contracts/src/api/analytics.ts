import { z } from 'zod';
import {
  ANALYTICS_SESSION_ID_PATTERN,
  FUNNEL_STAGES,
  INGEST_EVENT_NAMES,
  INGEST_MAX_EVENTS_PER_BATCH,
  INGEST_MAX_PRODUCTS_PER_EVENT,
} from '../analytics-ingest';
import { BrandSchema, CurrencySchema, LocaleSchema } from './common';
import { PageTypeSchema } from './rum';

/**
 * First-party analytics (`/api/analytics`, issue 24): the browser forwards its data-layer events in batches (with
 * performance consent only); operators read the funnel and the searches that found nothing. Nothing names the
 * shopper: a random id of the browsing session, no account, address or user agent.
 */

/** Free text of a few words: no control characters (PostgreSQL text cannot hold NUL, and no report needs them). */
const shortText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), 'may not contain control characters');

export const IngestEventSchema = z.object({
  name: z.enum(INGEST_EVENT_NAMES),
  pageType: PageTypeSchema.optional(),
  /** Already redacted by the browser (no e-mail addresses or long numbers); the server redacts again. */
  searchTerm: shortText(100).nullable().optional(),
  searchResults: z.number().int().min(0).max(1_000_000).nullable().optional(),
  /** The list a product was shown in or chosen from ("PLP:women/boots", "Search"). */
  list: shortText(120).optional(),
  /** Spec §4 checkout step 0-4 (checkoutStep only). */
  step: z.number().int().min(0).max(4).optional(),
  productIds: z.array(shortText(64)).max(INGEST_MAX_PRODUCTS_PER_EVENT).optional(),
  /** Major units, for cartLoad and purchase. */
  value: z.number().min(0).max(10_000_000).optional(),
  currency: CurrencySchema.optional(),
});

/** POST /api/analytics/events: JSON, or JSON as text/plain (sendBeacon when the page is hidden). */
export const IngestBatchSchema = z.object({
  brand: BrandSchema,
  locale: LocaleSchema,
  sessionId: z.string().regex(ANALYTICS_SESSION_ID_PATTERN, 'a session id is 16 to 64 letters, digits, - and _'),
  events: z.array(IngestEventSchema).min(1).max(INGEST_MAX_EVENTS_PER_BATCH),
});

export const AnalyticsReportQuerySchema = z.object({
  brand: BrandSchema.optional(),
  /** Days back from now, 1 to 90 (default 7). */
  days: z.coerce.number().int().min(1).max(90).default(7),
});

export const FunnelStageSchema = z.enum(FUNNEL_STAGES);

/** GET /api/analytics/funnel (operators): sessions per stage for each brand and country site. */
export const AnalyticsFunnelSchema = z.object({
  generatedAt: z.string(),
  days: z.number().int(),
  sites: z.array(
    z.object({
      brand: BrandSchema,
      locale: LocaleSchema,
      /** Sessions that reached each stage, in FUNNEL_STAGES order. */
      stages: z.array(z.object({ stage: FunnelStageSchema, sessions: z.number().int() })),
    }),
  ),
});

/** GET /api/analytics/searches-without-results (operators): the most frequent searches that found nothing. */
export const SearchesWithoutResultsSchema = z.object({
  generatedAt: z.string(),
  days: z.number().int(),
  rows: z.array(z.object({ term: z.string(), brand: BrandSchema, locale: LocaleSchema, searches: z.number().int(), lastSearchedAt: z.string() })),
});
