import { baseTokens } from './base-tokens';
import type { StorefrontTheme } from './storefront-theme';

/**
 * Northbound: boots and outdoors. Earthy deep green on warm paper, tan accents, bookish serif headings, a serif
 * wordmark beside a peak-and-arrow mark, softly rounded buttons.
 */
export const northboundTheme: StorefrontTheme = {
  ...baseTokens,
  brand: 'northbound',
  colors: {
    text: '#1E2A22',
    mutedText: '#535E55',
    background: '#FAF6EE',
    surface: '#F0E8D8',
    border: '#857A66',
    primary: '#2D5240',
    primaryHover: '#1F3D2F',
    primaryText: '#FFFFFF',
    accent: '#8A5A2B',
    sale: '#A3271F',
    error: '#A3271F',
    success: '#2E6636',
    focus: '#2456A6',
    scrim: 'rgba(30, 42, 34, 0.6)',
  },
  radii: { none: '0', sm: '0.25rem', md: '0.5rem', lg: '1rem', pill: '999rem' },
  fonts: {
    body: '"Source Sans 3", "Segoe UI", system-ui, -apple-system, sans-serif',
    heading: '"Iowan Old Style", "Palatino Linotype", Georgia, "Times New Roman", serif',
    mono: 'ui-monospace, "SFMono-Regular", Consolas, monospace',
  },
  fontWeights: { regular: 400, medium: 500, bold: 700, heading: 600 },
  letterSpacings: { heading: '0', caps: '0.04em' },
  shadows: {
    sm: '0 1px 2px rgba(30, 42, 34, 0.12)',
    md: '0 4px 12px rgba(30, 42, 34, 0.14)',
    lg: '0 12px 32px rgba(30, 42, 34, 0.18)',
  },
  brandStyle: {
    logo: { textTransform: 'none', letterSpacing: '0.02em', fontWeight: 700, fontStyle: 'normal' },
    button: { radius: '0.25rem', textTransform: 'none', letterSpacing: '0.01em' },
    promo: { background: '#2D5240', text: '#FFFFFF' },
    headingTransform: 'none',
  },
};
