import type { Theme } from '@emotion/react';
import type { Basket } from '@sf/contracts';
import { formatMoney, useSite } from '@sf/ui';
import { useTranslation } from '@sf/i18n';

/** Applied promotions with their localised text and the amount each takes off (spec §3 Promotion). */
export function PromotionList({ basket }: { basket: Basket }) {
  const { t } = useTranslation();
  const { tag } = useSite();
  const applied = [...basket.orderPromotions, ...basket.shippingPromotions].filter((promotion) => promotion.applied && promotion.appliedDiscount.amount > 0);
  if (applied.length === 0) return null;
  return (
    <ul
      aria-label={t('cart.basket.promotions')}
      css={(theme: Theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space[1], color: theme.colors.success })}
    >
      {applied.map((promotion) => (
        <li key={promotion.promotionId}>
          {t('cart.basket.discountApplied', { text: promotion.itemText, amount: formatMoney(promotion.appliedDiscount, tag) })}
        </li>
      ))}
    </ul>
  );
}
