import { keyframes, type Theme } from '@emotion/react';
import { VisuallyHidden } from './visually-hidden';

const spin = keyframes`to { transform: rotate(360deg); }`;

export type SpinnerSize = 'sm' | 'md';

/** Decorative rotating ring; callers pair it with text (Spinner) or aria-busy (Button). */
export function SpinnerGlyph({ size = 'sm' }: { size?: SpinnerSize }) {
  return (
    <span
      aria-hidden="true"
      css={(theme: Theme) => ({
        display: 'inline-block',
        flex: 'none',
        width: size === 'sm' ? theme.sizes.iconSm : theme.sizes.iconMd,
        height: size === 'sm' ? theme.sizes.iconSm : theme.sizes.iconMd,
        border: `${theme.sizes.strokeWidth} solid currentColor`,
        borderInlineEndColor: 'transparent',
        borderRadius: theme.radii.pill,
        animation: `${spin} ${theme.durations.slow} linear infinite`,
      })}
    />
  );
}

export interface SpinnerProps {
  /** Announced to screen readers, e.g. t('common.loading'). */
  label: string;
  size?: SpinnerSize;
}

export function Spinner({ label, size = 'md' }: SpinnerProps) {
  return (
    <span role="status" css={{ display: 'inline-flex', alignItems: 'center' }}>
      <SpinnerGlyph size={size} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
