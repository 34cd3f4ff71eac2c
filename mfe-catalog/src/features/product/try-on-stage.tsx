import type { Theme } from '@emotion/react';
import { forwardRef, useEffect, useImperativeHandle, useRef, type KeyboardEvent, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
import { PRODUCT_FADE_START } from './try-on-snapshot';
import { dragBy, moveTo, placementForKey, type Placement } from './try-on-placement';

/** What is behind the product: the live camera, the shopper's own photo (a local object URL), or nothing yet. */
export type TryOnBackground = { kind: 'camera'; stream: MediaStream; mirrored: boolean } | { kind: 'photo'; url: string } | { kind: 'none' };

export interface TryOnStageHandle {
  /** The element to copy the picture from and its pixel size; null until it has a picture. */
  background(): { element: HTMLVideoElement | HTMLImageElement; width: number; height: number } | null;
  product(): HTMLImageElement | null;
}

interface TryOnStageProps {
  background: TryOnBackground;
  productImage: string;
  placement: Placement;
  onPlace: (next: Placement) => void;
  labels: { stage: string; product: string; movable: string };
  hintId: string;
  /** Shown on the stage while there is no picture (starting, refused, no camera). */
  message?: ReactNode;
  inert?: boolean;
}

/**
 * The try-on picture: a fixed 4 ∶ 3 box (no layout shift whatever arrives), the background filling it as `cover`, and
 * the product on top, moved by dragging it, by a tap or click where it should go (a one-pointer alternative to
 * dragging, WCAG 2.5.7), or by keys once focused.
 */
export const TryOnStage = forwardRef<TryOnStageHandle, TryOnStageProps>(function TryOnStage(
  { background, productImage, placement, onPlace, labels, hintId, message, inert = false },
  ref,
) {
  const stageRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const photoRef = useRef<HTMLImageElement>(null);
  const productRef = useRef<HTMLImageElement>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const stream = background.kind === 'camera' ? background.stream : null;

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !stream) return undefined;
    video.srcObject = stream;
    // autoPlay + muted plays it anyway; a refused play() (a browser policy) must not become an unhandled rejection.
    video.play?.()?.catch(() => undefined);
    return () => {
      video.srcObject = null;
    };
  }, [stream]);

  useImperativeHandle(ref, () => ({
    background: () => {
      const video = videoRef.current;
      if (video?.videoWidth) return { element: video, width: video.videoWidth, height: video.videoHeight };
      const photo = photoRef.current;
      if (photo?.naturalWidth) return { element: photo, width: photo.naturalWidth, height: photo.naturalHeight };
      return null;
    },
    product: () => productRef.current,
  }));

  const onKeyDown = (event: KeyboardEvent) => {
    const next = placementForKey(placement, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    onPlace(next);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const from = drag.current;
    const box = stageRef.current?.getBoundingClientRect();
    if (!from || !box) return;
    drag.current = { x: event.clientX, y: event.clientY };
    onPlace(dragBy(placement, event.clientX - from.x, event.clientY - from.y, box));
  };
  const endDrag = () => {
    drag.current = null;
  };
  const onStageClick = (event: MouseEvent<HTMLDivElement>) => {
    const box = stageRef.current?.getBoundingClientRect();
    if (!box || box.width === 0 || event.target !== event.currentTarget) return;
    onPlace(moveTo(placement, (event.clientX - box.left) / box.width, (event.clientY - box.top) / box.height));
  };

  const mirrored = background.kind === 'camera' && background.mirrored;
  return (
    // The click places the product; keyboard users move it with the focused product's keys instead.
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useSemanticElements: a picture, not form controls; the product takes the keys
    <div ref={stageRef} role="group" aria-label={labels.stage} onClick={onStageClick} inert={inert} data-testid="try-on-stage" css={stageStyles}>
      {background.kind === 'camera' && (
        <video ref={videoRef} autoPlay muted playsInline data-testid="try-on-video" css={[fill, mirrored && { transform: 'scaleX(-1)' }]} />
      )}
      {background.kind === 'photo' && <img ref={photoRef} src={background.url} alt="" css={fill} />}
      {message && <div css={messageBox}>{message}</div>}
      <div
        // An application: screen readers pass the arrow keys, + − and R through to it instead of reading the page.
        role="application"
        aria-roledescription={labels.movable}
        aria-label={labels.product}
        aria-describedby={hintId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the movable product (role application) takes the keys, so it must be focusable
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        data-testid="try-on-product"
        data-placement={`${placement.x},${placement.y},${placement.width},${placement.rotation}`}
        css={productBox}
        style={boxAt(placement)}
      >
        <img ref={productRef} src={productImage} alt="" draggable={false} css={productPhoto} />
      </div>
      <div aria-hidden="true" data-ring css={ring} style={boxAt(placement)} />
    </div>
  );
});

const stageStyles = (theme: Theme) => ({
  position: 'relative' as const,
  width: '100%',
  aspectRatio: '4 / 3',
  overflow: 'hidden',
  background: theme.colors.surface,
  borderRadius: theme.radii.md,
  touchAction: 'none',
  cursor: 'crosshair',
});

/** The box the stage (and the picture taken, over it) sits in: tall enough to use, short enough that the buttons under it stay on screen. */
export const stageFrame = {
  position: 'relative' as const,
  width: 'min(100%, max(16rem, calc((100dvh - 18rem) * 4 / 3)))',
  marginInline: 'auto',
};

const fill = { position: 'absolute' as const, inset: 0, width: '100%', height: '100%', objectFit: 'cover' as const };

const messageBox = (theme: Theme) => ({
  position: 'absolute' as const,
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  padding: theme.space[4],
  textAlign: 'center' as const,
});

const productBox = (theme: Theme) => ({
  position: 'absolute' as const,
  aspectRatio: '1',
  cursor: 'grab',
  touchAction: 'none',
  // The studio photo's light backdrop vanishes when multiplied onto the picture; its edges fade out (the same mask
  // the snapshot draws). The pipeline's photos are opaque JPEGs: there is no cut-out to use.
  mixBlendMode: 'multiply' as const,
  maskImage: `radial-gradient(closest-side, #000 ${PRODUCT_FADE_START * 100}%, transparent 100%)`,
  outline: 'none',
  // The focus ring is a sibling: a ring drawn on this box would be masked and multiplied away with the photo.
  '&:focus-visible + [data-ring]': { display: 'block' },
  '@media (prefers-reduced-motion: no-preference)': { transition: `transform ${theme.durations.fast} ease-out` },
});

/** Light and dark rings together, so the focus shows on any camera picture. */
const ring = (theme: Theme) => ({
  display: 'none',
  position: 'absolute' as const,
  aspectRatio: '1',
  pointerEvents: 'none' as const,
  borderRadius: theme.radii.pill,
  outline: `${theme.sizes.focusRingWidth} solid ${theme.colors.focus}`,
  boxShadow: `0 0 0 calc(${theme.sizes.focusRingWidth} * 2) ${theme.colors.background}`,
  '@media (prefers-reduced-motion: no-preference)': { transition: `transform ${theme.durations.fast} ease-out` },
});

const boxAt = (placement: Placement) => ({
  left: `${placement.x * 100}%`,
  top: `${placement.y * 100}%`,
  width: `${placement.width * 100}%`,
  transform: `translate(-50%, -50%) rotate(${placement.rotation}deg)`,
});

const productPhoto = { display: 'block', width: '100%', height: '100%', userSelect: 'none' as const, pointerEvents: 'none' as const };
