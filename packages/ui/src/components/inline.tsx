import type { Theme } from '@emotion/react';
import type { HTMLAttributes } from 'react';
import type { SpaceKey } from '../theme/storefront-theme';
import { listReset, type LayoutTag } from './layout-tags';

export interface InlineProps extends HTMLAttributes<HTMLElement> {
  as?: LayoutTag;
  gap?: SpaceKey;
  align?: 'start' | 'center' | 'end' | 'baseline';
  justify?: 'start' | 'center' | 'end' | 'between';
  /** Wraps onto new lines by default, so nothing overflows on narrow screens. */
  wrap?: boolean;
}

const flexAlign = { start: 'flex-start', center: 'center', end: 'flex-end', baseline: 'baseline' } as const;
const flexJustify = { start: 'flex-start', center: 'center', end: 'flex-end', between: 'space-between' } as const;

/** Children side by side with an even gap. */
export function Inline({ as: Tag = 'div', gap = 2, align = 'center', justify = 'start', wrap = true, ...rest }: InlineProps) {
  return (
    <Tag
      css={(theme: Theme) => ({
        ...(Tag === 'ul' || Tag === 'ol' ? listReset : {}),
        display: 'flex',
        flexWrap: wrap ? 'wrap' : 'nowrap',
        alignItems: flexAlign[align],
        justifyContent: flexJustify[justify],
        gap: theme.space[gap],
      })}
      {...rest}
    />
  );
}
