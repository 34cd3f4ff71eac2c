import { css, type Theme } from '@emotion/react';
import { PICTURE_SIZES, type ProductDetail, type ProductView } from '@sf/contracts';
import { useTranslation } from '@sf/i18n';
import { Picture } from '@sf/ui';
import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';

// The zoom is code for a click that may never come: loaded when the zoom button is first pointed at or pressed.
const loadZoom = () => import('./photo-zoom-dialog');
const PhotoZoomDialog = lazy(loadZoom);

/** Thumbnails: about a fifth of the gallery's width. */
const THUMB_SIZES = '(min-width: 48em) 6rem, 20vw';

export interface ViewGalleryProps {
  product: ProductDetail;
  colourName: string;
  views: readonly ProductView[];
  eager: boolean;
}

/**
 * Every view of the chosen colour (issue 25): a swipeable strip (CSS scroll snap, so a phone's swipe is native),
 * thumbnails to pick a view (buttons; arrow keys, Home and End move between them, one tab stop for the row) and a
 * full-screen zoom. Loaded after the page's first load (product-gallery.tsx); the server renders it in full.
 */
export default function ViewGallery({ product, colourName, views, eager }: ViewGalleryProps) {
  const { t } = useTranslation();
  const [active, setActive] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  // Set once hydrated (the server's markup has it unset): tests and tooling can tell when the thumbnails work.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const strip = useRef<HTMLDivElement>(null);
  const thumbs = useRef<HTMLDivElement>(null);
  const viewName = (view: ProductView) => t(`catalog.photoView.${view.view}`);
  const altOf = (view: ProductView) => t('catalog.photoAlt', { name: product.name, colour: colourName, view: viewName(view) });
  const count = views.length;

  const show = (index: number, focus?: boolean) => {
    const next = (index + count) % count;
    setActive(next);
    strip.current?.scrollTo({ left: next * strip.current.clientWidth, behavior: 'smooth' });
    if (focus) (thumbs.current?.children[next] as HTMLElement | undefined)?.focus();
  };
  // Arrow keys, Home and End move between thumbnails (one tab stop for the row).
  const onKeyDown = (event: KeyboardEvent) => {
    const key = event.key;
    const next = key === 'Home' ? 0 : key === 'End' ? count - 1 : /Right|Down/.test(key) ? active + 1 : /Left|Up/.test(key) ? active - 1 : null;
    if (next === null) return;
    event.preventDefault();
    show(next, true);
  };

  return (
    <section aria-label={t('catalog.galleryLabel', { name: product.name })} data-testid="product-gallery" data-ready={ready || undefined} css={galleryStyles}>
      <div className="g-frame">
        {/* A swipe (or trackpad scroll) moves the strip itself: the slide mostly in view becomes the active one. */}
        {/* biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls; this is a scrolling strip of photos */}
        <div
          ref={strip}
          className="g-strip"
          data-testid="gallery-strip"
          // Focusable, so a keyboard can scroll it too (WCAG 2.1.1; axe scrollable-region-focusable).
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container must be reachable by keyboard
          tabIndex={0}
          role="group"
          aria-label={t('catalog.galleryLabel', { name: product.name })}
          onScroll={(event) => setActive(Math.round(event.currentTarget.scrollLeft / (event.currentTarget.clientWidth || 1)))}
        >
          {views.map((view, index) => (
            <div key={view.view} aria-hidden={index !== active} data-view={view.view}>
              <Picture
                picture={view.picture}
                src={view.image}
                alt={altOf(view)}
                sizes={PICTURE_SIZES.productGallery}
                loading={eager && index === 0 ? 'eager' : 'lazy'}
                fetchPriority={eager && index === 0 ? 'high' : undefined}
              />
            </div>
          ))}
        </div>
        {eager && (
          <button
            type="button"
            className="g-zoom"
            aria-label={t('catalog.zoomOpen')}
            aria-haspopup="dialog"
            data-testid="gallery-zoom"
            onPointerEnter={loadZoom}
            onFocus={loadZoom}
            onClick={() => setZoomed(true)}
          >
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M15.5 15.5 21 21M10.5 7.5v6m-3-3h6" />
              <circle cx="10.5" cy="10.5" r="6.5" />
            </svg>
          </button>
        )}
      </div>
      <div ref={thumbs} className="g-thumbs" role="toolbar" aria-label={t('catalog.galleryLabel', { name: product.name })} onKeyDown={onKeyDown}>
        {views.map((view, index) => (
          <button
            key={view.view}
            type="button"
            aria-pressed={index === active}
            aria-label={t('catalog.photoThumbnail', { index: index + 1, count, view: viewName(view) })}
            tabIndex={index === active ? 0 : -1}
            onClick={() => show(index)}
            data-testid="gallery-thumb"
          >
            <Picture picture={view.picture} src={view.image} alt="" sizes={THUMB_SIZES} />
          </button>
        ))}
      </div>
      {zoomed && (
        <Suspense fallback={null}>
          <PhotoZoomDialog
            views={views}
            start={active}
            title={t('catalog.zoomDialog', { name: product.name })}
            altOf={(index) => altOf(views[index] ?? (views[0] as ProductView))}
            labels={{
              close: t('catalog.zoomClose'),
              zoomIn: t('catalog.zoomIn'),
              zoomOut: t('catalog.zoomOut'),
              hint: t('catalog.zoomHint'),
              previous: t('catalog.previousPhoto'),
              next: t('catalog.nextPhoto'),
            }}
            onClose={(index) => {
              setZoomed(false);
              show(index);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}

/** One style block for the whole gallery (a CSS string is a fraction of the bytes of per-element style objects). */
const galleryStyles = (theme: Theme) => css`
  min-width: 0;
  .g-frame {
    position: relative;
  }
  .g-strip {
    display: flex;
    overflow-x: auto;
    scroll-snap-type: x mandatory;
    scrollbar-width: none;
    aspect-ratio: 1;
  }
  .g-strip > div {
    flex: 0 0 100%;
    scroll-snap-align: start;
    scroll-snap-stop: always;
  }
  .g-zoom {
    position: absolute;
    inset: auto ${theme.space[3]} ${theme.space[3]} auto;
    display: grid;
    place-items: center;
    width: ${theme.sizes.minTarget};
    height: ${theme.sizes.minTarget};
    border-radius: ${theme.radii.pill};
    border: 1px solid ${theme.colors.border};
    background: ${theme.colors.background};
    color: ${theme.colors.text};
    box-shadow: ${theme.shadows.sm};
    cursor: zoom-in;
  }
  /* Five square cells, no gap (each button pads its own): the row is a fifth of the width high, as reserved. */
  .g-thumbs {
    display: grid;
    grid-template-columns: repeat(5, 1fr);
    margin-top: 0.5rem;
  }
  .g-thumbs button {
    padding: 0.25rem;
    border: 0;
    background: none;
    cursor: pointer;
  }
  .g-thumbs picture {
    border: 2px solid transparent;
    border-radius: ${theme.radii.sm};
    overflow: hidden;
    opacity: 0.8;
  }
  .g-thumbs [aria-pressed='true'] picture {
    border-color: ${theme.colors.text};
    opacity: 1;
  }
`;
