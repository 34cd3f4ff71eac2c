import type { CSSObject, Theme } from '@emotion/react';
import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { focusRing } from './focus-ring';
import { SpinnerGlyph } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and ignores clicks, but keeps focus on the button (unlike disabled). */
  loading?: boolean;
  fullWidth?: boolean;
}

export function Button({ variant = 'primary', size = 'md', loading = false, fullWidth = false, type = 'button', onClick, children, ...rest }: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // Also stops a submit button from submitting its form twice.
    if (loading) return event.preventDefault();
    onClick?.(event);
  };
  return (
    <button
      type={type}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={handleClick}
      css={(theme: Theme) => [buttonBase(theme, size, fullWidth), variantStyles(theme)[variant]]}
      {...rest}
    >
      {loading && <SpinnerGlyph />}
      {children}
    </button>
  );
}

export function buttonBase(theme: Theme, size: ButtonSize, fullWidth: boolean): CSSObject {
  const padding = { sm: theme.space[3], md: theme.space[4], lg: theme.space[5] }[size];
  return {
    display: fullWidth ? 'flex' : 'inline-flex',
    width: fullWidth ? '100%' : undefined,
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.space[2],
    minHeight: theme.sizes.minTarget,
    minWidth: theme.sizes.minTarget,
    paddingInline: padding,
    fontFamily: theme.fonts.body,
    fontSize: size === 'sm' ? theme.fontSizes.sm : size === 'lg' ? theme.fontSizes.lg : theme.fontSizes.md,
    fontWeight: theme.fontWeights.bold,
    lineHeight: theme.lineHeights.tight,
    borderRadius: theme.brandStyle.button.radius,
    textTransform: theme.brandStyle.button.textTransform,
    letterSpacing: theme.brandStyle.button.letterSpacing,
    border: `${theme.sizes.strokeWidth} solid transparent`,
    cursor: 'pointer',
    textDecoration: 'none',
    transition: `background-color ${theme.durations.fast}, color ${theme.durations.fast}`,
    ...focusRing(theme),
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
    '&[aria-busy="true"]': { cursor: 'progress' },
  };
}

export const variantStyles = (theme: Theme): Record<ButtonVariant, CSSObject> => ({
  primary: {
    background: theme.colors.primary,
    color: theme.colors.primaryText,
    '&:hover:not(:disabled)': { background: theme.colors.primaryHover },
  },
  secondary: {
    background: 'transparent',
    color: theme.colors.primary,
    borderColor: theme.colors.primary,
    '&:hover:not(:disabled)': { background: theme.colors.surface },
  },
  ghost: {
    background: 'transparent',
    color: theme.colors.primary,
    '&:hover:not(:disabled)': { background: theme.colors.surface },
  },
});
