import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInStorefront } from '../testing/render-in-storefront';
import { Button } from './button';
import { IconButton } from './icon-button';

describe('Button', () => {
  it('is a type=button by default and calls onClick', () => {
    const onClick = vi.fn();
    renderInStorefront(<Button onClick={onClick}>Add to basket</Button>);
    const button = screen.getByRole('button', { name: 'Add to basket' });
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading: aria-busy, still focusable, clicks ignored', () => {
    const onClick = vi.fn();
    renderInStorefront(
      <Button loading onClick={onClick}>
        Add to basket
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Add to basket' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    button.focus();
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('has no aria-busy when idle and honours disabled', () => {
    renderInStorefront(<Button disabled>Pay</Button>);
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(button.hasAttribute('disabled')).toBe(true);
  });

  it('IconButton is named by its aria-label, not its icon', () => {
    renderInStorefront(<IconButton aria-label="Close" icon={<svg />} />);
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });
});
