import type { Theme } from '@emotion/react';
import { PICTURE_SIZES, type ProductDetail, type ProductView } from '@sf/contracts';
import { useTranslation } from '@sf/i18n';
import { lazy, Suspense, useRef, useState, type KeyboardEvent } from 'react';
import { Picture } from '@sf/ui';
import { ProductPhoto } from '../../shared/product-photo';

// The zoom is code for a click that may never come: loaded when the zoom button is first pointed at or pressed, so
// the product page's first load does not grow (budgets.json).
const loadZoom = () => import('./photo-zoom-dialog');
const PhotoZoomDialog = lazy(loadZoom);

/** Thumbnails: about a fifth of the gallery's width. */
const THUMB_SIZES = '(min-width: 48em) 6rem, 20vw';

interface GalleryProps {
  product: ProductDetail;
  colour: string;
  /** The product page's gallery: first photo fetched at once with high priority; zoom offered. */
  eager?: boolean;
}

/**
 * Every view of the chosen colour (issue 25): a swipeable strip (CSS scroll snap, so a phone's swipe is native),
 * thumbnails to pick a view (buttons, arrow keys move between them) and a full-screen zoom. The first photo is the
 * page's largest content, with the sizes the document head preloads it with (contracts PICTURE_SIZES). The box is
 * square before any photo arrives (CLS 0). Keyed by colour by the caller's state: a new colour starts at its hero.
 */
export function ProductGallery({ product, colour, eager = false }: GalleryProps) {
  const current = product.colours.find((entry) => entry.code === colour);
  const views = current?.views ?? [];
  if (views.length < 2) return <SinglePhoto product={product} colour={colour} eager={eager} />;
  return <ViewGallery key={colour} product={product} colourName={current?.name ?? ''} views={views} eager={eager} />;
}

function SinglePhoto({ product, colour, eager }: Required<GalleryProps>) {
  const { t } = useTranslation();
  const current = product.colours.find((entry) => entry.code === colour);
  return (
    <ProductPhoto
      image={current?.image ?? product.image}
      picture={current ? current.picture : product.picture}
      alt={t('catalog.productImageAlt', { name: product.name, colour: current?.name ?? '' })}
      sizes={PICTURE_SIZES.productGallery}
      eager={eager}
      highPriority={eager}
    />
  );
}

interface ViewGalleryProps {
  product: ProductDetail;
  colourName: string;
  views: readonly ProductView[];
  eager: boolean;
}

