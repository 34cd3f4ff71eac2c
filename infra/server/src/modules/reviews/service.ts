/**
 * Reviews and questions: the public lists (approved only), submissions (pending until a moderator approves them),
 * helpful votes and reports (once per visitor, by primary key), and the moderation queue. Approving or rejecting a
 * review recomputes the product's rating aggregate in the catalog (`onRatingsChanged` then re-indexes and evicts).
 */
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import {
  REVIEWS_PAGE_SIZE,
  type FitSummary,
  type ModerationQueue,
  type ModerationStatus,
  type Question,
  type Review,
  type ReviewFit,
  type ReviewSort,
  type ReviewSummary,
} from '@sf/contracts/api';
import type { Database } from '../../db/client';
import { HttpError } from '../../http-errors';
import { refreshRatings } from './aggregate';
import { photoOf } from './photo-intake';
import { questions, reviewReports, reviews, reviewVotes } from './tables';

type ReviewRow = typeof reviews.$inferSelect;
type QuestionRow = typeof questions.$inferSelect;

export const toReview = (row: ReviewRow): Review => ({
  id: row.id,
  productId: row.productId,
  rating: row.rating,
  fit: row.fit ?? null,
  title: row.title,
  body: row.body,
  authorName: row.authorName,
  language: row.language,
  verifiedBuyer: row.verifiedBuyer,
  helpfulCount: row.helpfulCount,
  photos: row.photoIds.map(photoOf),
  createdAt: row.createdAt.toISOString(),
});

