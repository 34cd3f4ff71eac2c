import { useRef, useState, type FormEvent } from 'react';
import type { SavedGiftCard } from '@sf/contracts';
import { Alert, Button, Field, Heading, Stack } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { apiProblem } from '../../shared/api-problem';
import { cleanGiftCardNumber, validateGiftCard, type GiftCardErrors } from './gift-card-rules';
import type { GiftCardsApi } from './gift-cards-api';

/** Number + PIN: checked like the balance check (one message whether the number or the PIN is wrong). */
export function AddGiftCardForm({ api, onAdded }: { api: GiftCardsApi; onAdded: (card: SavedGiftCard) => void }) {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const [number, setNumber] = useState('');
  const [pin, setPin] = useState('');
  const [errors, setErrors] = useState<GiftCardErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateGiftCard(number, pin);
    setErrors(found);
    setFailure(null);
    if (found.number || found.pin) {
      form.current?.querySelector<HTMLInputElement>(`[name="${found.number ? 'giftCardNumber' : 'giftCardPin'}"]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const card = await api.add(cleanGiftCardNumber(number), pin.trim());
      setNumber('');
      setPin('');
      onAdded(card);
    } catch (error) {
      const problem = apiProblem(error);
      setFailure(
        problem === 'not-found' || problem === 'invalid'
          ? t('account-area.giftCards.notRecognised')
          : problem === 'too-many'
            ? t('account-area.tooManyTries')
            : problem === 'conflict'
              ? t('account-area.giftCards.full')
              : problem === 'signed-out'
                ? t('account-area.sessionEnded')
                : t('account-area.saveFailed'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={form} noValidate onSubmit={submit} aria-labelledby="add-gift-card-heading" css={{ maxWidth: '28rem' }}>
      <Stack gap={4}>
        <Heading level={2} size="lg" id="add-gift-card-heading">
          {t('account-area.giftCards.addHeading')}
        </Heading>
        {failure && <Alert tone="error">{failure}</Alert>}
        <Field
          name="giftCardNumber"
          label={t('account-area.giftCards.number')}
          hint={t('account-area.giftCards.numberHint')}
          value={number}
          onChange={(event) => setNumber(event.target.value)}
          error={errors.number && t(`account-area.giftCards.numberError.${errors.number}`)}
          inputMode="numeric"
          autoComplete="off"
          maxLength={40}
          required
        />
        <Field
          name="giftCardPin"
          type="password"
          label={t('account-area.giftCards.pin')}
          hint={t('account-area.giftCards.pinHint')}
          value={pin}
          onChange={(event) => setPin(event.target.value)}
          error={errors.pin && t(`account-area.giftCards.pinError.${errors.pin}`)}
          inputMode="numeric"
          autoComplete="off"
          maxLength={8}
          required
        />
        <div>
          <Button type="submit" loading={busy}>
            {t('account-area.giftCards.add')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
