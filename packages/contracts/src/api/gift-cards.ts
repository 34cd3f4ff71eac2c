import { z } from 'zod';
import { CurrencySchema, MoneySchema } from './common';
import { GIFT_CARD_AMOUNTS, GIFT_CARD_MESSAGE_MAX, GIFT_CARD_PIN_PATTERN, isAllowedGiftCardAmount } from '../payments';

/** Gift card numbers are 16 digits; spaces and dashes typed by the shopper are ignored. */
export const GiftCardNumberSchema = z
  .string()
  .max(40)
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{16}$/, 'Enter the 16-digit gift card number'));
export const GiftCardPinSchema = z.string().regex(GIFT_CARD_PIN_PATTERN, 'Enter the PIN (4 to 8 digits)');

/** POST /api/gift-cards/balance. Wrong number and wrong PIN get the same 404 message; rate limited per IP (429). */
export const GiftCardBalanceBodySchema = z.object({ number: GiftCardNumberSchema, pin: GiftCardPinSchema });
export const GiftCardBalanceSchema = z.object({
  /** Last four digits only, e.g. "•••• 4821". */
  maskedNumber: z.string(),
  balance: MoneySchema,
  status: z.enum(['active', 'disabled']),
});

/**
 * An e-gift card the shopper buys: `amount` in the basket's currency (checked per currency by
 * `isAllowedGiftCardAmount`), issued with a number and PIN when the order is paid and e-mailed to the recipient.
 * The cart's `POST /api/baskets/:id/gift-cards` (AddGiftCardItemBodySchema) takes the same fields minus currency.
 */
export const GiftCardPurchaseLineSchema = z
  .object({
    amount: z.number().int().min(1),
    currency: CurrencySchema,
    recipientEmail: z.email('Enter a valid e-mail address').max(254),
    recipientName: z.string().trim().min(1, 'Enter the recipient name').max(80),
    senderName: z.string().trim().min(1, 'Enter your name').max(80),
    message: z.string().trim().max(GIFT_CARD_MESSAGE_MAX).optional(),
  })
  .superRefine((line, ctx) => {
    if (!isAllowedGiftCardAmount(line.currency, line.amount)) {
      const rule = GIFT_CARD_AMOUNTS[line.currency];
      ctx.addIssue({ code: 'custom', path: ['amount'], message: `Choose an amount between ${rule.min} and ${rule.max} (minor units)` });
    }
  });

/** Issued card details returned once by issue() for the e-mail; never stored in clear except the number. */
export const IssuedGiftCardSchema = z.object({ number: z.string(), pin: z.string(), balance: MoneySchema });
