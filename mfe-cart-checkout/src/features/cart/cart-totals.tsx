import type { Theme } from '@emotion/react';
import type { Basket } from '@sf/contracts';
import { formatMoney, Price, useSite } from '@sf/ui';
import { useTranslation } from '@sf/i18n';

/** Spec §3 order totals: items, discounts, shipping, tax (included or added) and what the shopper pays. */
export function CartTotals({ basket }: { basket: Basket }) {
  const { t } = useTranslation();
  const { tag } = useSite();
  const { totals } = basket;
  const money = (amount: number) => ({ amount, currency: totals.currency });
  return (
    <dl css={(theme: Theme) => ({ display: 'grid', gridTemplateColumns: '1fr auto', gap: theme.space[2], margin: 0, '& dd': { margin: 0, textAlign: 'end' } })}>
      <dt>{t('cart.basket.totalsMerchandise')}</dt>
      <dd>
        <Price money={money(totals.merchandiseTotal)} />
      </dd>
      {totals.orderDiscount > 0 && (
        <>
          <dt>{t('cart.basket.totalsDiscount')}</dt>
          <dd>
            −<Price money={money(totals.orderDiscount)} />
          </dd>
        </>
      )}
      <dt>{t('cart.basket.totalsShipping')}</dt>
      <dd>{totals.shipping === 0 ? t('cart.basket.totalsFree') : <Price money={money(totals.shipping)} />}</dd>
      {!totals.taxIncluded && (
        <>
          <dt>{t('cart.basket.totalsTax')}</dt>
          <dd>{totals.taxCalculated ? <Price money={money(totals.merchandiseTotalTax)} /> : t('cart.basket.totalsTaxAtCheckout')}</dd>
        </>
      )}
      {totals.giftCardTotal > 0 && (
        <>
          <dt>{t('cart.basket.totalsGiftCards')}</dt>
          <dd>
            <Price money={money(totals.giftCardTotal)} />
          </dd>
        </>
      )}
      <dt css={(theme: Theme) => ({ fontWeight: theme.fontWeights.bold })}>{t('cart.basket.totalsTotal')}</dt>
      <dd css={(theme: Theme) => ({ fontWeight: theme.fontWeights.bold })}>
        <Price money={money(totals.total)} size="lg" />
      </dd>
      {totals.taxIncluded && totals.merchandiseTotalTax > 0 && (
        <dd css={(theme: Theme) => ({ gridColumn: '1 / -1', fontSize: theme.fontSizes.sm, color: theme.colors.mutedText })}>
          {t('cart.basket.totalsVatIncluded', { amount: formatMoney(money(totals.merchandiseTotalTax), tag) })}
        </dd>
      )}
    </dl>
  );
}
