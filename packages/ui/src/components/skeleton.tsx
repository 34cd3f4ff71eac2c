import { keyframes, type Theme } from '@emotion/react';
import type { HTMLAttributes, ReactNode } from 'react';
import type { SpaceKey } from '../theme/storefront-theme';
import { VisuallyHidden } from './visually-hidden';

const pulse = keyframes`50% { opacity: 0.55; }`;

export interface SkeletonProps {
  /** A percentage of the parent's width. */
  width?: `${number}%`;
  /** Height from the space scale; ignored when aspectRatio is set. */
  height?: SpaceKey;
  /** e.g. "1 / 1" for a product image placeholder. */
  aspectRatio?: string;
  shape?: 'rect' | 'circle';
}

const skeletonBlock = (theme: Theme) => ({
  display: 'block',
  background: theme.colors.surface,
  animation: `${pulse} ${theme.durations.slow} ease-in-out infinite`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
});

/** A grey placeholder block. Hidden from assistive tech: SkeletonGroup announces the loading state once. */
export function Skeleton({ width = '100%', height = 4, aspectRatio, shape = 'rect' }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      css={(theme: Theme) => ({
        ...skeletonBlock(theme),
        width,
        height: aspectRatio ? 'auto' : theme.space[height],
        aspectRatio,
        borderRadius: shape === 'circle' ? theme.radii.pill : theme.radii.sm,
      })}
    />
  );
}

/** Lines of placeholder text; the last is shorter, like a real paragraph. */
export function SkeletonText({ lines = 3 }: { lines?: number }) {
  return (
    <span aria-hidden="true" css={(theme: Theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space[2] })}>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} height={3} width={index === lines - 1 && lines > 1 ? '60%' : '100%'} />
      ))}
    </span>
  );
}

export interface SkeletonGroupProps extends HTMLAttributes<HTMLDivElement> {
  /** Read to screen readers in place of the placeholders, e.g. t('catalog.loadingProducts'). */
  label: string;
  children?: ReactNode;
}

/** Wraps loading placeholders: aria-busy tells assistive tech the region is still filling in. */
export function SkeletonGroup({ label, children, ...rest }: SkeletonGroupProps) {
  return (
    <div aria-busy="true" {...rest}>
      <VisuallyHidden>{label}</VisuallyHidden>
      {children}
    </div>
  );
}
