import type { HTMLAttributes } from 'react';
import type { Theme } from '@emotion/react';

/** Read by screen readers, invisible on screen (the usual clip pattern; display:none would hide it from both). */
export const visuallyHiddenStyles = (theme: Theme) => ({
  position: 'absolute' as const,
  width: theme.sizes.hairline,
  height: theme.sizes.hairline,
  margin: `-${theme.sizes.hairline}`,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap' as const,
  border: 0,
});

export function VisuallyHidden(props: HTMLAttributes<HTMLSpanElement>) {
  return <span css={visuallyHiddenStyles} {...props} />;
}
