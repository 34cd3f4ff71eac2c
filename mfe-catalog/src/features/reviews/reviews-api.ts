import { ApiRequestError } from '@sf/api-client';
import type { SiteInfo } from '@sf/remote-contract';
import type { NewQuestion, NewReview, ReportReason, ReviewSort, UploadedPhoto } from '@sf/contracts/api';
import { typedApiFor } from '../../shared/catalog-api';

type Site = Pick<SiteInfo, 'brand' | 'locale'>;

export interface ReviewView {
  sort: ReviewSort;
  rating: number | null;
  page: number;
}

/** The review and question endpoints of the server (contracts api/reviews.ts). */
export function reviewsApi(site: Site) {
  const api = typedApiFor(site);
  return {
    list: (productId: string, view: Partial<ReviewView> = {}, signal?: AbortSignal) =>
      api.get('/api/reviews/{productId}', {
        path: { productId },
        query: { sort: view.sort ?? 'newest', page: view.page ?? 1, ...(view.rating ? { rating: view.rating } : {}) },
        signal,
      }),
    questions: (productId: string, signal?: AbortSignal) => api.get('/api/reviews/{productId}/questions', { path: { productId }, signal }),
    write: (productId: string, review: Omit<NewReview, 'brand' | 'locale'>) =>
      api.post('/api/reviews/{productId}', { path: { productId }, body: { ...review, brand: site.brand, locale: site.locale } }),
    ask: (productId: string, question: Omit<NewQuestion, 'brand' | 'locale'>) =>
      api.post('/api/reviews/{productId}/questions', { path: { productId }, body: { ...question, brand: site.brand, locale: site.locale } }),
    helpful: (reviewId: string) => api.post('/api/reviews/{id}/helpful', { path: { id: reviewId } }),
    report: (reviewId: string, reason: ReportReason, comment: string) =>
      api.post('/api/reviews/{id}/report', { path: { id: reviewId }, body: { reason, comment } }),
  };
}

/** The file's bytes as the body: the server reads its type from them (the browser's guess is not trusted anyway). */
export async function uploadReviewPhoto(file: File): Promise<UploadedPhoto> {
  const response = await fetch('/api/reviews/photos', {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', accept: 'application/json' },
    body: file,
    credentials: 'same-origin',
  });
  const body = (await response.json().catch(() => null)) as (UploadedPhoto & { message?: string }) | null;
  if (!response.ok) throw new PhotoRefused(body?.message ?? `HTTP ${response.status}`, response.status);
  return body as UploadedPhoto;
}

export class PhotoRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'PhotoRefused';
  }
}

/** The server's own message for a refused write (400, 429), for the form to show; null for other failures. */
export const refusalMessage = (error: unknown): string | null =>
  error instanceof ApiRequestError && (error.status === 400 || error.status === 429 || error.status === 413 || error.status === 415)
    ? (error.body?.message ?? null)
    : null;
