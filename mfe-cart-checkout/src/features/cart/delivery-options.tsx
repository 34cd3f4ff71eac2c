import type { Theme } from '@emotion/react';
import type { Basket } from '@sf/contracts';
import { Button, Text } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { CART_DIALOGS, openCartDialog } from '../../shared/cart-dialogs';
import { shippingMethodLabel } from './shipping-method-label';

/** The chosen shipping method and gift option, each with the dialog that changes it. */
export function DeliveryOptions({ basket }: { basket: Basket }) {
  const { t } = useTranslation();
  const selected = basket.shippingMethods.find((method) => method.code === basket.selectedShippingMethod);
  return (
    <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space[2] })}>
      <Text weight="bold">{t('cart.basket.shippingHeading')}</Text>
      {selected && (
        <Text size="sm">
          {shippingMethodLabel(selected.code, t)} · {t('cart.basket.shippingEstimate', { min: selected.estimate.minDays, max: selected.estimate.maxDays })}
        </Text>
      )}
      <div css={(theme: Theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space[2] })}>
        <Button variant="secondary" size="sm" onClick={() => openCartDialog(CART_DIALOGS.changeShipping)}>
          {t('cart.basket.shippingChange')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => openCartDialog(CART_DIALOGS.giftOption)}>
          {basket.giftOption.enabled ? t('cart.basket.giftEdit') : t('cart.basket.giftAdd')}
        </Button>
      </div>
      {basket.giftOption.enabled && (
        <Text size="sm" tone="muted">
          {basket.giftOption.message ? t('cart.basket.giftSummary', { message: basket.giftOption.message }) : t('cart.basket.giftEnabled')}
        </Text>
      )}
    </div>
  );
}
