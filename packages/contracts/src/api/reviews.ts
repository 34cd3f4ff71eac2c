import { z } from 'zod';
import { SiteQuerySchema } from './common';
import { PRODUCT_ID_PATTERN } from '../patterns';
import { MODERATION_STATUSES, REPORT_REASONS, REVIEW_FITS, REVIEW_PHOTO_LIMITS, REVIEW_SORTS } from '../reviews';

export * from '../reviews';

/**
 * Issue 25: ratings and reviews, questions and answers. Shoppers' text is stored raw and always rendered escaped;
 * new reviews and questions are public only once a moderator approved them.
 */
export const ReviewProductIdSchema = z
  .string()
  .transform((id) => id.toUpperCase())
  .pipe(z.string().regex(PRODUCT_ID_PATTERN, 'Invalid Product ID: expected a brand prefix and 4 to 6 digits, e.g. NB1001'));

export const ReviewPhotoSchema = z.object({
  id: z.string(),
  /** 320 px JPEG (thumbnail) and the srcset widths the shopper photo viewer picks from. */
  thumbnail: z.string(),
  large: z.string(),
});
export type ReviewPhoto = z.infer<typeof ReviewPhotoSchema>;

export const ReviewSchema = z.object({
  id: z.string().uuid(),
  productId: z.string(),
  rating: z.number().int().min(1).max(5),
  fit: z.enum(REVIEW_FITS).nullable(),
  title: z.string(),
  body: z.string(),
  authorName: z.string(),
  /** The language the review is written in (the page marks it with lang). */
  language: z.string(),
  /** Computed by the server: the reviewer's account or e-mail has a paid order containing this product. */
  verifiedBuyer: z.boolean(),
  helpfulCount: z.number().int(),
  photos: z.array(ReviewPhotoSchema),
  createdAt: z.string(),
});
export type Review = z.infer<typeof ReviewSchema>;

export const FitSummarySchema = z.object({
  /** The fit most reviewers chose, and its share of the reviews that chose one (0–100). */
  verdict: z.enum(REVIEW_FITS),
  share: z.number().int(),
  votes: z.number().int(),
});
export type FitSummary = z.infer<typeof FitSummarySchema>;

export const ReviewSummarySchema = z.object({
  productId: z.string(),
  average: z.number().nullable(),
  count: z.number().int(),
  /** Approved reviews per star, index 0 = 1 star. */
  histogram: z.array(z.number().int()).length(5),
  fit: FitSummarySchema.nullable(),
});
export type ReviewSummary = z.infer<typeof ReviewSummarySchema>;

export const ReviewListQuerySchema = SiteQuerySchema.extend({
  sort: z.enum(REVIEW_SORTS).default('newest'),
  rating: z.coerce.number().int().min(1, 'rating: 1 to 5').max(5, 'rating: 1 to 5').optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type ReviewListQuery = z.infer<typeof ReviewListQuerySchema>;

export const ReviewListSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  productPath: z.string(),
  summary: ReviewSummarySchema,
  sort: z.enum(REVIEW_SORTS),
  rating: z.number().int().nullable(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Reviews matching the filter. */
  total: z.number().int(),
  items: z.array(ReviewSchema),
});
export type ReviewList = z.infer<typeof ReviewListSchema>;

const trimmed = (field: string, min: number, max: number) =>
  z
    .string({ error: `${field}: required` })
    .trim()
    .min(min, `${field}: at least ${min} characters`)
    .max(max, `${field}: at most ${max} characters`);

export const NewReviewSchema = SiteQuerySchema.extend({
  rating: z.number({ error: 'rating: choose 1 to 5 stars' }).int().min(1, 'rating: choose 1 to 5 stars').max(5, 'rating: choose 1 to 5 stars'),
  fit: z.enum(REVIEW_FITS).nullable().default(null),
  title: trimmed('title', 2, 120),
  body: trimmed('body', 10, 4000),
  authorName: trimmed('authorName', 1, 60),
  email: z.string().trim().toLowerCase().email('email: not an e-mail address').max(254),
  /** Ids the photo upload answered (at most REVIEW_PHOTO_LIMITS.perReview). */
  photoIds: z
    .array(z.string().regex(/^[0-9a-f]{16}$/, 'photoIds: expected ids from the photo upload'))
    .max(REVIEW_PHOTO_LIMITS.perReview, `photoIds: at most ${REVIEW_PHOTO_LIMITS.perReview} photos`)
    .default([]),
});
export type NewReview = z.input<typeof NewReviewSchema>;

export const SubmittedSchema = z.object({
  id: z.string().uuid(),
  status: z.enum(MODERATION_STATUSES),
  message: z.string(),
});
export type Submitted = z.infer<typeof SubmittedSchema>;

export const UploadedPhotoSchema = ReviewPhotoSchema.extend({ width: z.number().int(), height: z.number().int() });
export type UploadedPhoto = z.infer<typeof UploadedPhotoSchema>;

export const HelpfulVoteSchema = z.object({ helpfulCount: z.number().int(), counted: z.boolean() });
export type HelpfulVote = z.infer<typeof HelpfulVoteSchema>;

export const ReportBodySchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: `reason: one of ${REPORT_REASONS.join(', ')}` }),
  comment: z.string().trim().max(1000, 'comment: at most 1000 characters').default(''),
});

export const QuestionSchema = z.object({
  id: z.string().uuid(),
  productId: z.string(),
  body: z.string(),
  authorName: z.string(),
  language: z.string(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Question = z.infer<typeof QuestionSchema>;

export const QuestionListSchema = z.object({ productId: z.string(), items: z.array(QuestionSchema) });
export type QuestionList = z.infer<typeof QuestionListSchema>;

export const NewQuestionSchema = SiteQuerySchema.extend({
  body: trimmed('question', 10, 1000),
  authorName: trimmed('authorName', 1, 60),
  email: z.string().trim().toLowerCase().email('email: not an e-mail address').max(254),
});
export type NewQuestion = z.input<typeof NewQuestionSchema>;

/** The moderation queue (role moderator). */
export const ModerationReviewSchema = ReviewSchema.extend({
  status: z.enum(MODERATION_STATUSES),
  email: z.string(),
  reportCount: z.number().int(),
});
export type ModerationReview = z.infer<typeof ModerationReviewSchema>;

export const ModerationQuestionSchema = QuestionSchema.extend({ status: z.enum(MODERATION_STATUSES), email: z.string() });
export type ModerationQuestion = z.infer<typeof ModerationQuestionSchema>;

export const ModerationQueueSchema = z.object({
  reviews: z.array(ModerationReviewSchema),
  questions: z.array(ModerationQuestionSchema),
});
export type ModerationQueue = z.infer<typeof ModerationQueueSchema>;

export const ModerationDecisionSchema = z.object({ decision: z.enum(['approved', 'rejected']) });
export const AnswerBodySchema = z.object({ answer: trimmed('answer', 2, 2000) });
