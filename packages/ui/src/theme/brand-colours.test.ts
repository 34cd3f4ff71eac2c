import { describe, expect, it } from 'vitest';
import { BRAND_COLOURS, BRAND_KEYS } from '@sf/contracts';
import { themes } from './themes';

describe.each(BRAND_KEYS)('%s browser colours (theme-color, manifest, favicon)', (brand) => {
  it('are the theme colours', () => {
    const { primary, primaryText, background } = themes[brand].colors;
    expect(BRAND_COLOURS[brand]).toEqual({ primary, primaryText, background });
  });
});
