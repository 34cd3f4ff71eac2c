import type { Theme } from '@emotion/react';
import type { HTMLAttributes } from 'react';
import type { FontSizeKey } from '../theme/storefront-theme';

export type TextTone = 'default' | 'muted' | 'sale' | 'error' | 'success';

export interface TextProps extends HTMLAttributes<HTMLElement> {
  as?: 'p' | 'span' | 'div' | 'strong' | 'small';
  size?: FontSizeKey;
  tone?: TextTone;
  weight?: 'regular' | 'medium' | 'bold';
}

const toneColor = (theme: Theme, tone: TextTone): string =>
  ({ default: theme.colors.text, muted: theme.colors.mutedText, sale: theme.colors.sale, error: theme.colors.error, success: theme.colors.success })[tone];

export function Text({ as: Tag = 'p', size = 'md', tone = 'default', weight = 'regular', ...rest }: TextProps) {
  return (
    <Tag
      css={(theme: Theme) => ({
        margin: 0,
        fontSize: theme.fontSizes[size],
        fontWeight: theme.fontWeights[weight],
        color: toneColor(theme, tone),
      })}
      {...rest}
    />
  );
}
