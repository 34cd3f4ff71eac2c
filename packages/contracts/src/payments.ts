/**
 * Zod-free payment and gift-card constants shared by the browser and the server (the zod schemas are in
 * `api/payments.ts` and `api/gift-cards.ts`). Amounts are integer minor units.
 */
import { GIFT_MESSAGE_MAX_LENGTH } from './limits';

/** Tender codes of spec §3 (Order.paymentMethod[].code). */
export const TENDER_CODES = ['CARD', 'GIFT_CARD', 'BNPL', 'LOYALTY_POINTS'] as const;
export type TenderCode = (typeof TENDER_CODES)[number];

/** Buy-now-pay-later: interest-free plans and the most one order may put on them, per currency. */
export const BNPL_PLANS = [3, 4] as const;
export type BnplPlan = (typeof BNPL_PLANS)[number];
export const BNPL_LIMIT_MINOR = 100_000;

/**
 * postMessage protocol of the provider's card form and 3-D Secure challenge iframes. Every message is an object with
 * `source: PAYMENT_MESSAGE_SOURCE` and one of these `type`s; the parent must check `event.origin` equals its own
 * origin (the provider pages are served by our server) before trusting one.
 *   iframe → parent: ready, resize {height}, tokenized {card: CardToken}, error {message}, challenge-result {paymentId, result}
 *   parent → iframe: submit (ask the form to validate and tokenize, for a button outside the frame)
 */
export const PAYMENT_MESSAGE_SOURCE = 'sf-test-psp';
export const PAYMENT_MESSAGE_TYPES = ['ready', 'resize', 'tokenized', 'error', 'challenge-result', 'submit'] as const;
export type PaymentMessageType = (typeof PAYMENT_MESSAGE_TYPES)[number];

/** Gift cards: 16-digit number, numeric PIN. */
export const GIFT_CARD_NUMBER_LENGTH = 16;
export const GIFT_CARD_PIN_PATTERN = /^\d{4,8}$/;

/**
 * What a shopper may load on an e-gift card, per currency: preset denominations or a custom whole amount in the
 * range (the cart's gift-card line accepts whole amounts of GIFT_CARD_MIN_AMOUNT–GIFT_CARD_MAX_AMOUNT, limits.ts).
 */
export interface GiftCardAmountRule {
  denominations: readonly number[];
  min: number;
  max: number;
}
const STANDARD_AMOUNTS: GiftCardAmountRule = { denominations: [2500, 5000, 10000, 15000], min: 1000, max: 50000 };
export const GIFT_CARD_AMOUNTS: Readonly<Record<'GBP' | 'EUR' | 'PLN' | 'CHF' | 'USD' | 'CAD', GiftCardAmountRule>> = {
  GBP: STANDARD_AMOUNTS,
  EUR: STANDARD_AMOUNTS,
  CHF: STANDARD_AMOUNTS,
  USD: STANDARD_AMOUNTS,
  CAD: STANDARD_AMOUNTS,
  PLN: { denominations: [10000, 20000, 30000, 50000], min: 1000, max: 50000 },
};
/** Same limit as the cart's gift messages. */
export const GIFT_CARD_MESSAGE_MAX = GIFT_MESSAGE_MAX_LENGTH;

export function isAllowedGiftCardAmount(currency: keyof typeof GIFT_CARD_AMOUNTS, amount: number): boolean {
  const rule = GIFT_CARD_AMOUNTS[currency];
  return Number.isInteger(amount) && amount % 100 === 0 && amount >= rule.min && amount <= rule.max;
}