const toQuestion = (row: QuestionRow): Question => ({
  id: row.id,
  productId: row.productId,
  body: row.body,
  authorName: row.authorName,
  language: row.language,
  answer: row.answer,
  answeredAt: row.answeredAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

const ORDERS: Record<ReviewSort, SQL[]> = {
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  highest: [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  lowest: [asc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  helpful: [desc(reviews.helpfulCount), desc(reviews.createdAt), desc(reviews.id)],
};

export interface NewReviewRow {
  productId: string;
  brand: string;
  language: string;
  rating: number;
  fit: ReviewFit | null;
  title: string;
  body: string;
  authorName: string;
  email: string;
  customerId: string | null;
  verifiedBuyer: boolean;
  photoIds: string[];
}

export interface NewQuestionRow {
  productId: string;
  brand: string;
  language: string;
  body: string;
  authorName: string;
  email: string;
}

export interface ReviewsServiceOptions {
  /** After a moderation decision changed a product's aggregate: re-index it and evict caches. */
  onRatingsChanged?: (productIds: readonly string[]) => Promise<void>;
}

const approvedOf = (productId: string) => and(eq(reviews.productId, productId), eq(reviews.status, 'approved'));

export function createReviewsService(db: Database, options: ReviewsServiceOptions = {}) {
  async function summary(productId: string): Promise<ReviewSummary> {
    // One pass over the product's approved reviews: per star, and per fit among those that chose one.
    const groups = await db
      .select({ rating: reviews.rating, fit: reviews.fit, n: sql<number>`count(*)::int` })
      .from(reviews)
      .where(approvedOf(productId))
      .groupBy(reviews.rating, reviews.fit);
    const stars = groups.map((row) => ({ rating: row.rating, n: Number(row.n) }));
    const fitCounts = new Map<ReviewFit, number>();
    for (const row of groups) if (row.fit) fitCounts.set(row.fit, (fitCounts.get(row.fit) ?? 0) + Number(row.n));
    const fits = [...fitCounts].map(([fit, n]) => ({ fit, n }));
    const histogram = [0, 0, 0, 0, 0];
    for (const row of stars) histogram[row.rating - 1] = (histogram[row.rating - 1] ?? 0) + row.n;
    const count = histogram.reduce((sum, n) => sum + n, 0);
    const average = count === 0 ? null : Math.round((histogram.reduce((sum, n, index) => sum + n * (index + 1), 0) / count) * 10) / 10;
    return { productId, average, count, histogram, fit: fitSummary(fits) };
  }

  return {
    summary,

    async list(productId: string, query: { sort: ReviewSort; rating?: number | undefined; page: number }) {
      const where = query.rating ? and(approvedOf(productId), eq(reviews.rating, query.rating)) : approvedOf(productId);
      const [rows, about] = await Promise.all([
        db
          .select()
          .from(reviews)
          .where(where)
          .orderBy(...ORDERS[query.sort])
          .limit(REVIEWS_PAGE_SIZE)
          .offset((query.page - 1) * REVIEWS_PAGE_SIZE),
        summary(productId),
      ]);
      return {
        summary: about,
        sort: query.sort,
        rating: query.rating ?? null,
        page: query.page,
        pageSize: REVIEWS_PAGE_SIZE,
        // The histogram already counts the filter's reviews: no count query of its own.
        total: query.rating ? (about.histogram[query.rating - 1] ?? 0) : about.count,
        items: rows.map(toReview),
      };
    },

    async submitReview(row: NewReviewRow): Promise<{ id: string; status: ModerationStatus }> {
      const id = randomUUID();
      await db.insert(reviews).values({ id, ...row, status: 'pending' });
      return { id, status: 'pending' };
    },

    /** Counts one vote per visitor; a second (double click, second tab) inserts nothing and counts nothing. */
    async voteHelpful(reviewId: string, voter: string): Promise<{ helpfulCount: number; counted: boolean }> {
      return db.transaction(async (tx) => {
        const [review] = await tx
          .select({ id: reviews.id })
          .from(reviews)
          .where(and(eq(reviews.id, reviewId), eq(reviews.status, 'approved')));
        if (!review) throw new HttpError(404, `review: no published review ${reviewId}`);
        const inserted = await tx.insert(reviewVotes).values({ reviewId, voter }).onConflictDoNothing().returning({ voter: reviewVotes.voter });
        if (inserted.length > 0) {
          const [updated] = await tx
            .update(reviews)
            .set({ helpfulCount: sql`${reviews.helpfulCount} + 1` })
            .where(eq(reviews.id, reviewId))
            .returning({ helpfulCount: reviews.helpfulCount });
          return { helpfulCount: updated?.helpfulCount ?? 0, counted: true };
        }
        const [current] = await tx.select({ helpfulCount: reviews.helpfulCount }).from(reviews).where(eq(reviews.id, reviewId));
        return { helpfulCount: current?.helpfulCount ?? 0, counted: false };
      });
    },

    async report(reviewId: string, reporter: string, reason: string, comment: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [review] = await tx
          .select({ id: reviews.id })
          .from(reviews)
          .where(and(eq(reviews.id, reviewId), eq(reviews.status, 'approved')));
        if (!review) throw new HttpError(404, `review: no published review ${reviewId}`);
        const inserted = await tx
          .insert(reviewReports)
          .values({ reviewId, reporter, reason: reason as never, comment })
          .onConflictDoNothing()
          .returning({ reporter: reviewReports.reporter });
        if (inserted.length === 0) return false;
        await tx
          .update(reviews)
          .set({ reportCount: sql`${reviews.reportCount} + 1` })
          .where(eq(reviews.id, reviewId));
        return true;
      });
    },

    async questions(productId: string): Promise<Question[]> {
      const rows = await db
        .select()
        .from(questions)
        .where(and(eq(questions.productId, productId), eq(questions.status, 'approved')))
        .orderBy(desc(questions.createdAt))
        .limit(50);
      return rows.map(toQuestion);
    },

    async submitQuestion(row: NewQuestionRow): Promise<{ id: string; status: ModerationStatus }> {
      const id = randomUUID();
      await db.insert(questions).values({ id, ...row, status: 'pending' });
      return { id, status: 'pending' };
    },

    /** Pending reviews, published reviews someone reported, and questions waiting for a decision or an answer. */
    async queue(): Promise<ModerationQueue> {
      const [reviewRows, questionRows] = await Promise.all([
        db
          .select()
          .from(reviews)
          .where(or(eq(reviews.status, 'pending'), and(eq(reviews.status, 'approved'), sql`${reviews.reportCount} > 0`)))
          .orderBy(desc(reviews.reportCount), asc(reviews.createdAt))
          .limit(100),
        db
          .select()
          .from(questions)
          .where(or(eq(questions.status, 'pending'), and(eq(questions.status, 'approved'), sql`${questions.answer} is null`)))
          .orderBy(asc(questions.createdAt))
          .limit(100),
      ]);
      return {
        reviews: reviewRows.map((row) => ({ ...toReview(row), status: row.status, email: row.email ?? '', reportCount: row.reportCount })),
        questions: questionRows.map((row) => ({ ...toQuestion(row), status: row.status, email: row.email })),
      };
    },

    async decideReview(id: string, decision: 'approved' | 'rejected', operator: string): Promise<Review> {
      const [row] = await db.update(reviews).set({ status: decision, moderatedAt: new Date(), moderatedBy: operator }).where(eq(reviews.id, id)).returning();
      if (!row) throw new HttpError(404, `review: no review ${id}`);
      if ((await refreshRatings(db, [row.productId])) > 0) await options.onRatingsChanged?.([row.productId]);
      return toReview(row);
    },

    async decideQuestion(id: string, decision: 'approved' | 'rejected'): Promise<Question> {
      const [row] = await db.update(questions).set({ status: decision }).where(eq(questions.id, id)).returning();
      if (!row) throw new HttpError(404, `question: no question ${id}`);
      return toQuestion(row);
    },

    /** Answering publishes the question too. */
    async answerQuestion(id: string, answer: string, operator: string): Promise<Question> {
      const [row] = await db
        .update(questions)
        .set({ answer, answeredBy: operator, answeredAt: new Date(), status: 'approved' })
        .where(eq(questions.id, id))
        .returning();
      if (!row) throw new HttpError(404, `question: no question ${id}`);
      return toQuestion(row);
    },
  };
}

/** "Most say true to size (72 %)": the fit most reviewers chose and its share; null before anyone chose one. */
export function fitSummary(counts: ReadonlyArray<{ fit: ReviewFit; n: number }>): FitSummary | null {
  const votes = counts.reduce((sum, row) => sum + row.n, 0);
  if (votes === 0) return null;
  const top = [...counts].sort((a, b) => b.n - a.n || (a.fit === 'true' ? -1 : b.fit === 'true' ? 1 : 0))[0];
  if (!top) return null;
  return { verdict: top.fit, share: Math.round((top.n / votes) * 100), votes };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
