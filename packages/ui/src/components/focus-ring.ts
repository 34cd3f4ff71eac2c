import type { Theme } from '@emotion/react';

/**
 * The visible keyboard focus indicator, repeated on interactive components so a parcel rendered without the
 * shell's GlobalStyles still shows it. The ring sits outside the control, so it contrasts with the page background.
 */
export const focusRing = (theme: Theme) => ({
  '&:focus-visible': {
    outline: `${theme.sizes.focusRingWidth} solid ${theme.colors.focus}`,
    outlineOffset: theme.sizes.focusRingOffset,
  },
});