function ViewGallery({ product, colourName, views, eager }: ViewGalleryProps) {
  const { t } = useTranslation();
  const [active, setActive] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const strip = useRef<HTMLDivElement>(null);
  const thumbs = useRef<Array<HTMLButtonElement | null>>([]);
  const viewName = (view: ProductView) => t(`catalog.photoView.${view.view}`);
  const altOf = (view: ProductView) => t('catalog.photoAlt', { name: product.name, colour: colourName, view: viewName(view) });

  const show = (index: number) => {
    const next = (index + views.length) % views.length;
    setActive(next);
    const box = strip.current;
    if (box) box.scrollTo({ left: next * box.clientWidth, behavior: 'smooth' });
    return next;
  };
  // A swipe (or trackpad scroll) moves the strip itself: the slide that is mostly in view becomes the active one.
  const onScroll = () => {
    const box = strip.current;
    if (!box || box.clientWidth === 0) return;
    const index = Math.round(box.scrollLeft / box.clientWidth);
    if (index !== active && index >= 0 && index < views.length) setActive(index);
  };
  const onThumbKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    const jump = event.key === 'Home' ? 0 : event.key === 'End' ? views.length - 1 : null;
    if (step === undefined && jump === null) return;
    event.preventDefault();
    const next = show(jump ?? active + (step ?? 0));
    thumbs.current[next]?.focus();
  };

  return (
    <section aria-label={t('catalog.galleryLabel', { name: product.name })} data-testid="product-gallery" css={{ minWidth: 0 }}>
      <div css={{ position: 'relative' }}>
        <div
          ref={strip}
          onScroll={onScroll}
          data-testid="gallery-strip"
          css={{
            display: 'flex',
            overflowX: 'auto',
            scrollSnapType: 'x mandatory',
            scrollbarWidth: 'none',
            '&::-webkit-scrollbar': { display: 'none' },
            aspectRatio: '1 / 1',
          }}
        >
          {views.map((view, index) => (
            <div
              key={view.view}
              aria-hidden={index !== active}
              data-view={view.view}
              css={{ flex: '0 0 100%', scrollSnapAlign: 'start', scrollSnapStop: 'always' }}
            >
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
        <OverlayButton side="start" label={t('catalog.previousPhoto')} onClick={() => show(active - 1)}>
          ‹
        </OverlayButton>
        <OverlayButton side="end" label={t('catalog.nextPhoto')} onClick={() => show(active + 1)}>
          ›
        </OverlayButton>
        {eager && (
          <button
            type="button"
            aria-label={t('catalog.zoomOpen')}
            aria-haspopup="dialog"
            data-testid="gallery-zoom"
            onPointerEnter={() => void loadZoom()}
            onFocus={() => void loadZoom()}
            onClick={() => setZoomed(true)}
            css={(theme: Theme) => ({ ...roundButton(theme), insetBlockEnd: theme.space[3], insetInlineEnd: theme.space[3] })}
          >
            <MagnifierIcon />
          </button>
        )}
      </div>
      <div css={(theme: Theme) => thumbRow(theme)}>
        {views.map((view, index) => (
          <button
            key={view.view}
            ref={(element) => {
              thumbs.current[index] = element;
            }}
            type="button"
            aria-pressed={index === active}
            aria-label={t('catalog.photoThumbnail', { index: index + 1, count: views.length, view: viewName(view) })}
            tabIndex={index === active ? 0 : -1}
            onClick={() => show(index)}
            onKeyDown={onThumbKey}
            data-testid="gallery-thumb"
            css={(theme: Theme) => thumbStyles(theme, index === active)}
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

const roundButton = (theme: Theme) =>
  ({
    position: 'absolute',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: theme.sizes.minTarget,
    height: theme.sizes.minTarget,
    borderRadius: theme.radii.pill,
    border: `${theme.sizes.borderWidth} solid ${theme.colors.border}`,
    background: theme.colors.background,
    color: theme.colors.text,
    boxShadow: theme.shadows.sm,
    cursor: 'pointer',
    fontSize: theme.fontSizes.xl,
    lineHeight: 1,
  }) as const;

function OverlayButton({ side, label, onClick, children }: { side: 'start' | 'end'; label: string; onClick: () => void; children: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      css={(theme: Theme) => ({
        ...roundButton(theme),
        top: '50%',
        transform: 'translateY(-50%)',
        [side === 'start' ? 'insetInlineStart' : 'insetInlineEnd']: theme.space[3],
        // Phones swipe; the arrows are for a mouse.
        display: 'none',
        [theme.media.md]: { display: 'inline-flex' },
      })}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}

const thumbRow = (theme: Theme) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
  gap: theme.space[2],
  marginTop: theme.space[3],
});

const thumbStyles = (theme: Theme, active: boolean) => ({
  padding: 0,
  border: `${theme.sizes.strokeWidth} solid ${active ? theme.colors.text : 'transparent'}`,
  borderRadius: theme.radii.sm,
  background: theme.colors.surface,
  overflow: 'hidden',
  cursor: 'pointer',
  minHeight: theme.sizes.minTarget,
  '& img': { opacity: active ? 1 : 0.8 },
  '&:hover img': { opacity: 1 },
});

function MagnifierIcon() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5 L21 21 M10.5 7.5 v6 M7.5 10.5 h6" />
    </svg>
  );
}
