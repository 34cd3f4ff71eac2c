import type { Theme } from '@emotion/react';
import { PICTURE_SIZES, type ProductSummary } from '@sf/contracts';
import { useTranslation } from '@sf/i18n';
import { Image, Link, Picture, Price, Stack } from '@sf/ui';

/** A product in a CMS product block: photo, name (the link) and price. The photo repeats the name, so alt="". */
export function ProductTile({ product, nameLevel }: { product: ProductSummary; nameLevel: 3 | 4 }) {
  const { t } = useTranslation();
  const Name = `h${nameLevel}` as const;
  return (
    <article>
      <Stack gap={2}>
        {product.picture ? (
          <Picture picture={product.picture} src={product.image} alt="" sizes={PICTURE_SIZES.productCard} />
        ) : (
          <Image src={product.image} alt="" width={600} height={600} />
        )}
        <Name css={(theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.md, fontFamily: theme.fonts.body })}>
          <Link to={product.path} variant="plain">
            {product.name}
          </Link>
        </Name>
        <Price price={product.price} labels={{ sale: t('content-blocks.priceSale'), original: t('content-blocks.priceOriginal') }} />
      </Stack>
    </article>
  );
}
