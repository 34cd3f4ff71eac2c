import type { Theme } from '@emotion/react';
import { useRef, useState, type FormEvent } from 'react';
import { ApiRequestError } from '@sf/api-client';
import { GIFT_CARD_AMOUNTS, GIFT_CARD_MESSAGE_MAX } from '@sf/contracts';
import { Alert, Button, Field, Heading, Link, Select, Stack, Text, focusRing, formatMoney, useSite } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import type { GiftCardApi } from './gift-card-api';
import { amountOf, buyProblems, type BuyDraft, type BuyField } from './gift-card-rules';

const EMPTY: BuyDraft = { choice: '', otherAmount: '', recipientName: '', recipientEmail: '', senderName: '', message: '' };
const FIELD_IDS: Record<BuyField, string> = {
  amount: 'gift-amount',
  recipientName: 'gift-recipient-name',
  recipientEmail: 'gift-recipient-email',
  senderName: 'gift-sender-name',
  message: 'gift-message',
};

/** Buy an e-gift card: it becomes a gift-card line of this country's basket; the card is issued when the order is paid. */
export function BuyGiftCardForm({ api }: { api: GiftCardApi }) {
  const { t } = useTranslation();
  const site = useSite();
  const rule = GIFT_CARD_AMOUNTS[site.currency];
  const money = (amount: number) => formatMoney({ amount, currency: site.currency }, site.tag);
  const [draft, setDraft] = useState<BuyDraft>({ ...EMPTY, choice: String(rule.denominations[1] ?? rule.denominations[0]) });
  const [problems, setProblems] = useState<BuyField[]>([]);
  const [state, setState] = useState<'idle' | 'busy' | 'added' | 'failed'>('idle');
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const set = (field: keyof BuyDraft) => (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [field]: event.target.value }));
  const range = { min: money(rule.min), max: money(rule.max) };
  const errorOf = (field: BuyField): string | undefined => {
    if (!problems.includes(field)) return undefined;
    if (field === 'amount') return t('cart.giftCard.buy.errors.amount', range);
    return t(`cart.giftCard.buy.errors.${field}`);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = buyProblems(draft, site.currency);
    setProblems(found);
    setServerMessage(null);
    if (found.length > 0) {
      const first = found[0] === 'amount' && draft.choice === 'other' ? 'gift-other-amount' : FIELD_IDS[found[0] as BuyField];
      form.current?.querySelector<HTMLElement>(`#${first}`)?.focus();
      return;
    }
    setState('busy');
    try {
      await api.addGiftCard(site, {
        amount: amountOf(draft, site.currency) ?? 0,
        recipientName: draft.recipientName.trim(),
        recipientEmail: draft.recipientEmail.trim(),
        senderName: draft.senderName.trim(),
        message: draft.message.trim(),
      });
      setState('added');
      setDraft((current) => ({ ...EMPTY, choice: current.choice === 'other' ? EMPTY.choice || String(rule.denominations[0]) : current.choice }));
    } catch (error) {
      setState('failed');
      // 400/409 carry a message that names the problem (e.g. too many gift cards in one basket).
      setServerMessage(error instanceof ApiRequestError && (error.status === 400 || error.status === 409) ? (error.body?.message ?? null) : null);
    }
  };

  const options = [
    ...rule.denominations.map((amount) => ({ value: String(amount), label: money(amount) })),
    { value: 'other', label: t('cart.giftCard.buy.customAmount') },
  ];
  return (
    <Stack as="section" gap={4} aria-labelledby="buy-gift-card-heading">
      <Heading level={2} id="buy-gift-card-heading">
        {t('cart.giftCard.buy.title')}
      </Heading>
      <Text tone="muted">{t('cart.giftCard.buy.delivery')}</Text>
      <form ref={form} noValidate onSubmit={submit}>
        <Stack gap={4}>
          {problems.length > 0 && <Alert tone="error">{t('cart.giftCard.errorSummary')}</Alert>}
          <Select
            id={FIELD_IDS.amount}
            name="amount"
            label={t('cart.giftCard.buy.amount')}
            options={options}
            value={draft.choice}
            onChange={set('choice')}
            error={draft.choice === 'other' ? undefined : errorOf('amount')}
          />
          {draft.choice === 'other' && (
            <Field
              id="gift-other-amount"
              name="otherAmount"
              label={t('cart.giftCard.buy.customAmount')}
              hint={t('cart.giftCard.buy.customAmountHint', range)}
              inputMode="decimal"
              value={draft.otherAmount}
              onChange={set('otherAmount')}
              error={errorOf('amount')}
            />
          )}
          <Field
            id={FIELD_IDS.recipientName}
            name="recipientName"
            label={t('cart.giftCard.buy.recipientName')}
            autoComplete="off"
            maxLength={80}
            value={draft.recipientName}
            onChange={set('recipientName')}
            error={errorOf('recipientName')}
          />
          <Field
            id={FIELD_IDS.recipientEmail}
            name="recipientEmail"
            type="email"
            label={t('cart.giftCard.buy.recipientEmail')}
            autoComplete="off"
            maxLength={254}
            value={draft.recipientEmail}
            onChange={set('recipientEmail')}
            error={errorOf('recipientEmail')}
          />
          <Field
            id={FIELD_IDS.senderName}
            name="senderName"
            label={t('cart.giftCard.buy.senderName')}
            autoComplete="name"
            maxLength={80}
            value={draft.senderName}
            onChange={set('senderName')}
            error={errorOf('senderName')}
          />
          <MessageField
            value={draft.message}
            onChange={set('message')}
            error={errorOf('message')}
            label={t('cart.giftCard.buy.message')}
            hint={t('cart.giftCard.buy.messageHint', { max: String(GIFT_CARD_MESSAGE_MAX) })}
          />
          <div>
            <Button type="submit" loading={state === 'busy'} disabled={state === 'busy'}>
              {t('cart.giftCard.buy.submit')}
            </Button>
          </div>
          {state === 'added' && (
            <Alert tone="success" action={<Link to="/cart">{t('cart.giftCard.buy.viewBasket')}</Link>}>
              {t('cart.giftCard.buy.added')}
            </Alert>
          )}
          {state === 'failed' && <Alert tone="error">{serverMessage ?? t('cart.giftCard.buy.errors.failed')}</Alert>}
        </Stack>
      </form>
    </Stack>
  );
}

