import type { Theme } from '@emotion/react';
import type { HTMLAttributes } from 'react';
import type { FontSizeKey } from '../theme/storefront-theme';

export type HeadingLevel = 1 | 2 | 3 | 4;

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The document outline level (h1–h4). */
  level: HeadingLevel;
  /** Visual size, when it should differ from the level's default. */
  size?: FontSizeKey;
}

const DEFAULT_SIZE: Record<HeadingLevel, FontSizeKey> = { 1: 'xxl', 2: 'xl', 3: 'lg', 4: 'md' };

export function Heading({ level, size = DEFAULT_SIZE[level], ...rest }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag
      css={(theme: Theme) => ({
        margin: 0,
        fontFamily: theme.fonts.heading,
        fontWeight: theme.fontWeights.heading,
        fontSize: theme.fontSizes[size],
        lineHeight: theme.lineHeights.tight,
        letterSpacing: theme.letterSpacings.heading,
        color: theme.colors.text,
        ...(level === 1 && size === 'xxl' ? { [theme.media.md]: { fontSize: theme.fontSizes.display } } : {}),
      })}
      {...rest}
    />
  );
}
