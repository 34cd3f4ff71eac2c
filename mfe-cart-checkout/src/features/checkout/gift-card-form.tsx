import { useState, type FormEvent } from 'react';
import { ApiRequestError } from '@sf/api-client';
import { Button, Field, Inline, Stack } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { GIFT_CARD_PIN_PATTERN } from '@sf/contracts';
import type { CheckoutApi } from './checkout-api';
import type { AppliedGiftCard } from './tenders';

type NewCard = Omit<AppliedGiftCard, 'amount'>;

/** Number + PIN; the balance is checked at once so the shopper sees what the card covers before paying. */
export function GiftCardForm({ api, applied, onAdd }: { api: CheckoutApi; applied: readonly NewCard[]; onAdd: (card: NewCard) => void }) {
  const { t } = useTranslation();
  const [number, setNumber] = useState('');
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const digits = number.replace(/[\s-]/g, '');
    if (!/^\d{16}$/.test(digits) || !GIFT_CARD_PIN_PATTERN.test(pin)) {
      setError(t('cart.checkout.giftCardFormat'));
      return;
    }
    if (applied.some((card) => card.cardNumber === digits)) {
      setError(t('cart.checkout.giftCardTwice'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await api.giftCardBalance(digits, pin);
      if (result.status !== 'active' || result.balance.amount <= 0) setError(t('cart.checkout.giftCardEmpty'));
      else {
        onAdd({ cardNumber: digits, pin, maskedNumber: result.maskedNumber, balance: result.balance.amount });
        setNumber('');
        setPin('');
      }
    } catch (failure) {
      const status = failure instanceof ApiRequestError ? failure.status : 0;
      setError(
        status === 429 ? t('cart.checkout.tooManyTries') : status === 404 || status === 400 ? t('cart.checkout.giftCardNotFound') : t('cart.updateFailed'),
      );
    } finally {
      setBusy(false);
    }
  };

  // A nested form is not allowed inside the payment form, so this is a group with its own button.
  return (
    <Stack gap={3} role="group" aria-label={t('cart.checkout.giftCardHeading')}>
      <Inline gap={3} align="end">
        <Field
          name="giftCardNumber"
          label={t('cart.checkout.giftCardNumber')}
          value={number}
          onChange={(event) => setNumber(event.target.value)}
          inputMode="numeric"
          autoComplete="off"
          maxLength={19}
          error={error ?? undefined}
        />
        <Field
          name="giftCardPin"
          label={t('cart.checkout.giftCardPin')}
          value={pin}
          onChange={(event) => setPin(event.target.value)}
          inputMode="numeric"
          autoComplete="off"
          maxLength={8}
        />
      </Inline>
      <div>
        <Button variant="secondary" onClick={submit} disabled={busy}>
          {t('cart.checkout.applyGiftCard')}
        </Button>
      </div>
    </Stack>
  );
}
