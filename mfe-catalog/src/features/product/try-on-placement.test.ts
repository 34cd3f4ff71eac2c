import { describe, expect, it } from 'vitest';
import { coverCrop, dragBy, INITIAL_PLACEMENT, moveTo, placementForKey, STEP, WIDTH_RANGE, withinBounds, type Placement } from './try-on-placement';

const at = (overrides: Partial<Placement> = {}): Placement => ({ ...INITIAL_PLACEMENT, ...overrides });

describe('try-on placement: keys', () => {
  it('moves 2 % of the stage per arrow key, 10 % with Shift', () => {
    expect(placementForKey(at({ x: 0.5, y: 0.5 }), 'ArrowLeft')).toMatchObject({ x: 0.48, y: 0.5 });
    expect(placementForKey(at({ x: 0.5, y: 0.5 }), 'ArrowRight')).toMatchObject({ x: 0.52, y: 0.5 });
    expect(placementForKey(at({ x: 0.5, y: 0.5 }), 'ArrowUp')).toMatchObject({ x: 0.5, y: 0.48 });
    expect(placementForKey(at({ x: 0.5, y: 0.5 }), 'ArrowDown', true)).toMatchObject({ x: 0.5, y: 0.6 });
  });

  it('scales by 10 % with + (or =) and back with -', () => {
    const larger = placementForKey(at({ width: 0.5 }), '+');
    expect(larger?.width).toBe(0.55);
    expect(placementForKey(at({ width: 0.5 }), '=')?.width).toBe(0.55);
    expect(placementForKey(at({ width: 0.55 }), '-')?.width).toBe(0.5);
  });

  it('rotates 15° with R, the other way with Shift+R, and wraps at ±180°', () => {
    expect(placementForKey(at(), 'r')?.rotation).toBe(STEP.rotate);
    expect(placementForKey(at(), 'R', true)?.rotation).toBe(-STEP.rotate);
    expect(placementForKey(at({ rotation: 175 }), 'r')?.rotation).toBe(-170);
    expect(placementForKey(at({ rotation: -175 }), 'R', true)?.rotation).toBe(170);
    expect(placementForKey(at({ rotation: 165 }), 'r')?.rotation).toBe(180);
  });

  it('leaves other keys to the page (Tab, Escape, letters)', () => {
    for (const key of ['Tab', 'Escape', 'Enter', 'a', ' ']) expect(placementForKey(at(), key)).toBeNull();
  });
});

describe('try-on placement: bounds', () => {
  it('keeps the centre on the stage whatever the moves', () => {
    let placement = at({ x: 0.05, y: 0.95 });
    for (let step = 0; step < 10; step += 1) placement = placementForKey(placement, 'ArrowLeft') ?? placement;
    expect(placement.x).toBe(0);
    for (let step = 0; step < 10; step += 1) placement = placementForKey(placement, 'ArrowDown', true) ?? placement;
    expect(placement.y).toBe(1);
    expect(moveTo(placement, -3, 7)).toMatchObject({ x: 0, y: 1 });
  });

  it('keeps the size between the minimum and the maximum', () => {
    let placement = at();
    for (let step = 0; step < 40; step += 1) placement = placementForKey(placement, '-') ?? placement;
    expect(placement.width).toBe(WIDTH_RANGE.min);
    for (let step = 0; step < 40; step += 1) placement = placementForKey(placement, '+') ?? placement;
    expect(placement.width).toBe(WIDTH_RANGE.max);
  });

  it('normalises any rotation to -180 < r <= 180', () => {
    expect(withinBounds(at({ rotation: 540 })).rotation).toBe(180);
    expect(withinBounds(at({ rotation: -180 })).rotation).toBe(180);
    expect(withinBounds(at({ rotation: -390 })).rotation).toBe(-30);
  });
});

describe('try-on placement: pointer and picture', () => {
  it('turns a drag in pixels into a move in stage fractions', () => {
    expect(dragBy(at({ x: 0.5, y: 0.5 }), 80, -60, { width: 800, height: 600 })).toMatchObject({ x: 0.6, y: 0.4 });
    // A stage not laid out yet (0 × 0) does not move it.
    expect(dragBy(at({ x: 0.5, y: 0.5 }), 80, 60, { width: 0, height: 0 })).toMatchObject({ x: 0.5, y: 0.5 });
  });

  it('crops the background as object-fit: cover shows it in a 4 ∶ 3 stage', () => {
    // A 16 ∶ 9 camera: the sides are cut.
    expect(coverCrop({ width: 1280, height: 720 }, 4 / 3)).toEqual({ sx: 160, sy: 0, sw: 960, sh: 720 });
    // A portrait phone photo: top and bottom are cut.
    expect(coverCrop({ width: 900, height: 1600 }, 4 / 3)).toEqual({ sx: 0, sy: 462.5, sw: 900, sh: 675 });
  });
});
