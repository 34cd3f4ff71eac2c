import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel';
import { loadLocaleTexts, renderInShell } from './testing/render';

const status = () => screen.getByTestId('carousel-status').textContent;

function renderCarousel(autoAdvanceSeconds?: number) {
  return renderInShell(
    <Carousel title="New arrivals" titleLevel={2} autoAdvanceSeconds={autoAdvanceSeconds}>
      <a href="/p/one">One</a>
      <a href="/p/two">Two</a>
      <a href="/p/three">Three</a>
    </Carousel>,
  );
}

function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('Carousel', () => {
  beforeAll(() => loadLocaleTexts('uk-en'));
  beforeEach(() => {
    vi.useFakeTimers();
    prefersReducedMotion(false);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is a labelled carousel of labelled slides that every visitor can move with buttons and arrow keys', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'New arrivals' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    expect(
      within(region)
        .getAllByRole('group')
        .map((slide) => slide.getAttribute('aria-label')),
    ).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(status()).toBe('Showing 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(status()).toBe('Showing 2 of 3');
    fireEvent.keyDown(screen.getByRole('link', { name: 'Two' }), { key: 'ArrowRight' });
    expect(status()).toBe('Showing 3 of 3');
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(status()).toBe('Showing 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: /Previous/ }));
    expect(status()).toBe('Showing 3 of 3');
    fireEvent.keyDown(region, { key: 'Home' });
    expect(status()).toBe('Showing 1 of 3');
    // Moved by the visitor, the position is announced.
    expect(screen.getByTestId('carousel-status').getAttribute('aria-live')).toBe('polite');
  });

  it('does not advance by itself by default, and offers no pause button then', () => {
    renderCarousel();
    act(() => vi.advanceTimersByTime(60_000));
    expect(status()).toBe('Showing 1 of 3');
    expect(screen.queryByRole('button', { name: /Pause/ })).toBeNull();
  });

  it('advances when the CMS asks, stops on Pause and goes on with Play', () => {
    renderCarousel(5);
    act(() => vi.advanceTimersByTime(5_000));
    expect(status()).toBe('Showing 2 of 3');
    // While it moves by itself it does not talk over the page.
    expect(screen.getByTestId('carousel-status').getAttribute('aria-live')).toBe('off');
    const pause = screen.getByRole('button', { name: 'Pause the slides' });
    fireEvent.click(pause);
    fireEvent.blur(pause);
    act(() => vi.advanceTimersByTime(30_000));
    expect(status()).toBe('Showing 2 of 3');
    const play = screen.getByRole('button', { name: 'Play the slides' });
    expect(play.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(play);
    fireEvent.blur(play);
    act(() => vi.advanceTimersByTime(5_000));
    expect(status()).toBe('Showing 3 of 3');
  });

  it('stops while the visitor hovers over or focuses it', () => {
    renderCarousel(5);
    const region = screen.getByRole('region', { name: 'New arrivals' });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(20_000));
    expect(status()).toBe('Showing 1 of 3');
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(5_000));
    expect(status()).toBe('Showing 2 of 3');
  });

  it('never advances by itself under prefers-reduced-motion', () => {
    prefersReducedMotion(true);
    renderCarousel(5);
    act(() => vi.advanceTimersByTime(60_000));
    expect(status()).toBe('Showing 1 of 3');
    expect(screen.queryByRole('button', { name: /Pause/ })).toBeNull();
  });
});
