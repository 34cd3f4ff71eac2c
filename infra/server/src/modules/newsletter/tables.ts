/**
 * Tables owned by the newsletter module: one row per address and brand. Links in the mails carry signed tokens
 * (links.ts), so no token is stored. `customer_id` is the identity module's id as a plain uuid, set when the address
 * is a customer's; account deletion removes those rows (`onCustomerDeleted`).
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export type SubscriptionStatus = 'pending' | 'confirmed' | 'unsubscribed';

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey(),
    /** Lower-cased. */
    email: text('email').notNull(),
    brand: text('brand').notNull(),
    /** The site the address subscribed on: mails go out in its language. */
    locale: text('locale').notNull(),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    customerId: uuid('customer_id'),
    /** The latest subscription request (form, footer, profile, sign-up). */
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One row per address and brand: concurrent requests for the same address meet here instead of adding rows.
    uniqueIndex('newsletter_subscriptions_email_brand').on(t.email, t.brand),
    index('newsletter_subscriptions_customer').on(t.customerId),
    check('newsletter_subscriptions_status', sql`${t.status} in ('pending', 'confirmed', 'unsubscribed')`),
  ],
);
