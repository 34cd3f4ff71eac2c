/**
 * Tables owned by the consent module (issue 24): one row per consent decision, the proof that a shopper agreed (or
 * refused) under a given policy version at a given time. Nothing identifies the shopper: no session, customer,
 * address or user agent; the consent id is a random value kept in the shopper's own `sf-consent` cookie.
 */
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const consentDecisions = pgTable(
  'consent_decisions',
  {
    id: uuid('id').primaryKey(),
    /** The random id in the shopper's cookie: links the decisions one browser made, and nothing else. */
    consentId: text('consent_id').notNull(),
    /** contracts CONSENT_POLICY_VERSION of the banner the shopper answered. */
    policyVersion: integer('policy_version').notNull(),
    performance: boolean('performance').notNull(),
    functional: boolean('functional').notNull(),
    /** Always false when `gpc`. */
    targeting: boolean('targeting').notNull(),
    /** The request carried Global Privacy Control (`Sec-GPC: 1`). */
    gpc: boolean('gpc').notNull(),
    brand: text('brand').notNull(),
    locale: text('locale').notNull(),
    /** 'banner': the hydrated banner (JSON); 'form': the server-rendered banner's form (before hydration, no JavaScript). */
    source: text('source').$type<'banner' | 'form'>().notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consent_decisions_consent_id').on(t.consentId, t.decidedAt)],
);
