import type { BreakpointKey, StorefrontTheme } from './storefront-theme';

/**
 * Scales every brand shares, so layouts behave the same across brands and only the look changes. rem and em keep
 * them in step with the shopper's font-size setting.
 */
const breakpoints: Record<BreakpointKey, string> = { sm: '36em', md: '48em', lg: '64em', xl: '80em' };

export const baseTokens = {
  space: { 0: '0', 1: '0.25rem', 2: '0.5rem', 3: '0.75rem', 4: '1rem', 5: '1.5rem', 6: '2rem', 7: '3rem', 8: '4rem' },
  fontSizes: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem', xxl: '2rem', display: '2.75rem' },
  lineHeights: { tight: 1.2, body: 1.5 },
  breakpoints,
  media: {
    sm: `@media (min-width: ${breakpoints.sm})`,
    md: `@media (min-width: ${breakpoints.md})`,
    lg: `@media (min-width: ${breakpoints.lg})`,
    xl: `@media (min-width: ${breakpoints.xl})`,
  },
  zIndices: { base: 0, sticky: 100, header: 200, overlay: 900, toast: 1000 },
  sizes: {
    minTarget: '2.75rem',
    containerMax: '80rem',
    proseMax: '42rem',
    borderWidth: '1px',
    strokeWidth: '2px',
    hairline: '1px',
    focusRingWidth: '3px',
    focusRingOffset: '2px',
    iconSm: '1rem',
    iconMd: '1.5rem',
  },
  durations: { fast: '120ms', base: '200ms', slow: '1.2s' },
} satisfies Partial<StorefrontTheme>;
