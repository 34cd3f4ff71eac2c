import { baseTokens } from './base-tokens';
import type { StorefrontTheme } from './storefront-theme';

/**
 * Fieldwear: outdoor apparel. Deep ink blue on a warm paper white (Northbound owns green), a burnt-orange accent
 * and promo bar, humanist sans, a lower-case wordmark beside a pine mark, pill-shaped buttons.
 */
export const fieldwearTheme: StorefrontTheme = {
  ...baseTokens,
  brand: 'fieldwear',
  colors: {
    text: '#1A2230',
    mutedText: '#4A5568',
    background: '#FBFAF6',
    surface: '#EEF0F2',
    border: '#6B7689',
    primary: '#23395B',
    primaryHover: '#182840',
    primaryText: '#FFFFFF',
    accent: '#A63F0C',
    sale: '#B0222A',
    error: '#A8131E',
    success: '#1E6B3A',
    focus: '#A63F0C',
    scrim: 'rgba(26, 34, 48, 0.7)',
  },
  radii: { none: '0', sm: '0.25rem', md: '0.5rem', lg: '0.75rem', pill: '999rem' },
  fonts: {
    body: '"Source Sans 3", "Segoe UI", "Helvetica Neue", system-ui, sans-serif',
    heading: '"Source Sans 3", "Segoe UI", "Helvetica Neue", system-ui, sans-serif',
    mono: 'ui-monospace, "SFMono-Regular", Consolas, monospace',
  },
  fontWeights: { regular: 400, medium: 600, bold: 700, heading: 700 },
  letterSpacings: { heading: '0', caps: '0.06em' },
  shadows: {
    sm: '0 1px 2px rgba(28, 38, 33, 0.12)',
    md: '0 4px 12px rgba(28, 38, 33, 0.14)',
    lg: '0 12px 32px rgba(28, 38, 33, 0.2)',
  },
  brandStyle: {
    logo: { textTransform: 'none', letterSpacing: '-0.01em', fontWeight: 700, fontStyle: 'normal' },
    button: { radius: '999rem', textTransform: 'none', letterSpacing: '0' },
    promo: { background: '#A63F0C', text: '#FFFFFF' },
    headingTransform: 'none',
  },
};
