/**
 * Tables owned by the reviews module (issue 25). Product ids are plain ids of the catalog (no foreign keys across
 * modules). Shoppers' text is stored exactly as sent; pages escape it when they render it.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ModerationStatus, ReportReason, ReviewFit } from '@sf/contracts/api';

export const reviews = pgTable(
  'reviews_reviews',
  {
    id: uuid('id').primaryKey(),
    productId: text('product_id').notNull(),
    brand: text('brand').notNull(),
    language: text('language').notNull(),
    rating: smallint('rating').notNull(),
    fit: text('fit').$type<ReviewFit>(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    authorName: text('author_name').notNull(),
    /** Lower-cased; never shown publicly (moderators see it). Seeded reviews have none. */
    email: text('email'),
    customerId: uuid('customer_id'),
    /** Set by the server at submission from the orders table, never by the client. */
    verifiedBuyer: boolean('verified_buyer').notNull().default(false),
    status: text('status').$type<ModerationStatus>().notNull().default('pending'),
    /** Maintained with each counted vote (votes' primary key makes a vote count once). */
    helpfulCount: integer('helpful_count').notNull().default(0),
    reportCount: integer('report_count').notNull().default(0),
    /** Image pipeline ids (originals/<id>.jpg), in the order the shopper added them. */
    photoIds: text('photo_ids').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    moderatedBy: text('moderated_by'),
  },
  (t) => [
    // The four orders of the public list, each an index walk on (product, approved): newest, rating, helpful.
    index('reviews_product_status_created').on(t.productId, t.status, t.createdAt, t.id),
    index('reviews_product_status_rating').on(t.productId, t.status, t.rating, t.createdAt, t.id),
    index('reviews_product_status_helpful').on(t.productId, t.status, t.helpfulCount, t.createdAt, t.id),
    index('reviews_status_created').on(t.status, t.createdAt),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_fit_scale', sql`${t.fit} is null or ${t.fit} in ('small', 'true', 'large')`),
    check('reviews_status_known', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

/** One helpful vote per review and visitor: a double click or two tabs insert one row, the second conflicts. */
export const reviewVotes = pgTable(
  'reviews_votes',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    voter: text('voter').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.voter] })],
);

/** "Report issue": one report per review and visitor; moderators see the count. */
export const reviewReports = pgTable(
  'reviews_reports',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    reporter: text('reporter').notNull(),
    reason: text('reason').$type<ReportReason>().notNull(),
    comment: text('comment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.reporter] })],
);

export const questions = pgTable(
  'reviews_questions',
  {
    id: uuid('id').primaryKey(),
    productId: text('product_id').notNull(),
    brand: text('brand').notNull(),
    language: text('language').notNull(),
    body: text('body').notNull(),
    authorName: text('author_name').notNull(),
    email: text('email').notNull(),
    status: text('status').$type<ModerationStatus>().notNull().default('pending'),
    answer: text('answer'),
    answeredBy: text('answered_by'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_questions_product_status').on(t.productId, t.status, t.createdAt),
    index('reviews_questions_status_created').on(t.status, t.createdAt),
    check('reviews_questions_status_known', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);
