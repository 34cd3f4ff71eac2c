import type { Theme } from '@emotion/react';
import { Children, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '@sf/i18n';
import { Button, Heading, visuallyHiddenStyles } from '@sf/ui';
import { usePrefersReducedMotion } from './reduced-motion';

export interface CarouselProps {
  title: string;
  titleLevel: 2 | 3;
  children: ReactNode;
  /** Seconds per slide when it advances by itself; unset (the default) never advances by itself. */
  autoAdvanceSeconds?: number;
  /** How wide each item is: a product card, or a larger editorial slide. */
  itemWidth?: 'card' | 'slide';
  testId?: string;
}

/**
 * An accessible carousel (WAI-ARIA APG): every slide is in the server's markup in a scroll-snapping row (swipe on a
 * phone), Previous/Next buttons and the arrow keys move it, and the position is announced. It advances by itself only
 * when the CMS asks for it and never under prefers-reduced-motion; then a Pause button comes first, and hovering or
 * focusing the carousel also stops it (WCAG 2.2.2).
 */
export function Carousel({ title, titleLevel, children, autoAdvanceSeconds, itemWidth = 'card', testId }: CarouselProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const slides = Children.toArray(children);
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [engaged, setEngaged] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const track = useRef<HTMLUListElement>(null);
  const moved = useRef(false);
  const rotates = autoAdvanceSeconds !== undefined && count > 1 && !reducedMotion;
  const rotating = rotates && !paused && !engaged;

  useEffect(() => {
    if (!rotating || autoAdvanceSeconds === undefined) return undefined;
    const timer = setInterval(() => {
      moved.current = true;
      setIndex((current) => (current + 1) % count);
    }, autoAdvanceSeconds * 1000);
    return () => clearInterval(timer);
  }, [rotating, autoAdvanceSeconds, count]);

  useEffect(() => {
    if (!moved.current) return;
    const list = track.current;
    const item = list?.children[index];
    if (!list || !(item instanceof HTMLElement) || typeof list.scrollTo !== 'function') return;
    list.scrollTo({ left: item.offsetLeft - list.offsetLeft, behavior: reducedMotion ? 'auto' : 'smooth' });
  }, [index, reducedMotion]);

  const go = (next: number) => {
    moved.current = true;
    setIndex(((next % count) + count) % count);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const keys: Record<string, () => void> = {
      ArrowRight: () => go(index + 1),
      ArrowLeft: () => go(index - 1),
      Home: () => go(0),
      End: () => go(count - 1),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby={titleId}
      data-testid={testId}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setEngaged(true)}
      onMouseLeave={() => setEngaged(false)}
      onFocus={() => setEngaged(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setEngaged(false);
      }}
    >
      <div
        css={(theme: Theme) => ({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: theme.space[3], marginBottom: theme.space[3] })}
      >
        <Heading level={titleLevel} id={titleId}>
          {title}
        </Heading>
        {count > 1 && (
          <div css={(theme: Theme) => ({ display: 'flex', gap: theme.space[2], flexShrink: 0 })}>
            {rotates && (
              <Button variant="secondary" size="sm" onClick={() => setPaused((value) => !value)} aria-pressed={paused}>
                {paused ? t('content-blocks.play') : t('content-blocks.pause')}
              </Button>
            )}
            <Button variant="secondary" size="sm" onClick={() => go(index - 1)}>
              <span aria-hidden="true">‹ </span>
              {t('content-blocks.previous')}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => go(index + 1)}>
              {t('content-blocks.next')}
              <span aria-hidden="true"> ›</span>
            </Button>
          </div>
        )}
      </div>
      <p css={visuallyHiddenStyles} aria-live={rotating ? 'off' : 'polite'} aria-atomic="true" data-testid="carousel-status">
        {t('content-blocks.showing', { index: index + 1, count })}
      </p>
      <ul
        ref={track}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling row must be focusable so it scrolls with the keyboard even when its slides hold no link (WCAG 2.1.1, axe scrollable-region-focusable)
        tabIndex={0}
        css={(theme: Theme) => ({
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: itemWidth === 'card' ? 'minmax(10rem, 45%)' : 'minmax(16rem, 85%)',
          gap: theme.space[4],
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          listStyle: 'none',
          margin: 0,
          padding: `0 0 ${theme.space[3]}`,
          [theme.media.md]: { gridAutoColumns: itemWidth === 'card' ? 'calc((100% - 3 * 1rem) / 4)' : 'calc((100% - 1rem) / 2)' },
          '@media (prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' },
          '&:focus-visible': { outline: `${theme.sizes.focusRingWidth} solid ${theme.colors.focus}`, outlineOffset: theme.sizes.focusRingOffset },
        })}
      >
        {slides.map((slide, position) => (
          <li
            // Slides are the CMS's list in its order; the position is their identity.
            key={position}
            css={{ scrollSnapAlign: 'start', minWidth: 0 }}
          >
            {/* biome-ignore lint/a11y/useSemanticElements: the APG carousel's slide is a role="group" (a fieldset is for form controls) */}
            <div
              role="group"
              aria-roledescription="slide"
              aria-label={t('content-blocks.slideOf', { index: position + 1, count })}
              aria-current={position === index ? 'true' : undefined}
            >
              {slide}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
