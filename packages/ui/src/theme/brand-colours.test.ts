import { describe, expect, it } from 'vitest';
import { BRAND_COLOURS } from '@sf/contracts';
import { BRAND_KEYS } from '@sf/remote-contract';
import { themes } from './themes';

describe.each(BRAND_KEYS)('%s browser colours (theme-color, manifest, favicon)', (brand) => {
  it('are the theme colours', () => {
    const { primary, primaryText, background } = themes[brand].colors;
    expect(BRAND_COLOURS[brand]).toEqual({ primary, primaryText, background });
  });
});
