import { useId, useRef, useState, type FormEvent } from 'react';
import type { Theme } from '@emotion/react';
import { Alert, Button, Heading, IconButton, Inline, Price, Stack, Text, useSite } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import type { Basket, PostalAddress } from '@sf/contracts';
import { pointsCovering, pointsValue } from '@sf/contracts/loyalty';
import { AddressFields, focusFirstProblem } from './address-fields';
import { BnplDialog } from './bnpl-dialog';
import { CardFrame } from './card-frame';
import type { CheckoutApi } from './checkout-api';
import { billingStart, newAddressFor, withSaveFlag, type CheckoutAccount } from './checkout-account';
import { GiftCardForm } from './gift-card-form';
import { LoyaltyTender } from './loyalty-tender';
import { SavedAddressChoice, SavedCardChoice } from './saved-choices';
import { ADDRESS_FORM_FIELDS, cleanAddress, hasErrors, validateAddressFields, type CheckoutErrors } from './shipping-address';
import { remainingAfter, spreadGiftCards, type AppliedGiftCard, type RestPayment } from './tenders';

export interface PaymentChoice {
  billingAddress: PostalAddress | null;
  giftCards: AppliedGiftCard[];
  rest: RestPayment;
  /** Loyalty points paying first (signed-in members only); absent or 0 for none. */
  points?: number;
}

interface PaymentStepProps {
  basket: Basket;
  api: CheckoutApi;
  countryName: string;
  initial: PaymentChoice;
  /** Shown after a declined card or failed challenge: the shopper chooses again. */
  notice: string | null;
  /** Signed in: saved billing addresses and saved cards to choose from, and "save this card". */
  account?: CheckoutAccount | null;
  onComplete: (choice: PaymentChoice) => void;
}

