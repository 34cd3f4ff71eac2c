import { baseTokens } from './base-tokens';
import type { StorefrontTheme } from './storefront-theme';

/** Fieldwear: outdoor apparel. Deep spruce green on a warm paper white, a burnt-orange accent, humanist sans, soft corners. */
export const fieldwearTheme: StorefrontTheme = {
  ...baseTokens,
  brand: 'fieldwear',
  colors: {
    text: '#1C2621',
    mutedText: '#4F5B54',
    background: '#FBFAF6',
    surface: '#EEF0EA',
    border: '#6F7A72',
    primary: '#1F4D3A',
    primaryHover: '#163A2B',
    primaryText: '#FFFFFF',
    accent: '#A63F0C',
    sale: '#B0222A',
    error: '#A8131E',
    success: '#1E6B3A',
    focus: '#A63F0C',
    scrim: 'rgba(28, 38, 33, 0.7)',
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
};
