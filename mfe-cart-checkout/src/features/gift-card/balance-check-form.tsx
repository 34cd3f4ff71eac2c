import { useRef, useState, type FormEvent } from 'react';
import { ApiRequestError } from '@sf/api-client';
import type { GiftCardBalance } from '@sf/contracts';
import { Alert, Button, Field, Heading, Stack, formatMoney, useSite } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import type { GiftCardApi } from './gift-card-api';
import { balanceProblems, cardDigits, type BalanceField } from './gift-card-rules';

type Outcome = { kind: 'balance'; balance: GiftCardBalance } | { kind: 'invalid' | 'tooMany' | 'failed' };

/** Number + PIN → balance. A wrong number and a wrong PIN get one message (the server does not say which). */
export function BalanceCheckForm({ api }: { api: GiftCardApi }) {
  const { t } = useTranslation();
  const site = useSite();
  const [number, setNumber] = useState('');
  const [pin, setPin] = useState('');
  const [problems, setProblems] = useState<BalanceField[]>([]);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = balanceProblems(number, pin);
    setProblems(found);
    setOutcome(null);
    if (found.length > 0) {
      form.current?.querySelector<HTMLElement>(`#gift-balance-${found[0]}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      setOutcome({ kind: 'balance', balance: await api.balance(cardDigits(number), pin.trim()) });
    } catch (error) {
      const status = error instanceof ApiRequestError ? error.status : 0;
      setOutcome({ kind: status === 404 || status === 400 ? 'invalid' : status === 429 ? 'tooMany' : 'failed' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack as="section" gap={4} aria-labelledby="gift-balance-heading">
      <Heading level={2} id="gift-balance-heading">
        {t('cart.giftCard.balance.title')}
      </Heading>
      <form ref={form} noValidate onSubmit={submit}>
        <Stack gap={4}>
          <Field
            id="gift-balance-number"
            name="giftCardNumber"
            label={t('cart.giftCard.balance.number')}
            hint={t('cart.giftCard.balance.numberHint')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={23}
            value={number}
            onChange={(event) => setNumber(event.target.value)}
            error={problems.includes('number') ? t('cart.giftCard.balance.errors.number') : undefined}
          />
          <Field
            id="gift-balance-pin"
            name="giftCardPin"
            type="password"
            label={t('cart.giftCard.balance.pin')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={8}
            value={pin}
            onChange={(event) => setPin(event.target.value)}
            error={problems.includes('pin') ? t('cart.giftCard.balance.errors.pin') : undefined}
          />
          <div>
            <Button type="submit" variant="secondary" loading={busy} disabled={busy}>
              {busy ? t('cart.giftCard.balance.checking') : t('cart.giftCard.balance.submit')}
            </Button>
          </div>
          {outcome?.kind === 'balance' && (
            <Alert tone="success">
              {outcome.balance.status === 'active'
                ? t('cart.giftCard.balance.result', { card: outcome.balance.maskedNumber, amount: formatMoney(outcome.balance.balance, site.tag) })
                : t('cart.giftCard.balance.disabled')}
            </Alert>
          )}
          {outcome && outcome.kind !== 'balance' && <Alert tone="error">{t(`cart.giftCard.balance.errors.${outcome.kind}`)}</Alert>}
        </Stack>
      </form>
    </Stack>
  );
}
