import { useEffect, useRef, useState } from 'react';
import type { Basket } from '@sf/contracts';
import { useTranslation } from '@sf/i18n';
import { basketApi } from '../../shared/basket-api';
import { takeAutoPromoCode } from './auto-promo-code';
import { couponError } from './coupon-form';

/** Applies the remembered autoPromoCode once, when the cart first shows a basket. */
export function useAutoPromoCode(basket: Basket, onBasket: (basket: Basket) => void) {
  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState('');
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = takeAutoPromoCode();
    if (!code || basket.couponCodes.some((coupon) => coupon.code === code)) return;
    basketApi()
      .applyCoupon(basket.basketId, code)
      .then((updated) => {
        onBasket(updated);
        setAnnouncement(t('cart.basket.couponApplied', { code }));
      })
      .catch((failure: unknown) => setError(couponError(failure, code, t)));
  }, [basket, onBasket, t]);
  return { announcement, error };
}
