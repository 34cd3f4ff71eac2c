/**
 * A signed-in shopper's saved addresses and cards as radio choices in checkout. Each choice list ends with "use a
 * new …", which shows today's form (its `children`); without saved items only the form is drawn, so a guest sees
 * checkout exactly as before.
 */
import { useId, useRef, useState, type ReactNode } from 'react';
import type { Theme } from '@emotion/react';
import { Badge, Stack, Text } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { townLine, type CardBrand, type PostalAddress, type SavedAddress, type SavedCard } from '@sf/contracts';
import { matchSaved, postalAddressOf } from './checkout-account';
import type { RestPayment } from './tenders';

const NEW = 'new';

const fieldsetStyle = (theme: Theme) => ({ border: 0, padding: 0, margin: 0, display: 'grid', gap: theme.space[3] });
const legendStyle = (theme: Theme) => ({ fontWeight: theme.fontWeights.bold, marginBottom: theme.space[2] });
const optionStyle = (theme: Theme) => ({ display: 'flex', gap: theme.space[2], alignItems: 'flex-start' });
const radioStyle = (theme: Theme) => ({ marginBlockStart: theme.space[1] });

/** Brand names are trademarks: the same in every language (only "unknown" is translated). */
const BRAND_NAMES: Record<Exclude<CardBrand, 'unknown'>, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' };

/** "12/34": the expiry as printed on the card. */
export const expiryText = (card: Pick<SavedCard, 'expiryMonth' | 'expiryYear'>) =>
  `${String(card.expiryMonth).padStart(2, '0')}/${String(card.expiryYear % 100).padStart(2, '0')}`;

/** "Visa ending in 4242": the label a saved card carries through payment and summary. */
export function useSavedCardLabel() {
  const { t } = useTranslation();
  return (card: Pick<SavedCard, 'brand' | 'last4'>) =>
    t('checkout-account.cards.label', {
      brand: card.brand === 'unknown' ? t('checkout-account.cards.unknownBrand') : BRAND_NAMES[card.brand],
      last4: card.last4,
    });
}

const addressLine = (address: PostalAddress) =>
  [address.addressLine1, address.addressLine2, townLine(address), address.country].filter((part) => part?.trim()).join(', ');

interface SavedAddressChoiceProps {
  /** Radio group name (shipping or billing). */
  name: string;
  legend: string;
  addresses: readonly SavedAddress[];
  /** The address the form holds now: a saved one is preselected when it matches. */
  value: PostalAddress;
  onChoose: (address: PostalAddress) => void;
  /** The empty form "use a new address" starts with. */
  blank: () => PostalAddress;
  /** Today's address fields, shown for "use a new address". */
  children: ReactNode;
}

export function SavedAddressChoice({ name, legend, addresses, value, onChoose, blank, children }: SavedAddressChoiceProps) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState(() => matchSaved(value, addresses)?.id ?? NEW);
  // What the shopper typed as a new address comes back if they look at a saved one and return.
  const draft = useRef<PostalAddress | null>(null);
  if (addresses.length === 0) return <>{children}</>;

  const choose = (next: string) => {
    if (next === choice) return;
    if (choice === NEW) draft.current = value;
    setChoice(next);
    const saved = addresses.find((address) => address.id === next);
    onChoose(saved ? postalAddressOf(saved) : (draft.current ?? blank()));
  };

  return (
    <Stack gap={4}>
      <fieldset css={fieldsetStyle} data-testid={`saved-${name}-addresses`}>
        <legend css={legendStyle}>{legend}</legend>
        {addresses.map((address) => (
          <label key={address.id} css={optionStyle}>
            <input
              type="radio"
              css={radioStyle}
              name={`${name}-address`}
              value={address.id}
              checked={choice === address.id}
              onChange={() => choose(address.id)}
            />
            <span>
              <Text as="span" weight="bold">
                {`${address.firstName} ${address.lastName}`}
              </Text>{' '}
              {address.isDefault && <Badge tone="accent">{t('checkout-account.addresses.default')}</Badge>}
              <Text as="span" css={{ display: 'block' }}>
                {addressLine(address)}
              </Text>
            </span>
          </label>
        ))}
        <label css={optionStyle}>
          <input type="radio" css={radioStyle} name={`${name}-address`} value={NEW} checked={choice === NEW} onChange={() => choose(NEW)} />
          {t('checkout-account.addresses.useNew')}
        </label>
      </fieldset>
      {choice === NEW && children}
    </Stack>
  );
}

interface SavedCardChoiceProps {
  cards: readonly SavedCard[];
  rest: RestPayment;
  onChoose: (rest: RestPayment) => void;
  /** Signed in: a new card may be kept in the account. */
  offerSave: boolean;
  save: boolean;
  onSave: (save: boolean) => void;
  /** Today's new-card form (the provider's iframe, or the card it tokenised). */
  children: ReactNode;
}

export function SavedCardChoice({ cards, rest, onChoose, offerSave, save, onSave, children }: SavedCardChoiceProps) {
  const { t } = useTranslation();
  const label = useSavedCardLabel();
  const hintId = useId();
  const chosen = rest?.code === 'CARD' && 'savedCardId' in rest ? rest.savedCardId : NEW;
  const saveBox = offerSave && (
    <div>
      <label css={optionStyle}>
        <input type="checkbox" css={radioStyle} name="saveCard" checked={save} onChange={(event) => onSave(event.target.checked)} aria-describedby={hintId} />
        {t('checkout-account.cards.save')}
      </label>
      <Text id={hintId} size="sm" tone="muted">
        {t('checkout-account.cards.saveHint')}
      </Text>
    </div>
  );
  if (cards.length === 0)
    return (
      <>
        {children}
        {saveBox}
      </>
    );

  return (
    <Stack gap={3}>
      <fieldset css={fieldsetStyle} data-testid="saved-cards">
        <legend css={legendStyle}>{t('checkout-account.cards.legend')}</legend>
        {cards.map((card) => (
          <label key={card.id} css={optionStyle}>
            <input
              type="radio"
              css={radioStyle}
              name="savedCard"
              value={card.id}
              checked={chosen === card.id}
              onChange={() => onChoose({ code: 'CARD', savedCardId: card.id, label: label(card) })}
            />
            <span>
              {t('checkout-account.cards.option', { card: label(card), expiry: expiryText(card) })}{' '}
              {card.isDefault && <Badge tone="accent">{t('checkout-account.cards.default')}</Badge>}
            </span>
          </label>
        ))}
        <label css={optionStyle}>
          <input type="radio" css={radioStyle} name="savedCard" value={NEW} checked={chosen === NEW} onChange={() => chosen !== NEW && onChoose(null)} />
          {t('checkout-account.cards.useNew')}
        </label>
      </fieldset>
      {chosen === NEW && (
        <>
          {children}
          {saveBox}
        </>
      )}
    </Stack>
  );
}
