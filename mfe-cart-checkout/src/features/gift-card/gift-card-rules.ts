import { GIFT_CARD_MESSAGE_MAX, GIFT_CARD_PIN_PATTERN, isAllowedGiftCardAmount } from '@sf/contracts';
import type { Currency } from '@sf/remote-contract';

export interface BuyDraft {
  /** A denomination in minor units as a string, or 'other'. */
  choice: string;
  /** The custom amount as typed, in major units. */
  otherAmount: string;
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  message: string;
}
export type BuyField = 'amount' | 'recipientName' | 'recipientEmail' | 'senderName' | 'message';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** The amount in minor units, or null when the choice or the typed amount is not allowed. */
export function amountOf(draft: Pick<BuyDraft, 'choice' | 'otherAmount'>, currency: Currency): number | null {
  const typed = draft.choice === 'other' ? draft.otherAmount.trim().replace(',', '.') : null;
  if (typed !== null && !/^\d{1,6}([.]0{1,2})?$/.test(typed)) return null;
  const amount = typed !== null ? Math.round(Number(typed) * 100) : Number(draft.choice);
  return isAllowedGiftCardAmount(currency, amount) ? amount : null;
}

/** Problems by field, in the order the fields appear. */
export function buyProblems(draft: BuyDraft, currency: Currency): BuyField[] {
  const problems: BuyField[] = [];
  if (amountOf(draft, currency) === null) problems.push('amount');
  if (!draft.recipientName.trim() || draft.recipientName.trim().length > 80) problems.push('recipientName');
  if (!EMAIL.test(draft.recipientEmail.trim()) || draft.recipientEmail.length > 254) problems.push('recipientEmail');
  if (!draft.senderName.trim() || draft.senderName.trim().length > 80) problems.push('senderName');
  if (draft.message.length > GIFT_CARD_MESSAGE_MAX) problems.push('message');
  return problems;
}

export type BalanceField = 'number' | 'pin';
export const cardDigits = (value: string): string => value.replace(/[\s-]/g, '');

export function balanceProblems(number: string, pin: string): BalanceField[] {
  const problems: BalanceField[] = [];
  if (!/^\d{16}$/.test(cardDigits(number))) problems.push('number');
  if (!GIFT_CARD_PIN_PATTERN.test(pin.trim())) problems.push('pin');
  return problems;
}
