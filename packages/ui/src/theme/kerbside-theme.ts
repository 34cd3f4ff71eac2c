import { baseTokens } from './base-tokens';
import type { StorefrontTheme } from './storefront-theme';

/**
 * Kerbside: sneakers and skate. Bold black on white, an electric blue accent, geometric sans, square corners,
 * upper-case heavy italic wordmark with speed stripes, upper-case tracked buttons and headings, a blue promo bar.
 */
export const kerbsideTheme: StorefrontTheme = {
  ...baseTokens,
  brand: 'kerbside',
  colors: {
    text: '#0A0A0A',
    mutedText: '#575757',
    background: '#FFFFFF',
    surface: '#F2F2F2',
    border: '#767676',
    primary: '#0A0A0A',
    primaryHover: '#333333',
    primaryText: '#FFFFFF',
    accent: '#3A1FFF',
    sale: '#D1002A',
    error: '#C2001B',
    success: '#00803E',
    focus: '#3A1FFF',
    scrim: 'rgba(10, 10, 10, 0.7)',
  },
  radii: { none: '0', sm: '0', md: '0.125rem', lg: '0.25rem', pill: '999rem' },
  fonts: {
    body: '"Futura PT", Futura, "Century Gothic", "Avenir Next", system-ui, sans-serif',
    heading: '"Futura PT", Futura, "Century Gothic", "Avenir Next", system-ui, sans-serif',
    mono: 'ui-monospace, "SFMono-Regular", Consolas, monospace',
  },
  fontWeights: { regular: 400, medium: 500, bold: 700, heading: 800 },
  letterSpacings: { heading: '-0.01em', caps: '0.08em' },
  shadows: {
    sm: '0 1px 0 rgba(10, 10, 10, 0.16)',
    md: '0 4px 0 rgba(10, 10, 10, 0.16)',
    lg: '0 8px 24px rgba(10, 10, 10, 0.24)',
  },
  brandStyle: {
    logo: { textTransform: 'uppercase', letterSpacing: '-0.02em', fontWeight: 900, fontStyle: 'italic' },
    button: { radius: '0', textTransform: 'uppercase', letterSpacing: '0.08em' },
    promo: { background: '#3A1FFF', text: '#FFFFFF' },
    headingTransform: 'uppercase',
  },
};
