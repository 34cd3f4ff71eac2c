import type { BrandKey } from '@sf/remote-contract';

/** Every colour a component may use. Text colours are checked against WCAG 2.2 AA in contrast.test.ts. */
export interface ColorTokens {
  text: string;
  mutedText: string;
  background: string;
  /** Cards, panels, skeletons: a quiet step away from the background. */
  surface: string;
  /** Input and card borders; at least 3:1 against the background (WCAG 1.4.11 non-text contrast). */
  border: string;
  primary: string;
  primaryHover: string;
  /** Text on primary. */
  primaryText: string;
  accent: string;
  sale: string;
  error: string;
  success: string;
  /** Focus ring; at least 3:1 against the background it is drawn on. */
  focus: string;
  /** Dimming layer behind dialogs. */
  scrim: string;
}

export interface StorefrontTheme {
  brand: BrandKey;
  colors: ColorTokens;
  space: Readonly<Record<SpaceKey, string>>;
  radii: { none: string; sm: string; md: string; lg: string; pill: string };
  fonts: { body: string; heading: string; mono: string };
  fontSizes: Readonly<Record<FontSizeKey, string>>;
  fontWeights: { regular: number; medium: number; bold: number; heading: number };
  lineHeights: { tight: number; body: number };
  letterSpacings: { heading: string; caps: string };
  breakpoints: Readonly<Record<BreakpointKey, string>>;
  /** Ready-made min-width media queries, one per breakpoint. */
  media: Readonly<Record<BreakpointKey, string>>;
  /** Spec §9: toast 1000, overlay 900. */
  zIndices: { base: number; sticky: number; header: number; overlay: number; toast: number };
  shadows: { sm: string; md: string; lg: string };
  sizes: {
    /** 44 CSS px: comfortably above WCAG 2.2 2.5.8's 24×24 minimum target. */
    minTarget: string;
    containerMax: string;
    proseMax: string;
    borderWidth: string;
    /** Thicker outlines: secondary buttons, spinner strokes. */
    strokeWidth: string;
    /** The 1px box of visually hidden text. */
    hairline: string;
    focusRingWidth: string;
    focusRingOffset: string;
    iconSm: string;
    iconMd: string;
  };
  durations: { fast: string; base: string; slow: string };
  /** Issue 25: what makes each shop look like itself beyond colours: wordmark, buttons, promo bar, headings. */
  brandStyle: BrandStyle;
}

export interface BrandStyle {
  /** The header's wordmark: its letter case, tracking, weight and slant (the mark beside it is in brand-logo.tsx). */
  logo: { textTransform: 'none' | 'uppercase'; letterSpacing: string; fontWeight: number; fontStyle: 'normal' | 'italic' };
  /** Buttons: corner radius, letter case and tracking. */
  button: { radius: string; textTransform: 'none' | 'uppercase'; letterSpacing: string };
  /** The promo bar above the header; its text must meet 4.5:1 on its background (contrast.test.ts). */
  promo: { background: string; text: string };
  /** Page headings (h1, h2): letter case. */
  headingTransform: 'none' | 'uppercase';
}

export type SpaceKey = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
export type FontSizeKey = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl' | 'display';
export type BreakpointKey = 'sm' | 'md' | 'lg' | 'xl';

declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- emotion's documented way to type its theme
  export interface Theme extends StorefrontTheme {}
}
