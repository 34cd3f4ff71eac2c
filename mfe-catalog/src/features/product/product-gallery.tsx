import { PICTURE_SIZES, type ProductDetail } from '@sf/contracts';
import { useTranslation } from '@sf/i18n';
import { type ComponentType, lazy, Suspense } from 'react';
import { ProductPhoto } from '../../shared/product-photo';
import type { ViewGalleryProps } from './view-gallery';

/**
 * The views gallery is not in the product page's first load (budgets.json): the browser fetches it while it hydrates.
 * The server's build holds it in its one chunk, so it is resolved before any request and rendered in full into the
 * HTML; hydrating the Suspense boundary then waits for the chunk and keeps the server's markup meanwhile. A page the
 * browser renders itself (a client navigation, the quickshop) shows the hero and a reserved thumbnail row until then.
 */
const loadViewGallery = () => import('./view-gallery');
const LazyViewGallery = lazy(loadViewGallery);
let ServerViewGallery: ComponentType<ViewGalleryProps> | null = null;
if (typeof document === 'undefined') void loadViewGallery().then((module) => (ServerViewGallery = module.default));

interface GalleryProps {
  product: ProductDetail;
  colour: string;
  /** The product page's gallery: first photo fetched at once with high priority; zoom offered. */
  eager?: boolean;
}

/**
 * The photos of the chosen colour: every view with thumbnails and zoom when it has several (issue 25), else its one
 * photo. On the product page the first photo is the largest content: fetched at once with high priority, with the
 * sizes the document head preloads it with (contracts PICTURE_SIZES), so the preload is the one it uses. A new colour
 * starts at its hero (keyed by colour).
 */
export function ProductGallery({ product, colour, eager = false }: GalleryProps) {
  const { t } = useTranslation();
  const current = product.colours.find((entry) => entry.code === colour);
  const views = current?.views ?? [];
  const hero = (
    <ProductPhoto
      image={current?.image ?? product.image}
      picture={current ? current.picture : product.picture}
      alt={t('catalog.productImageAlt', { name: product.name, colour: current?.name ?? '' })}
      sizes={PICTURE_SIZES.productGallery}
      eager={eager}
      highPriority={eager}
    />
  );
  if (views.length < 2) return hero;
  const Gallery = ServerViewGallery ?? LazyViewGallery;
  // Until the gallery's code is here: the hero, and the thumbnails' row kept free (five square cells: 5 ∶ 1).
  const waiting = (
    <div>
      {hero}
      <div css={{ aspectRatio: 5, marginTop: '0.5rem' }} />
    </div>
  );
  return (
    <Suspense fallback={waiting}>
      <Gallery key={colour} product={product} colourName={current?.name ?? ''} views={views} eager={eager} />
    </Suspense>
  );
}
