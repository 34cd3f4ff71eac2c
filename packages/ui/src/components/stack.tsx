import type { Theme } from '@emotion/react';
import type { HTMLAttributes } from 'react';
import type { SpaceKey } from '../theme/storefront-theme';
import { listReset, type LayoutTag } from './layout-tags';

export interface StackProps extends HTMLAttributes<HTMLElement> {
  as?: LayoutTag;
  gap?: SpaceKey;
  align?: 'stretch' | 'start' | 'center' | 'end';
}

const flexAlign = { stretch: 'stretch', start: 'flex-start', center: 'center', end: 'flex-end' } as const;

/** Children one under another with an even gap from the space scale. */
export function Stack({ as: Tag = 'div', gap = 4, align = 'stretch', ...rest }: StackProps) {
  return (
    <Tag
      css={(theme: Theme) => ({
        ...(Tag === 'ul' || Tag === 'ol' ? listReset : {}),
        display: 'flex',
        flexDirection: 'column',
        alignItems: flexAlign[align],
        gap: theme.space[gap],
      })}
      {...rest}
    />
  );
}
