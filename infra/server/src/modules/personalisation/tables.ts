/**
 * Tables owned by the personalisation module (issue 24): the latest spec §3 profile of each visitor who allows
 * targeting cookies, under the module's own random visitor id (cookie `sf_pvid`). No account, address or user agent.
 * The consent id (from `sf-consent`) is kept so a withdrawal recorded by the consent module deletes the row even
 * when the browser's own DELETE never arrives. Rows not updated for 90 days are pruned (service.ts).
 */
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { PersonalisationProfile } from '@sf/contracts';

export const personalisationProfiles = pgTable(
  'personalisation_profiles',
  {
    /** The primary key settles two tabs sending at once: one row, the later write wins (ON CONFLICT DO UPDATE). */
    visitorId: text('visitor_id').primaryKey(),
    consentId: text('consent_id'),
    brand: text('brand').notNull(),
    locale: text('locale').notNull(),
    profile: jsonb('profile').$type<PersonalisationProfile>().notNull(),
    /** Personalisation events received for this visitor (a cheap activity measure; the events themselves are not kept). */
    eventCount: integer('event_count').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('personalisation_profiles_updated').on(t.updatedAt), index('personalisation_profiles_consent').on(t.consentId)],
);
