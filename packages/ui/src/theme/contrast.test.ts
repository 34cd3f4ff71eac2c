import { describe, expect, it } from 'vitest';
import { BRAND_KEYS } from '@sf/remote-contract';
import { contrastRatio, WCAG_AA_NON_TEXT, WCAG_AA_TEXT } from './contrast';
import type { ColorTokens } from './storefront-theme';
import { themes } from './themes';

type Pair = [foreground: keyof ColorTokens, background: keyof ColorTokens];

const TEXT_PAIRS: Pair[] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['mutedText', 'background'],
  ['mutedText', 'surface'],
  ['primaryText', 'primary'],
  ['primaryText', 'primaryHover'],
  ['primary', 'background'],
  ['accent', 'background'],
  ['sale', 'background'],
  ['sale', 'surface'],
  ['error', 'background'],
  ['success', 'background'],
];

const NON_TEXT_PAIRS: Pair[] = [
  ['border', 'background'],
  ['focus', 'background'],
  ['focus', 'surface'],
];

describe.each(BRAND_KEYS)('%s theme contrast (WCAG 2.2 AA)', (brand) => {
  const { colors } = themes[brand];

  it.each(TEXT_PAIRS)('%s on %s is at least 4.5:1', (foreground, background) => {
    expect(contrastRatio(colors[foreground], colors[background])).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
  });

  it('promo bar text is at least 4.5:1 on its background', () => {
    const { promo } = themes[brand].brandStyle;
    expect(contrastRatio(promo.text, promo.background)).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
  });

  it.each(NON_TEXT_PAIRS)('%s on %s is at least 3:1', (foreground, background) => {
    expect(contrastRatio(colors[foreground], colors[background])).toBeGreaterThanOrEqual(WCAG_AA_NON_TEXT);
  });
});

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
  });
});

describe('theme shape', () => {
  it('keeps the spec §9 stacking order', () => {
    for (const brand of BRAND_KEYS) expect(themes[brand].zIndices).toMatchObject({ toast: 1000, overlay: 900 });
  });
});
