/**
 * Where the product sits on the try-on picture, independent of the picture's pixel size: its centre as a fraction
 * of the stage (0..1 each way), its width as a fraction of the stage's width, and a rotation in degrees. The live
 * view (CSS percentages) and the snapshot (canvas pixels) both read the same numbers, so the picture taken is the
 * picture seen.
 */
export interface Placement {
  /** Centre, 0 = left edge, 1 = right edge. */
  x: number;
  /** Centre, 0 = top edge, 1 = bottom edge. */
  y: number;
  /** Width of the product photo as a fraction of the stage's width. */
  width: number;
  /** Degrees clockwise, -180 < rotation <= 180. */
  rotation: number;
}

export const INITIAL_PLACEMENT: Placement = { x: 0.5, y: 0.6, width: 0.45, rotation: 0 };
export const WIDTH_RANGE = { min: 0.15, max: 1.2 } as const;
/** One arrow key press moves 2 % of the stage (10 % with Shift); +/- scale by 10 %; R turns 15° (Shift+R back). */
export const STEP = { move: 0.02, moveLarge: 0.1, scale: 1.1, rotate: 15 } as const;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const round = (value: number) => Math.round(value * 10_000) / 10_000;

/** Keeps the centre on the stage (the product can never be lost off its edge) and the size in range. */
export function withinBounds(placement: Placement): Placement {
  const turned = ((((placement.rotation + 180) % 360) + 360) % 360) - 180;
  return {
    x: round(clamp(placement.x, 0, 1)),
    y: round(clamp(placement.y, 0, 1)),
    width: round(clamp(placement.width, WIDTH_RANGE.min, WIDTH_RANGE.max)),
    rotation: turned === -180 ? 180 : turned,
  };
}

export const moveBy = (placement: Placement, dx: number, dy: number): Placement => withinBounds({ ...placement, x: placement.x + dx, y: placement.y + dy });
export const moveTo = (placement: Placement, x: number, y: number): Placement => withinBounds({ ...placement, x, y });
export const scaleBy = (placement: Placement, factor: number): Placement => withinBounds({ ...placement, width: placement.width * factor });
export const rotateBy = (placement: Placement, degrees: number): Placement => withinBounds({ ...placement, rotation: placement.rotation + degrees });

/** The placement after a key press, or null when the key is not one of the try-on's keys (so it is left alone). */
export function placementForKey(placement: Placement, key: string, shift = false): Placement | null {
  const step = shift ? STEP.moveLarge : STEP.move;
  switch (key) {
    case 'ArrowLeft':
      return moveBy(placement, -step, 0);
    case 'ArrowRight':
      return moveBy(placement, step, 0);
    case 'ArrowUp':
      return moveBy(placement, 0, -step);
    case 'ArrowDown':
      return moveBy(placement, 0, step);
    case '+':
    case '=':
      return scaleBy(placement, STEP.scale);
    case '-':
    case '_':
      return scaleBy(placement, 1 / STEP.scale);
    case 'r':
      return rotateBy(placement, STEP.rotate);
    case 'R':
      // Shift+R turns the other way.
      return rotateBy(placement, shift ? -STEP.rotate : STEP.rotate);
    default:
      return null;
  }
}

/** A pointer drag of (dx, dy) CSS pixels on a stage of the given size. */
export const dragBy = (placement: Placement, dx: number, dy: number, stage: { width: number; height: number }): Placement =>
  stage.width > 0 && stage.height > 0 ? moveBy(placement, dx / stage.width, dy / stage.height) : placement;

/**
 * The part of a source picture (video frame or photo) that `object-fit: cover` shows in a stage of the given aspect
 * ratio: the snapshot crops exactly what the live view showed.
 */
export function coverCrop(source: { width: number; height: number }, stageAspect: number): { sx: number; sy: number; sw: number; sh: number } {
  const sourceAspect = source.width / source.height;
  if (sourceAspect > stageAspect) {
    const sw = source.height * stageAspect;
    return { sx: (source.width - sw) / 2, sy: 0, sw, sh: source.height };
  }
  const sh = source.width / stageAspect;
  return { sx: 0, sy: (source.height - sh) / 2, sw: source.width, sh };
}
