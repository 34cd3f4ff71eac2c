import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInStorefront } from '../testing/render-in-storefront';
import { RatingStars } from './rating-stars';

describe('RatingStars', () => {
  it('is one image named by its label, filled to the average', () => {
    renderInStorefront(<RatingStars value={4.5} label="Rated 4.5 out of 5" />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
    expect(screen.getByTestId('rating-fill').style.width).toBe('90%');
  });
});
