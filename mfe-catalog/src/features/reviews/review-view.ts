import { REVIEW_SORTS, type ReviewSort } from '@sf/contracts/reviews';
import type { ReviewView } from './reviews-api';

const isSort = (value: string | undefined): value is ReviewSort => (REVIEW_SORTS as readonly string[]).includes(value ?? '');

/** The reviews page's view from its URL query (what the edge reads too); anything malformed is the default. */
export function viewOfQuery(query: Record<string, string>): ReviewView {
  const rating = Number(query.rating);
  const page = Number(query.page);
  return {
    sort: isSort(query.sort) ? query.sort : 'newest',
    rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null,
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}

export function viewQuery(view: ReviewView): string {
  const query = new URLSearchParams();
  if (view.sort !== 'newest') query.set('sort', view.sort);
  if (view.rating) query.set('rating', String(view.rating));
  if (view.page > 1) query.set('page', String(view.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}
