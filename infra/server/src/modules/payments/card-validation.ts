/**
 * Card checks of the test provider (the same rules run in the card form's own script): Luhn, expiry not past,
 * CVC length. Only the provider's tokenization endpoint ever calls these with a real number.
 */
import type { CardBrand } from '@sf/contracts';

export const digitsOnly = (value: string): string => value.replace(/[\s-]/g, '');

export function passesLuhn(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrandOf(number: string): CardBrand {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^6(011|5)/.test(number)) return 'discover';
  return 'unknown';
}

/** "MM/YY" (or "MM / YY") → month and four-digit year; null when malformed. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(0[1-9]|1[0-2])\s*\/\s*(\d{2})\s*$/.exec(value);
  return match ? { month: Number(match[1]), year: 2000 + Number(match[2]) } : null;
}

/** A card is valid through the last day of its expiry month. */
export function isExpired(expiry: { month: number; year: number }, now: Date): boolean {
  return expiry.year < now.getUTCFullYear() || (expiry.year === now.getUTCFullYear() && expiry.month < now.getUTCMonth() + 1);
}

export const isValidCvc = (cvc: string, brand: CardBrand): boolean => (brand === 'amex' ? /^\d{4}$/ : /^\d{3,4}$/).test(cvc);

export type CardField = 'number' | 'expiry' | 'cvc' | 'name';

/** The first problem with a card as typed, by field; null when it can be tokenized. */
export function cardProblem(card: { number: string; expiry: string; cvc: string; name: string }, now: Date): { field: CardField; message: string } | null {
  const number = digitsOnly(card.number);
  if (!passesLuhn(number)) return { field: 'number', message: 'Enter a valid card number' };
  const expiry = parseExpiry(card.expiry);
  if (!expiry) return { field: 'expiry', message: 'Enter the expiry date as MM/YY' };
  if (isExpired(expiry, now)) return { field: 'expiry', message: 'This card has expired' };
  if (!isValidCvc(card.cvc.trim(), cardBrandOf(number))) return { field: 'cvc', message: 'Enter the 3 or 4 digit security code' };
  if (!card.name.trim()) return { field: 'name', message: 'Enter the name on the card' };
  return null;
}
