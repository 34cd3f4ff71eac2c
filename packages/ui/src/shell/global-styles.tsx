import { Global, type Theme, css } from '@emotion/react';

/** Page-wide base styles. The shell renders <GlobalStyles/> once; parcels must not, or rules would pile up. */
export const globalStyles = (theme: Theme) => css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
  }
  body {
    margin: 0;
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
    line-height: ${theme.lineHeights.body};
    color: ${theme.colors.text};
    background: ${theme.colors.background};
  }
  h1, h2, h3, h4 {
    font-family: ${theme.fonts.heading};
    font-weight: ${theme.fontWeights.heading};
    line-height: ${theme.lineHeights.tight};
    letter-spacing: ${theme.letterSpacings.heading};
  }
  h1, h2 {
    text-transform: ${theme.brandStyle.headingTransform};
  }
  img, svg, video {
    display: block;
    max-width: 100%;
  }
  button, input, select, textarea {
    font: inherit;
  }
  /* Keyboard users always see where they are; mouse clicks do not leave rings behind. */
  :focus-visible {
    outline: ${theme.sizes.focusRingWidth} solid ${theme.colors.focus};
    outline-offset: ${theme.sizes.focusRingOffset};
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;

export function GlobalStyles() {
  return <Global styles={globalStyles} />;
}
