import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Review, ReviewSummary } from '@sf/contracts/api';
import { renderInShell } from '../../test/render';
import { ReviewCard } from './review-card';
import { ReviewSummaryBlock } from './review-summary-block';
import { viewOfQuery, viewQuery } from './review-view';

const review: Review = {
  id: '00000000-0000-4000-8000-000000000001',
  productId: 'NB1001',
  rating: 4,
  fit: 'small',
  title: '<b>Bold</b> claim',
  body: '<script>alert(1)</script> nice boots',
  authorName: '<img src=x onerror=alert(1)>',
  language: 'de',
  verifiedBuyer: true,
  helpfulCount: 3,
  photos: [{ id: '0123456789abcdef', thumbnail: '/images/photos/0123456789abcdef/320.jpg', large: '/images/photos/0123456789abcdef/1280.jpg' }],
  createdAt: '2026-03-01T10:00:00.000Z',
};

describe('reviews', () => {
  it('shows a review as text (markup included), in its language, with the badge, fit and photo link', () => {
    renderInShell(<ReviewCard review={review} />);
    expect(screen.getByRole('heading', { name: '<b>Bold</b> claim' })).toBeTruthy();
    expect(screen.getByText('<script>alert(1)</script> nice boots')).toBeTruthy();
    expect(document.querySelector('script, b, img[src="x"]')).toBeNull();
    expect(screen.getByText('<b>Bold</b> claim').closest('[lang]')?.getAttribute('lang')).toBe('de');
    expect(screen.getByText('Verified buyer')).toBeTruthy();
    expect(screen.getByText('Fit: Runs small')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open shopper photo 1' }).getAttribute('href')).toBe('#review-ugc_0123456789abcdef');
    expect(screen.getByRole('button', { name: 'Helpful (3)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Report issue' }).getAttribute('href')).toBe(`#report-issue_${review.id}`);
  });

  it('gives size advice from the fit most reviewers chose', () => {
    const summary: ReviewSummary = { productId: 'NB1001', average: 4.2, count: 10, histogram: [0, 1, 1, 3, 5], fit: { verdict: 'true', share: 72, votes: 9 } };
    renderInShell(<ReviewSummaryBlock summary={summary} />);
    expect(screen.getByText('Most say true to size (72 %)')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 4.2 out of 5' })).toBeTruthy();
    expect(screen.getByRole('row', { name: '5 stars 5' })).toBeTruthy();
  });

  it('reads the reviews view from the URL query and writes it back', () => {
    expect(viewOfQuery({ sort: 'helpful', rating: '5', page: '2' })).toEqual({ sort: 'helpful', rating: 5, page: 2 });
    expect(viewOfQuery({ sort: 'nonsense', rating: '9', page: '-1' })).toEqual({ sort: 'newest', rating: null, page: 1 });
    expect(viewQuery({ sort: 'lowest', rating: 1, page: 1 })).toBe('?sort=lowest&rating=1');
    expect(viewQuery({ sort: 'newest', rating: null, page: 1 })).toBe('');
  });
});
