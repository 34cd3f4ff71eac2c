import { z } from 'zod';
import { BRAND_KEYS, LOCALE_CODES } from '@sf/remote-contract';

export const BrandSchema = z.enum(BRAND_KEYS as [string, ...string[]]).describe('Brand key');
export const LocaleSchema = z.enum(LOCALE_CODES as [string, ...string[]]).describe('Locale code, e.g. uk-en');
export const CurrencySchema = z.enum(['GBP', 'EUR', 'PLN', 'CHF', 'USD', 'CAD']);

/** Money is integer minor units with an ISO currency. */
export const MoneySchema = z.object({ amount: z.number().int(), currency: CurrencySchema });

/** Every API call names the site it is for. */
export const SiteQuerySchema = z.object({ brand: BrandSchema, locale: LocaleSchema });

export const ApiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
});
