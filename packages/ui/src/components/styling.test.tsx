import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInStorefront } from '../testing/render-in-storefront';
import { Button } from './button';

describe('styling through the brand theme', () => {
  it('turns the css prop into an emotion class, coloured from the brand theme', () => {
    renderInStorefront(<Button>Go</Button>, { brand: 'kerbside' });
    const button = screen.getByRole('button');
    expect(button.getAttribute('css')).toBeNull();
    expect(button.className).toMatch(/css-/);
    const styles = Array.from(document.querySelectorAll('style'))
      .map((tag) => tag.textContent)
      .join('');
    expect(styles).toContain('#0A0A0A');
    expect(styles).toContain('min-height:2.75rem');
  });
});
