import type { Theme } from '@emotion/react';
import type { Money } from '@sf/contracts';
import { useSite } from '../shell/shell-context';
import type { FontSizeKey } from '../theme/storefront-theme';
import { formatMoney } from './price-format';
import { VisuallyHidden } from './visually-hidden';

/** Same shape as contracts PriceSchema (ProductSummary['price']). */
export interface ProductPrice {
  list: Money;
  sale: Money | null;
}

/** Screen-reader words for a sale, e.g. { sale: t('price.sale'), original: t('price.original') }. */
export interface PriceLabels {
  sale: string;
  original: string;
}

interface PriceDisplay {
  size?: FontSizeKey;
  className?: string;
}

export type PriceProps =
  | (PriceDisplay & { price: ProductPrice; labels: PriceLabels; money?: never })
  | (PriceDisplay & { money: Money; price?: never; labels?: never });

/** Formats with the site's language tag; a sale shows the sale price and the struck-through list price. */
export function Price(props: PriceProps) {
  const { tag } = useSite();
  const { size = 'md', className } = props;
  const textStyle = (theme: Theme) => ({ fontSize: theme.fontSizes[size], fontVariantNumeric: 'tabular-nums' });

  if (props.money) {
    return (
      <span className={className} css={textStyle}>
        {formatMoney(props.money, tag)}
      </span>
    );
  }
  const { price, labels } = props;
  if (!price.sale) {
    return (
      <span className={className} css={textStyle}>
        {formatMoney(price.list, tag)}
      </span>
    );
  }
  return (
    <span className={className} css={(theme: Theme) => [textStyle(theme), { display: 'inline-flex', flexWrap: 'wrap', gap: theme.space[2] }]}>
      <span css={(theme: Theme) => ({ color: theme.colors.sale, fontWeight: theme.fontWeights.bold })}>
        <VisuallyHidden>{`${labels.sale} `}</VisuallyHidden>
        {formatMoney(price.sale, tag)}
      </span>
      {/* <s> is not announced as struck through, hence the hidden words. */}
      <s css={(theme: Theme) => ({ color: theme.colors.mutedText })}>
        <VisuallyHidden>{`${labels.original} `}</VisuallyHidden>
        {formatMoney(price.list, tag)}
      </s>
    </span>
  );
}
