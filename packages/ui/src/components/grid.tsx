import type { Theme } from '@emotion/react';
import type { HTMLAttributes } from 'react';
import type { BreakpointKey, SpaceKey } from '../theme/storefront-theme';
import { listReset, type LayoutTag } from './layout-tags';

/** Column count from the smallest screen up; a breakpoint without a value keeps the one below it. */
export type ResponsiveColumns = { base: number } & Partial<Record<BreakpointKey, number>>;

export interface GridProps extends HTMLAttributes<HTMLElement> {
  as?: LayoutTag;
  columns?: number | ResponsiveColumns;
  gap?: SpaceKey;
}

const BREAKPOINT_ORDER: readonly BreakpointKey[] = ['sm', 'md', 'lg', 'xl'];
export const PRODUCT_GRID_COLUMNS: ResponsiveColumns = { base: 2, md: 3, lg: 4 };

export function Grid({ as: Tag = 'div', columns = PRODUCT_GRID_COLUMNS, gap = 4, ...rest }: GridProps) {
  const responsive = typeof columns === 'number' ? { base: columns } : columns;
  const template = (count: number) => `repeat(${count}, minmax(0, 1fr))`;
  return (
    <Tag
      css={(theme: Theme) => ({
        ...(Tag === 'ul' || Tag === 'ol' ? listReset : {}),
        display: 'grid',
        gap: theme.space[gap],
        gridTemplateColumns: template(responsive.base),
        ...Object.fromEntries(
          BREAKPOINT_ORDER.flatMap((key) => {
            const count = responsive[key];
            return count === undefined ? [] : [[theme.media[key], { gridTemplateColumns: template(count) }]];
          }),
        ),
      })}
      {...rest}
    />
  );
}
