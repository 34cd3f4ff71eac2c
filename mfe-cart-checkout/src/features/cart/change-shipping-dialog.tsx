import type { Theme } from '@emotion/react';
import { useEffect, useState, type FormEvent } from 'react';
import { ApiRequestError } from '@sf/api-client';
import type { Basket, ShippingMethodCode } from '@sf/contracts';
import type { DialogProps } from '@sf/remote-contract';
import { Price, Stack, Text } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { basketApi } from '../../shared/basket-api';
import { DialogBasket } from './dialog-basket';
import { shippingMethodLabel } from './shipping-method-label';
import { DialogFormActions } from './dialog-form-actions';

/** `#cart-shipping`: spec dialog "change shipping method in cart". */
export function ChangeShippingDialog({ setTitle, close }: Pick<DialogProps, 'setTitle' | 'close'>) {
  const { t } = useTranslation();
  useEffect(() => setTitle(t('cart.basket.shippingDialogTitle')), [setTitle, t]);
  return (
    <DialogBasket>
      {(basket, replace) => (
        <ShippingForm
          basket={basket}
          onSaved={(updated) => {
            replace(updated);
            close();
          }}
          onCancel={close}
        />
      )}
    </DialogBasket>
  );
}

function ShippingForm({ basket, onSaved, onCancel }: { basket: Basket; onSaved: (basket: Basket) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<ShippingMethodCode>(basket.selectedShippingMethod);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onSaved(await basketApi().setShippingMethod(basket.basketId, choice));
    } catch (failure) {
      setError(failure instanceof ApiRequestError && failure.status === 409 ? t('cart.basket.shippingUnavailable') : t('cart.updateFailed'));
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)}>
      <Stack gap={4}>
        <fieldset css={{ border: 0, margin: 0, padding: 0 }}>
          <legend css={(theme: Theme) => ({ fontWeight: theme.fontWeights.bold, marginBottom: theme.space[2] })}>{t('cart.basket.shippingHeading')}</legend>
          <Stack gap={2}>
            {basket.shippingMethods.map((method) => (
              <label
                key={method.code}
                css={(theme: Theme) => ({
                  display: 'flex',
                  gap: theme.space[3],
                  alignItems: 'center',
                  minHeight: theme.sizes.minTarget,
                  color: method.available ? theme.colors.text : theme.colors.mutedText,
                })}
              >
                <input
                  type="radio"
                  name="shipping-method"
                  value={method.code}
                  checked={choice === method.code}
                  disabled={!method.available}
                  onChange={() => setChoice(method.code)}
                />
                <span css={{ flex: 1 }}>
                  <Text as="span" weight="bold">
                    {shippingMethodLabel(method.code, t)}
                  </Text>{' '}
                  <Text as="span" size="sm" tone="muted">
                    {method.available
                      ? t('cart.basket.shippingEstimate', { min: method.estimate.minDays, max: method.estimate.maxDays })
                      : t('cart.basket.shippingUnavailable')}
                  </Text>
                </span>
                {method.price.amount === 0 ? <Text as="span">{t('cart.basket.totalsFree')}</Text> : <Price money={method.price} />}
              </label>
            ))}
          </Stack>
        </fieldset>
        <DialogFormActions error={error} busy={busy} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
