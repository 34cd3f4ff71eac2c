import type { Theme } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { ApiRequestError } from '@sf/api-client';
import type { Basket } from '@sf/contracts';
import { Button, Field, Inline, Text, VisuallyHidden } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { basketApi } from '../../shared/basket-api';

/** Maps the server's refusal to a translated message (the server answers in English). */
export function couponError(failure: unknown, code: string, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (failure instanceof ApiRequestError && failure.status === 400) {
    const message = failure.body?.message ?? '';
    if (message.endsWith('has expired')) return t('cart.basket.couponExpired', { code });
    return t('cart.basket.couponInvalid', { code });
  }
  if (failure instanceof ApiRequestError && failure.status === 409 && failure.body?.message) return failure.body.message;
  return t('cart.basket.couponFailed');
}

interface CouponFormProps {
  basket: Basket;
  onBasket: (basket: Basket) => void;
  announce: (message: string) => void;
}

/** Promo code entry and the codes already applied, each removable. Errors are announced (role=alert). */
export function CouponForm({ basket, onBasket, announce }: CouponFormProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const api = basketApi();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim().toUpperCase();
    if (!trimmed) {
      setError(t('cart.basket.couponRequired'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      onBasket(await api.applyCoupon(basket.basketId, trimmed));
      setCode('');
      announce(t('cart.basket.couponApplied', { code: trimmed }));
    } catch (failure) {
      setError(couponError(failure, trimmed, t));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (removed: string) => {
    setBusy(true);
    try {
      onBasket(await api.removeCoupon(basket.basketId, removed));
      announce(t('cart.basket.couponRemoved', { code: removed }));
    } catch (failure) {
      setError(couponError(failure, removed, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space[2] })}>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        css={(theme: Theme) => ({ display: 'flex', gap: theme.space[2], alignItems: 'end', flexWrap: 'wrap' })}
      >
        <div css={{ flex: '1 1 10rem' }}>
          <Field
            label={t('cart.basket.couponLabel')}
            value={code}
            maxLength={32}
            autoComplete="off"
            error={error}
            onChange={(event) => setCode(event.target.value)}
          />
        </div>
        <Button type="submit" variant="secondary" loading={busy}>
          {t('cart.basket.couponApply')}
        </Button>
      </form>
      {/* The field shows the refusal; this announces it (role=alert is read when inserted). */}
      {error && <VisuallyHidden role="alert">{error}</VisuallyHidden>}
      {basket.couponCodes.length > 0 && (
        <ul aria-label={t('cart.basket.couponsApplied')} css={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {basket.couponCodes.map((coupon) => (
            <li key={coupon.code}>
              <Inline gap={2} align="center">
                <Text as="span" weight="bold">
                  {coupon.code}
                </Text>
                {!coupon.applied && (
                  <Text as="span" size="sm" tone="muted">
                    {t('cart.basket.couponNotApplicable', { code: coupon.code })}
                  </Text>
                )}
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={busy}
                  onClick={() => void remove(coupon.code)}
                  aria-label={t('cart.basket.couponRemove', { code: coupon.code })}
                >
                  {t('cart.remove')}
                </Button>
              </Inline>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
