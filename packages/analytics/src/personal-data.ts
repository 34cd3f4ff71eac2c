/**
 * Shoppers sometimes type an e-mail address, a phone or a card number into the search box; such a term must not
 * reach the tag manager. Matching parts are replaced, the rest of the term is kept for reporting.
 */
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/g;
/** Seven or more digits, possibly separated by spaces, dots or dashes: phone, card or account numbers. */
const LONG_NUMBER = /\+?\d(?:[\s.-]?\d){6,}/g;

export const REDACTED = '[redacted]';

export function redactPersonalData(text: string): string {
  return text.replace(EMAIL, REDACTED).replace(LONG_NUMBER, REDACTED);
}

export function redactOptional(text: string | null | undefined): string | null {
  return text ? redactPersonalData(text) : null;
}
