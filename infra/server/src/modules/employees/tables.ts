/**
 * Tables owned by the employees module. `customer_id` is the identity module's customer id as a plain uuid (no
 * foreign key across modules); rows go when the account is deleted (`onCustomerDeleted`).
 */
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Which employee accepted which version of the employee terms, and when. Accepting again changes nothing. */
export const employeeTermsAcceptances = pgTable(
  'employee_terms_acceptances',
  {
    customerId: uuid('customer_id').notNull(),
    termsVersion: text('terms_version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.termsVersion] })],
);

/** Employee sessions (spec §3): only the SHA-256 of the token is stored; a session ends at `expires_at` or when revoked. */
export const employeeSessions = pgTable(
  'employee_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: uuid('customer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('employee_sessions_customer').on(t.customerId, t.expiresAt)],
);
