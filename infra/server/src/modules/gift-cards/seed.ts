/**
 * Demo gift cards with published numbers and PINs (README), per currency, for tests and docs. Demo only: a real
 * deployment issues cards through orders. Only cards missing from the table are created, so restarts are cheap.
 */
import { inArray } from 'drizzle-orm';
import type { Money } from '@sf/contracts';
import type { Database } from '../../db/client';
import type { GiftCardsService } from './service';
import { giftCards } from './tables';

const CURRENCIES: Array<{ currency: Money['currency']; prefix: string; unit: number }> = [
  { currency: 'GBP', prefix: '6010', unit: 1 },
  { currency: 'EUR', prefix: '6020', unit: 1 },
  { currency: 'PLN', prefix: '6030', unit: 4 },
  { currency: 'CHF', prefix: '6040', unit: 1 },
  { currency: 'USD', prefix: '6050', unit: 1 },
  { currency: 'CAD', prefix: '6060', unit: 1 },
];

/** Card 1 is for balance checks (never spend it in tests), card 2 for partial payments, card 3 for whole orders. */
const CARDS = [
  { suffix: '000000000001', pin: '1234', amount: 10000 },
  { suffix: '000000000002', pin: '2345', amount: 5000 },
  { suffix: '000000000003', pin: '3456', amount: 50000 },
];

export const DEMO_GIFT_CARDS: ReadonlyArray<{ number: string; pin: string; balance: Money }> = CURRENCIES.flatMap(({ currency, prefix, unit }) =>
  CARDS.map((card) => ({ number: `${prefix}${card.suffix}`, pin: card.pin, balance: { amount: card.amount * unit, currency } })),
);

export async function seedDemoGiftCards(db: Database, service: GiftCardsService): Promise<number> {
  const numbers = DEMO_GIFT_CARDS.map((card) => card.number);
  const present = new Set((await db.select({ number: giftCards.number }).from(giftCards).where(inArray(giftCards.number, numbers))).map((row) => row.number));
  const missing = DEMO_GIFT_CARDS.filter((card) => !present.has(card.number));
  for (const card of missing) await service.issueKnown(card.number, card.pin, { amount: card.balance });
  return missing.length;
}
