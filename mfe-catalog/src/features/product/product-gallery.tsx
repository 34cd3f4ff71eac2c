import { PICTURE_SIZES, type ProductDetail } from '@sf/contracts';
import { useTranslation } from '@sf/i18n';
import { ProductPhoto } from '../../shared/product-photo';

/**
 * The photo of the chosen colour. On the product page it is the largest content: fetched at once with high priority,
 * with the sizes the document head preloads it with (contracts PICTURE_SIZES), so the preload is the one it uses.
 */
export function ProductGallery({ product, colour, eager = false }: { product: ProductDetail; colour: string; eager?: boolean }) {
  const { t } = useTranslation();
  const current = product.colours.find((entry) => entry.code === colour);
  return (
    <ProductPhoto
      image={current?.image ?? product.image}
      picture={current ? current.picture : product.picture}
      alt={t('catalog.productImageAlt', { name: product.name, colour: current?.name ?? '' })}
      sizes={PICTURE_SIZES.productGallery}
      eager={eager}
      highPriority={eager}
    />
  );
}
