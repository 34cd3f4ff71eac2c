import type { Theme } from '@emotion/react';
import { useEffect } from 'react';
import type { Basket, Promotion } from '@sf/contracts';
import { formatMoney, Text, useSite } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { writeShippingThreshold } from '../../shared/shipping-threshold-storage';

/** The automatic free-shipping promotion with a threshold, if the site has one. */
export const freeShippingThreshold = (basket: Basket): Promotion | undefined =>
  basket.shippingPromotions.find((promotion) => promotion.couponCode === null && promotion.thresholdStatus !== null);

/** "Spend £12.01 more for free shipping", with a progress bar; hidden once shipping is free anyway. */
export function FreeShippingProgress({ basket }: { basket: Basket }) {
  const { t } = useTranslation();
  const { tag } = useSite();
  const promotion = freeShippingThreshold(basket);
  const status = promotion?.thresholdStatus ?? null;
  // Spec §3: the shipping threshold is also kept client-side.
  useEffect(() => writeShippingThreshold(basket.country, status?.threshold ?? null), [basket.country, status?.threshold.amount, status?.threshold.currency]);
  if (!status || basket.items.length === 0) return null;
  if (status.reached || basket.totals.shipping === 0) return <Text size="sm">{t('cart.basket.thresholdReached')}</Text>;
  const spent = status.threshold.amount - status.remaining.amount;
  return (
    <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space[1] })}>
      <Text size="sm">{t('cart.basket.thresholdRemaining', { amount: formatMoney(status.remaining, tag) })}</Text>
      <progress
        aria-label={t('cart.basket.thresholdProgress')}
        max={status.threshold.amount}
        value={Math.max(0, spent)}
        css={(theme: Theme) => ({ width: '100%', height: theme.space[2], accentColor: theme.colors.primary })}
      />
    </div>
  );
}
