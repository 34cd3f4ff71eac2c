import type { Theme } from '@emotion/react';
import type { ContentImage } from '@sf/contracts';
import { contentPicture } from '@sf/contracts/content-media';
import { Picture } from '@sf/ui';

export interface ContentPictureProps {
  image: ContentImage;
  /** contracts CONTENT_IMAGE_SIZES for the layout it sits in. */
  sizes: string;
  /** The page's hero: fetched at once and first (the edge preloads the same candidate). */
  priority?: boolean;
}

/** A CMS image through the image pipeline (AVIF, WebP, JPEG in every width), filling its column; its box is reserved. */
export function ContentPicture({ image, sizes, priority = false }: ContentPictureProps) {
  const { picture, src } = contentPicture(image);
  return (
    <div css={(_theme: Theme) => ({ '& img': { width: '100%' } })}>
      <Picture picture={picture} src={src} sizes={sizes} alt={image.alt} loading={priority ? 'eager' : 'lazy'} fetchPriority={priority ? 'high' : undefined} />
    </div>
  );
}