/** A labelled textarea with its hint and error tied by aria-describedby (the ui package has no textarea yet). */
function MessageField({
  label,
  hint,
  error,
  value,
  onChange,
}: {
  label: string;
  hint: string;
  error?: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
}) {
  const id = FIELD_IDS.message;
  return (
    <Stack gap={1}>
      <label htmlFor={id} css={(theme: Theme) => ({ fontWeight: theme.fontWeights.medium })}>
        {label}
      </label>
      <span id={`${id}-hint`} css={(theme: Theme) => ({ color: theme.colors.mutedText, fontSize: theme.fontSizes.sm })}>
        {hint}
      </span>
      <textarea
        id={id}
        name="message"
        rows={3}
        maxLength={GIFT_CARD_MESSAGE_MAX}
        value={value}
        onChange={onChange}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        aria-invalid={error ? true : undefined}
        css={(theme: Theme) => ({
          font: 'inherit',
          width: '100%',
          padding: theme.space[3],
          color: theme.colors.text,
          background: theme.colors.background,
          border: `${theme.sizes.borderWidth} solid ${theme.colors.border}`,
          borderRadius: theme.radii.sm,
          ...focusRing(theme),
          '&[aria-invalid="true"]': { borderColor: theme.colors.error, borderWidth: theme.sizes.strokeWidth },
        })}
      />
      {error && (
        <span id={`${id}-error`} css={(theme: Theme) => ({ color: theme.colors.error, fontSize: theme.fontSizes.sm })}>
          {error}
        </span>
      )}
    </Stack>
  );
}
