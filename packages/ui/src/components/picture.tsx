import type { Theme } from '@emotion/react';
import type { Picture as PictureData } from '@sf/contracts';
import { imageBoxStyles, type ImageProps } from './image';

export interface PictureProps extends Pick<ImageProps, 'alt' | 'fit' | 'loading' | 'fetchPriority'> {
  /** The image pipeline's photo: its size (the box reserved before it loads) and a srcset per format. */
  picture: PictureData;
  /** The `<img>` src (a mid-sized JPEG) for browsers that ignore srcset. */
  src: string;
  /** How wide the image is laid out (contracts PICTURE_SIZES), so the browser fetches the smallest sharp candidate. */
  sizes: string;
}

/**
 * A responsive photo: AVIF, then WebP, then JPEG, each in every width, and the browser picks. Lazy by default; pass
 * loading="eager" for the first row of cards and fetchPriority="high" as well for a page's main photo. No window
 * or document access, so it renders on the server as it does in the browser. The styles sit on <picture> (not the
 * <img>), so server-rendered Emotion puts its <style> before the element, not between <source> and <img>.
 */
export function Picture({ picture, src, sizes, alt, loading = 'lazy', fit = 'cover', fetchPriority }: PictureProps) {
  return (
    <picture css={(theme: Theme) => ({ display: 'block', '& > img': imageBoxStyles(theme, picture.width, picture.height, fit) })}>
      <source type="image/avif" srcSet={picture.srcset.avif} sizes={sizes} />
      <source type="image/webp" srcSet={picture.srcset.webp} sizes={sizes} />
      <img
        src={src}
        srcSet={picture.srcset.jpeg}
        sizes={sizes}
        alt={alt}
        width={picture.width}
        height={picture.height}
        loading={loading}
        decoding="async"
        fetchPriority={fetchPriority}
      />
    </picture>
  );
}
