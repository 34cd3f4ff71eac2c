import { GIFT_CARD_NUMBER_LENGTH, GIFT_CARD_PIN_PATTERN } from '@sf/contracts';

export type GiftCardFieldProblem = 'required' | 'invalid';
export interface GiftCardErrors {
  number?: GiftCardFieldProblem;
  pin?: GiftCardFieldProblem;
}

/** Spaces and dashes typed from the card are ignored, as the server does. */
export const cleanGiftCardNumber = (value: string): string => value.replace(/[\s-]/g, '');

export function validateGiftCard(number: string, pin: string): GiftCardErrors {
  const errors: GiftCardErrors = {};
  const digits = cleanGiftCardNumber(number);
  if (!digits) errors.number = 'required';
  else if (!new RegExp(`^\\d{${GIFT_CARD_NUMBER_LENGTH}}$`).test(digits)) errors.number = 'invalid';
  if (!pin.trim()) errors.pin = 'required';
  else if (!GIFT_CARD_PIN_PATTERN.test(pin.trim())) errors.pin = 'invalid';
  return errors;
}
