import type { Theme } from '@emotion/react';
import type { ComponentPropsWithRef } from 'react';

export interface ImageProps extends Omit<ComponentPropsWithRef<'img'>, 'src' | 'alt' | 'width' | 'height'> {
  src: string;
  /** Required. Pass alt="" on purpose for decorative images so screen readers skip them. */
  alt: string;
  /** Intrinsic size; required so the browser reserves the box before the image loads (no layout shift). */
  width: number;
  height: number;
  fit?: 'cover' | 'contain';
}

/** The box of an image: its intrinsic aspect ratio reserved before it loads, scaled down to its container. */
export const imageBoxStyles = (theme: Theme, width: number, height: number, fit: 'cover' | 'contain') => ({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  aspectRatio: `${width} / ${height}`,
  objectFit: fit,
  background: theme.colors.surface,
});

/** Lazy by default; pass loading="eager" (and fetchPriority="high") for the above-the-fold hero or PDP image. */
export function Image({ alt, width, height, loading = 'lazy', decoding = 'async', fit = 'cover', ...rest }: ImageProps) {
  return (
    <img
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding={decoding}
      css={(theme: Theme) => imageBoxStyles(theme, width, height, fit)}
      {...rest}
    />
  );
}
