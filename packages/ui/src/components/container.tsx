import type { Theme } from '@emotion/react';
import type { HTMLAttributes } from 'react';
import type { LayoutTag } from './layout-tags';

export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  as?: LayoutTag;
  /** prose: a readable line length for help and CMS text. */
  width?: 'page' | 'prose';
}

/** Centres content at the page's max width with gutters that grow on larger screens. */
export function Container({ as: Tag = 'div', width = 'page', ...rest }: ContainerProps) {
  return (
    <Tag
      css={(theme: Theme) => ({
        width: '100%',
        maxWidth: width === 'page' ? theme.sizes.containerMax : theme.sizes.proseMax,
        marginInline: 'auto',
        paddingInline: theme.space[4],
        [theme.media.md]: { paddingInline: theme.space[6] },
      })}
      {...rest}
    />
  );
}
