/** Issue 25: review constants shared by the server and the pages (no zod here: pages import them). */

export const REVIEW_SORTS = ['newest', 'highest', 'lowest', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** The fit scale a reviewer picks: runs small, true to size, runs large. */
export const REVIEW_FITS = ['small', 'true', 'large'] as const;
export type ReviewFit = (typeof REVIEW_FITS)[number];

export const REPORT_REASONS = ['spam', 'offensive', 'off-topic', 'personal-data', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const MODERATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

/** Shopper photos per review, and the largest upload accepted (bytes). */
export const REVIEW_PHOTO_LIMITS = { perReview: 4, maxBytes: 8 * 1024 * 1024, minSide: 200, maxSide: 8000 } as const;

export const REVIEWS_PAGE_SIZE = 10;
