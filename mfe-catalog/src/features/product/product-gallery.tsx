import type { ProductDetail } from '@sf/contracts';
import { Image } from '@sf/ui';
import { useTranslation } from '@sf/i18n';

/** The image of the chosen colour. On the product page it is the largest content, so it loads eagerly. */
export function ProductGallery({ product, colour, eager = false }: { product: ProductDetail; colour: string; eager?: boolean }) {
  const { t } = useTranslation();
  const current = product.colours.find((entry) => entry.code === colour);
  return (
    <Image
      src={current?.image ?? product.image}
      alt={t('catalog.productImageAlt', { name: product.name, colour: current?.name ?? '' })}
      width={800}
      height={800}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
    />
  );
}
