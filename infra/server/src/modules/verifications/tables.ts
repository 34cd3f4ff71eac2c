/**
 * Tables owned by the verifications module (student verification, issue 25). `customer_id` is the identity module's
 * customer id as a plain uuid (no foreign key across modules); rows go when the account is deleted.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The one code request an account may have waiting (the primary key: a second request replaces it by upsert, so two
 * requests at once leave one row). Only an HMAC of the code is kept; `attempts` counts wrong codes.
 */
export const studentVerificationRequests = pgTable(
  'student_verification_requests',
  {
    customerId: uuid('customer_id').primaryKey(),
    email: text('email').notNull(),
    institution: text('institution').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('student_verification_requests_attempts', sql`${t.attempts} >= 0`)],
);

/** An account's student verification: the academic address it proved and until when the student discount applies. */
export const studentVerifications = pgTable(
  'student_verifications',
  {
    customerId: uuid('customer_id').primaryKey(),
    email: text('email').notNull(),
    institution: text('institution').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
  },
  (t) => [index('student_verifications_email').on(t.email)],
);
