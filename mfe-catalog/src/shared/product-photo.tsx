import type { Picture as PictureData } from '@sf/contracts';
import { Image, Picture } from '@sf/ui';

export interface ProductPhotoProps {
  /** The single image URL every product carries (a JPEG photo, or a drawn SVG when it has no photo). */
  image: string;
  picture: PictureData | null;
  alt: string;
  /** contracts PICTURE_SIZES for the layout it sits in. */
  sizes: string;
  /** Above the fold (first row of cards, the product page's photo): fetched at once instead of lazily. */
  eager?: boolean;
  /** Only the page's main photo, the likely largest paint. */
  highPriority?: boolean;
}

/** A product's photo as `<picture>` (AVIF, WebP, JPEG in every width), or its drawn image when it has no photo; square either way. */
export function ProductPhoto({ image, picture, alt, sizes, eager = false, highPriority = false }: ProductPhotoProps) {
  const loading = eager ? 'eager' : 'lazy';
  const fetchPriority = highPriority ? 'high' : undefined;
  if (!picture) return <Image src={image} alt={alt} width={600} height={600} loading={loading} fetchPriority={fetchPriority} />;
  return <Picture picture={picture} src={image} alt={alt} sizes={sizes} loading={loading} fetchPriority={fetchPriority} />;
}
