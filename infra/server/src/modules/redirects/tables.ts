/**
 * Tables owned by the redirects module: spec §2 navigation rule 9, server-defined redirects. One row sends a
 * locale-free source path to a target (a path of the same site, or an absolute URL that leaves the app) with 301 or
 * 302, for every brand and locale (`*`) or one of them. The unique index makes a second row for the same source and
 * scope a conflict, never an ambiguity.
 */
import { sql } from 'drizzle-orm';
import { check, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Stored in `brand` / `locale` for "every brand" / "every locale" (a unique index treats NULLs as distinct). */
export const ANY_SCOPE = '*';

export const redirects = pgTable(
  'redirects',
  {
    id: serial('id').primaryKey(),
    sourcePath: text('source_path').notNull(),
    target: text('target').notNull(),
    status: smallint('status').notNull(),
    brand: text('brand').notNull().default(ANY_SCOPE),
    locale: text('locale').notNull().default(ANY_SCOPE),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The operator who added it; null for seeded rows. */
    createdBy: text('created_by'),
  },
  (t) => [
    uniqueIndex('redirects_source_scope').on(t.sourcePath, t.brand, t.locale),
    check('redirects_status', sql`${t.status} in (301, 302)`),
    check('redirects_source', sql`${t.sourcePath} like '/%' and ${t.sourcePath} not like '//%'`),
  ],
);
