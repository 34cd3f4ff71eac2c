import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button';

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'fullWidth' | 'aria-label'> {
  /** Required: an icon alone says nothing to a screen reader. */
  'aria-label': string;
  icon: ReactNode;
}

export function IconButton({ icon, variant = 'ghost', ...rest }: IconButtonProps) {
  return (
    <Button variant={variant} css={(theme: Theme) => ({ paddingInline: 0, width: theme.sizes.minTarget })} {...rest}>
      <span aria-hidden="true" css={{ display: 'inline-flex' }}>
        {icon}
      </span>
    </Button>
  );
}
