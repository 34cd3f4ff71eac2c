import type { Theme } from '@emotion/react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { GIFT_MESSAGE_MAX_LENGTH, type Basket } from '@sf/contracts';
import type { DialogProps } from '@sf/remote-contract';
import { Stack } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { basketApi } from '../../shared/basket-api';
import { DialogBasket } from './dialog-basket';
import { DialogFormActions } from './dialog-form-actions';

/** `#cart-gift`: spec dialog "add gift option": mark the order as a gift with a message of up to 200 characters. */
export function GiftOptionDialog({ setTitle, close }: Pick<DialogProps, 'setTitle' | 'close'>) {
  const { t } = useTranslation();
  useEffect(() => setTitle(t('cart.basket.giftDialogTitle')), [setTitle, t]);
  return (
    <DialogBasket>
      {(basket, replace) => (
        <GiftForm
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

function GiftForm({ basket, onSaved, onCancel }: { basket: Basket; onSaved: (basket: Basket) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const messageId = useId();
  const hintId = useId();
  const [enabled, setEnabled] = useState(basket.giftOption.enabled);
  const [message, setMessage] = useState(basket.giftOption.message);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const tooLong = message.length > GIFT_MESSAGE_MAX_LENGTH;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (tooLong) {
      setError(t('cart.basket.giftTooLong', { max: GIFT_MESSAGE_MAX_LENGTH }));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onSaved(await basketApi().setGiftOption(basket.basketId, { enabled, message: enabled ? message : '' }));
    } catch {
      setError(t('cart.updateFailed'));
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap={4}>
        <label css={(theme: Theme) => ({ display: 'flex', gap: theme.space[2], alignItems: 'center', minHeight: theme.sizes.minTarget })}>
          <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
          {t('cart.basket.giftEnabled')}
        </label>
        {enabled && (
          <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space[1] })}>
            <label htmlFor={messageId} css={(theme: Theme) => ({ fontWeight: theme.fontWeights.medium })}>
              {t('cart.basket.giftMessage')}
            </label>
            <textarea
              id={messageId}
              value={message}
              rows={4}
              aria-describedby={hintId}
              aria-invalid={tooLong || undefined}
              onChange={(event) => setMessage(event.target.value)}
              css={(theme: Theme) => ({
                font: 'inherit',
                padding: theme.space[2],
                color: theme.colors.text,
                background: theme.colors.background,
                border: `${theme.sizes.borderWidth} solid ${tooLong ? theme.colors.error : theme.colors.border}`,
                borderRadius: theme.radii.sm,
              })}
            />
            <span id={hintId} css={(theme: Theme) => ({ fontSize: theme.fontSizes.sm, color: tooLong ? theme.colors.error : theme.colors.mutedText })}>
              {t('cart.basket.giftMessageHint', { left: Math.max(0, GIFT_MESSAGE_MAX_LENGTH - message.length), max: GIFT_MESSAGE_MAX_LENGTH })}
            </span>
          </div>
        )}
        <DialogFormActions error={error} busy={busy} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
