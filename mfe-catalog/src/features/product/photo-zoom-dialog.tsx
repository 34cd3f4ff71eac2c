import type { Theme } from '@emotion/react';
import type { ProductView } from '@sf/contracts';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent, type WheelEvent } from 'react';

/**
 * The gallery's full-screen zoom (loaded late: not in the product page's first load). A native modal <dialog>: the
 * page behind is inert, focus stays inside, Escape closes it and focus goes back to the zoom button. The photo zooms
 * 1–4× by wheel, pinch (two pointers), the + and − keys or buttons, and pans by dragging or the arrow keys.
 */
export interface PhotoZoomDialogProps {
  views: readonly ProductView[];
  start: number;
  title: string;
  altOf: (index: number) => string;
  labels: { close: string; zoomIn: string; zoomOut: string; hint: string; previous: string; next: string };
  /** Called with the view shown last, so the gallery can show the same one. */
  onClose: (index: number) => void;
}

const MIN = 1;
const MAX = 4;
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

export default function PhotoZoomDialog({ views, start, title, altOf, labels, onClose }: PhotoZoomDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const hintId = useId();
  const [index, setIndex] = useState(start);
  const [scale, setScale] = useState(2);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; scale: number } | null>(null);
  const closing = useRef(onClose);
  closing.current = onClose;
  const indexRef = useRef(index);
  indexRef.current = index;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const onCancel = (event: Event) => {
      event.preventDefault();
      closing.current(indexRef.current);
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const zoomTo = (next: number) => {
    const value = clamp(next, MIN, MAX);
    setScale(value);
    if (value === MIN) setOffset({ x: 0, y: 0 });
  };
  const pan = (dx: number, dy: number) => {
    // Never further than the enlarged photo's edge: half of what the zoom added, in percent of the box.
    const limit = ((scale - 1) / 2 / scale) * 100;
    setOffset((current) => ({ x: clamp(current.x + dx, -limit, limit), y: clamp(current.y + dy, -limit, limit) }));
  };
  const go = (step: number) => {
    setIndex((current) => (current + step + views.length) % views.length);
    setOffset({ x: 0, y: 0 });
  };

  const onWheel = (event: WheelEvent) => zoomTo(scale * (event.deltaY < 0 ? 1.15 : 1 / 1.15));
  const onKeyDown = (event: KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      '+': () => zoomTo(scale + 0.5),
      '=': () => zoomTo(scale + 0.5),
      '-': () => zoomTo(scale - 0.5),
      ArrowLeft: () => (scale > 1 ? pan(5, 0) : go(-1)),
      ArrowRight: () => (scale > 1 ? pan(-5, 0) : go(1)),
      ArrowUp: () => pan(0, 5),
      ArrowDown: () => pan(0, -5),
    };
    const action = keys[event.key];
    if (!action || (event.target instanceof HTMLButtonElement && event.key.startsWith('Arrow') && scale === 1)) return;
    event.preventDefault();
    action();
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2) pinch.current = { distance: spread(pointers.current), scale };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const previous = pointers.current.get(event.pointerId);
    if (!previous) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pinch.current && pointers.current.size === 2) {
      zoomTo((pinch.current.scale * spread(pointers.current)) / Math.max(1, pinch.current.distance));
      return;
    }
    const box = event.currentTarget.getBoundingClientRect();
    pan(((event.clientX - previous.x) / box.width / scale) * 100, ((event.clientY - previous.y) / box.height / scale) * 100);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  };

  const view = views[index] ?? views[0];
  if (!view) return null;
  return (
    <dialog ref={ref} aria-labelledby={titleId} aria-describedby={hintId} onKeyDown={onKeyDown} data-testid="zoom-dialog" css={dialogStyles}>
      <div css={(theme: Theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space[2], padding: theme.space[3] })}>
        <h2 id={titleId} css={(theme: Theme) => ({ margin: 0, flex: 1, fontSize: theme.fontSizes.lg, minWidth: 0 })}>
          {title}
        </h2>
        <ToolButton label={labels.zoomOut} onClick={() => zoomTo(scale - 0.5)} disabled={scale <= MIN}>
          −
        </ToolButton>
        <ToolButton label={labels.zoomIn} onClick={() => zoomTo(scale + 0.5)} disabled={scale >= MAX}>
          +
        </ToolButton>
        <ToolButton label={labels.close} onClick={() => closing.current(index)}>
          ×
        </ToolButton>
      </div>
      <p id={hintId} css={(theme: Theme) => ({ margin: 0, paddingInline: theme.space[3], fontSize: theme.fontSizes.sm, color: theme.colors.mutedText })}>
        {labels.hint}
      </p>
      <div
        onWheel={onWheel}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        data-testid="zoom-stage"
        css={{ flex: 1, overflow: 'hidden', touchAction: 'none', position: 'relative', cursor: scale > 1 ? 'grab' : 'zoom-in', minHeight: 0 }}
      >
        <img
          src={view.image.replace(/\/\d+\.jpg$/, '/1280.jpg')}
          srcSet={view.picture.srcset.jpeg}
          sizes="100vw"
          alt={altOf(index)}
          width={view.picture.width}
          height={view.picture.height}
          draggable={false}
          data-scale={scale}
          css={{
            width: '100%',
            height: '100%',
            objectFit: 'contain',
            transform: `scale(${scale}) translate(${offset.x}%, ${offset.y}%)`,
            transition: 'transform 120ms ease-out',
            userSelect: 'none',
          }}
        />
      </div>
      <div css={(theme: Theme) => ({ display: 'flex', justifyContent: 'center', gap: theme.space[3], padding: theme.space[3] })}>
        <ToolButton label={labels.previous} onClick={() => go(-1)}>
          ‹
        </ToolButton>
        <span aria-live="polite" css={{ alignSelf: 'center' }}>
          {index + 1} / {views.length}
        </span>
        <ToolButton label={labels.next} onClick={() => go(1)}>
          ›
        </ToolButton>
      </div>
    </dialog>
  );
}

const spread = (points: Map<number, { x: number; y: number }>): number => {
  const [a, b] = [...points.values()];
  return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
};

function ToolButton({ label, onClick, disabled = false, children }: { label: string; onClick: () => void; disabled?: boolean; children: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      disabled={disabled}
      css={(theme: Theme) => ({
        minWidth: theme.sizes.minTarget,
        minHeight: theme.sizes.minTarget,
        borderRadius: theme.radii.pill,
        border: `${theme.sizes.borderWidth} solid ${theme.colors.border}`,
        background: theme.colors.background,
        color: theme.colors.text,
        fontSize: theme.fontSizes.xl,
        lineHeight: 1,
        cursor: 'pointer',
        '&:disabled': { opacity: 0.5, cursor: 'default' },
      })}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}

const dialogStyles = (theme: Theme) => ({
  width: '100vw',
  height: '100dvh',
  maxWidth: '100vw',
  maxHeight: '100dvh',
  margin: 0,
  padding: 0,
  border: 0,
  background: theme.colors.background,
  color: theme.colors.text,
  '&[open]': { display: 'flex', flexDirection: 'column' as const },
  '&::backdrop': { background: theme.colors.scrim },
});
