/**
 * Tables owned by the identity module: shopper accounts, their one-time e-mail tokens and, when no Redis is
 * configured, their sessions. Other modules keep a customer's id as a plain uuid (no cross-module foreign keys) and
 * erase their rows through `onCustomerDeleted`.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const customers = pgTable(
  'identity_customers',
  {
    id: uuid('id').primaryKey(),
    /** Lower-cased; unique. */
    email: text('email').notNull().unique(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Waiting for the verification link of an e-mail change. */
    pendingEmail: text('pending_email'),
    /** Argon2id PHC string; null for an account that signs in with passkeys only. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role').$type<'shopper' | 'employee'>().notNull().default('shopper'),
    marketingOptIn: boolean('marketing_opt_in').notNull().default(false),
    interests: jsonb('interests').$type<string[]>().notNull().default([]),
    /** The site the shopper registered on: e-mails go out in its language. */
    brand: text('brand').notNull(),
    locale: text('locale').notNull(),
    /** Raised by "sign out everywhere", a password change or reset: sessions of an older epoch end. */
    sessionEpoch: integer('session_epoch').notNull().default(0),
    /** Set at the first successful sign-in (the welcome dialog shows once). */
    firstSignInAt: timestamp('first_sign_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('identity_customers_role', sql`${t.role} in ('shopper', 'employee')`)],
);

/** Single-use, expiring e-mail tokens; only their SHA-256 is stored. */
export const customerTokens = pgTable(
  'identity_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: uuid('customer_id').notNull(),
    purpose: text('purpose').$type<'verify-email' | 'reset-password' | 'change-email'>().notNull(),
    /** For an e-mail change: the address being verified. */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('identity_tokens_customer').on(t.customerId, t.purpose)],
);

/** Sessions when no Redis is configured (Redis keeps them otherwise); the id is stored as its SHA-256. */
export const customerSessions = pgTable(
  'identity_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    customerId: uuid('customer_id').notNull(),
    epoch: integer('epoch').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('identity_sessions_customer').on(t.customerId)],
);
