import type { BrandKey } from '@sf/remote-contract';
import { fieldwearTheme } from './fieldwear-theme';
import { kerbsideTheme } from './kerbside-theme';
import { northboundTheme } from './northbound-theme';
import type { StorefrontTheme } from './storefront-theme';

/** One theme per brand in contracts BRANDS; the Record type makes a new brand without a theme a compile error. */
export const themes: Readonly<Record<BrandKey, StorefrontTheme>> = {
  northbound: northboundTheme,
  kerbside: kerbsideTheme,
  fieldwear: fieldwearTheme,
};

export const themeFor = (brand: BrandKey): StorefrontTheme => themes[brand];