/** Spec §4 step 3: billing address, then gift cards first and a card or instalments for what they leave. */
export function PaymentStep({ basket, api, countryName, initial, notice, account = null, onComplete }: PaymentStepProps) {
  const { t } = useTranslation();
  const site = useSite();
  const headingId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [sameAsShipping, setSameAsShipping] = useState(initial.billingAddress === null);
  const [billing, setBilling] = useState<PostalAddress>(() => billingStart(initial.billingAddress, account, basket.country));
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [cards, setCards] = useState(initial.giftCards.map(({ amount: _amount, ...card }) => card));
  const [method, setMethod] = useState<'CARD' | 'BNPL'>(initial.rest?.code ?? 'CARD');
  const [rest, setRest] = useState<RestPayment>(initial.rest);
  const [bnplOpen, setBnplOpen] = useState(false);
  const [missing, setMissing] = useState(false);
  const [saveCard, setSaveCard] = useState(initial.rest?.code === 'CARD' && 'save' in initial.rest && initial.rest.save === true);

  const [points, setPoints] = useState(initial.points ?? 0);

  const total = basket.totals.total;
  // Points pay first (never more than the total, which may have changed since they were chosen); gift cards next.
  const usedPoints = Math.min(points, pointsCovering(total, basket.currency));
  const afterPoints = total - pointsValue(usedPoints, basket.currency);
  const applied = spreadGiftCards(afterPoints, cards);
  const remaining = remainingAfter(afterPoints, applied);
  const money = (amount: number) => ({ amount, currency: basket.currency });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = sameAsShipping ? {} : validateAddressFields(billing);
    setErrors(found);
    if (hasErrors(found)) {
      focusFirstProblem(form.current, 'billing', ADDRESS_FORM_FIELDS, found);
      return;
    }
    const payRest = remaining > 0 ? (rest && rest.code === method ? rest : null) : null;
    if (remaining > 0 && !payRest) {
      setMissing(true);
      return;
    }
    onComplete({
      billingAddress: sameAsShipping ? null : cleanAddress(billing),
      giftCards: applied,
      rest: withSaveFlag(payRest, account !== null && saveCard),
      ...(usedPoints > 0 ? { points: usedPoints } : {}),
    });
  };

  return (
    <form ref={form} noValidate onSubmit={submit} aria-labelledby={headingId}>
      <Stack gap={5}>
        <Heading level={2} size="lg" id={headingId}>
          {t('cart.checkout.paymentHeading')}
        </Heading>
        {notice && <Alert tone="error">{notice}</Alert>}
        <Stack gap={3}>
          <Heading level={3} size="md">
            {t('cart.checkout.billingHeading')}
          </Heading>
          <label css={(theme: Theme) => ({ display: 'flex', gap: theme.space[2], alignItems: 'center' })}>
            <input type="checkbox" name="sameAsShipping" checked={sameAsShipping} onChange={(event) => setSameAsShipping(event.target.checked)} />
            {t('cart.checkout.sameAsShipping')}
          </label>
          {!sameAsShipping && (
            <SavedAddressChoice
              name="billing"
              legend={t('checkout-account.addresses.billingLegend')}
              addresses={account?.billingAddresses ?? []}
              value={billing}
              onChoose={(address) => {
                setBilling(address);
                setErrors({});
              }}
              blank={() => newAddressFor(account, basket.country)}
            >
              <AddressFields
                prefix="billing"
                address={billing}
                errors={errors}
                countryName={countryName}
                onChange={(field, value) => setBilling((current) => ({ ...current, [field]: value }))}
              />
            </SavedAddressChoice>
          )}
        </Stack>
        <LoyaltyTender basket={basket} points={usedPoints} onChange={setPoints} />
        <Stack gap={3}>
          <Heading level={3} size="md">
            {t('cart.checkout.giftCardHeading')}
          </Heading>
          {applied.length > 0 && (
            <Stack as="ul" gap={2} aria-label={t('cart.checkout.appliedGiftCards')}>
              {applied.map((card) => (
                <li key={card.cardNumber}>
                  <Inline gap={3} justify="between">
                    <Text>{t('cart.checkout.giftCardApplied', { card: card.maskedNumber })}</Text>
                    <Price money={money(card.amount)} />
                    <IconButton
                      aria-label={t('cart.checkout.removeGiftCard', { card: card.maskedNumber })}
                      onClick={() => setCards((current) => current.filter((other) => other.cardNumber !== card.cardNumber))}
                      icon="×"
                    />
                  </Inline>
                </li>
              ))}
            </Stack>
          )}
          {remaining > 0 && <GiftCardForm api={api} applied={cards} onAdd={(card) => setCards((current) => [...current, card])} />}
        </Stack>
        <Text weight="bold" data-testid="remaining-to-pay">
          {t('cart.checkout.remaining')} <Price money={money(remaining)} />
        </Text>
        {remaining > 0 && (
          <fieldset css={(theme: Theme) => ({ border: 0, padding: 0, margin: 0, display: 'grid', gap: theme.space[3] })}>
            <legend css={(theme: Theme) => ({ fontWeight: theme.fontWeights.bold, marginBottom: theme.space[2] })}>{t('cart.checkout.payRestWith')}</legend>
            {(['CARD', 'BNPL'] as const).map((code) => (
              <label key={code} css={(theme: Theme) => ({ display: 'flex', gap: theme.space[2], alignItems: 'center' })}>
                <input type="radio" name="payRest" value={code} checked={method === code} onChange={() => setMethod(code)} />
                {t(code === 'CARD' ? 'cart.checkout.payByCard' : 'cart.checkout.payByBnpl')}
              </label>
            ))}
            {method === 'CARD' && (
              <SavedCardChoice
                cards={account?.cards ?? []}
                rest={rest}
                onChoose={(next) => {
                  setMissing(false);
                  setRest(next);
                }}
                offerSave={account !== null}
                save={saveCard}
                onSave={setSaveCard}
              >
                {rest?.code === 'CARD' && (
                  <Inline gap={3}>
                    <Text>{t('cart.checkout.cardReady', { card: rest.label })}</Text>
                    <Button variant="secondary" onClick={() => setRest(null)}>
                      {t('cart.checkout.useAnotherCard')}
                    </Button>
                  </Inline>
                )}
                {rest?.code !== 'CARD' && (
                  <CardFrame
                    site={site}
                    onToken={(card) => {
                      setMissing(false);
                      setRest({ code: 'CARD', token: card.token, label: `${card.brand} •••• ${card.last4}` });
                    }}
                  />
                )}
              </SavedCardChoice>
            )}
            {method === 'BNPL' && (
              <Inline gap={3}>
                {rest?.code === 'BNPL' && <Text>{t('cart.checkout.bnplPlan', { count: rest.plan })}</Text>}
                <Button variant="secondary" onClick={() => setBnplOpen(true)}>
                  {t('cart.checkout.bnplShow')}
                </Button>
              </Inline>
            )}
          </fieldset>
        )}
        {missing && <Alert tone="error">{t(method === 'CARD' ? 'cart.checkout.cardMissing' : 'cart.checkout.bnplMissing')}</Alert>}
        <div>
          <Button type="submit" size="lg">
            {t('cart.checkout.continueToSummary')}
          </Button>
        </div>
      </Stack>
      {bnplOpen && (
        <BnplDialog
          api={api}
          amount={remaining}
          currency={basket.currency}
          onClose={() => setBnplOpen(false)}
          onChoose={(plan) => {
            setMissing(false);
            setRest({ code: 'BNPL', plan });
            setBnplOpen(false);
          }}
        />
      )}
    </form>
  );
}
