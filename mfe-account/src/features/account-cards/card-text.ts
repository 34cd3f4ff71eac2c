import type { CardBrand, SavedCard } from '@sf/contracts';

/** Brand names are trademarks: the same in every language (only "unknown" is translated). */
const BRAND_NAMES: Record<Exclude<CardBrand, 'unknown'>, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' };

export function brandName(brand: CardBrand, unknownLabel: string): string {
  return brand === 'unknown' ? unknownLabel : BRAND_NAMES[brand];
}

/** "03/28": the expiry as printed on the card. */
export function expiryText(card: Pick<SavedCard, 'expiryMonth' | 'expiryYear'>): string {
  return `${String(card.expiryMonth).padStart(2, '0')}/${String(card.expiryYear % 100).padStart(2, '0')}`;
}
