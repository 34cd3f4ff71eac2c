import { describe, expect, it } from 'vitest';
import { buildTenders, remainingAfter, spreadGiftCards } from './tenders';

const card = (cardNumber: string, balance: number) => ({ cardNumber, pin: '1234', maskedNumber: `•••• ${cardNumber.slice(-4)}`, balance });

describe('gift card tenders', () => {
  it('takes up to the remaining total, card by card', () => {
    const applied = spreadGiftCards(10_000, [card('1111222233334444', 2_500), card('5555666677778888', 20_000), card('9999000011112222', 500)]);
    expect(applied.map((c) => c.amount)).toEqual([2_500, 7_500, 0]);
    expect(remainingAfter(10_000, applied)).toBe(0);
  });
  it('needs a card or BNPL for what the gift cards leave', () => {
    const applied = spreadGiftCards(10_000, [card('1111222233334444', 2_500)]);
    expect(buildTenders(10_000, applied, null)).toBeNull();
    expect(buildTenders(10_000, applied, { code: 'CARD', token: 'tok_x', label: 'visa' })).toEqual([
      { code: 'GIFT_CARD', number: '1111222233334444', pin: '1234', amount: 2_500 },
      { code: 'CARD', token: 'tok_x' },
    ]);
    expect(buildTenders(10_000, [], { code: 'BNPL', plan: 3 })).toEqual([{ code: 'BNPL', plan: 3 }]);
  });
  it('sends no card tender when gift cards cover everything', () => {
    const applied = spreadGiftCards(2_000, [card('1111222233334444', 2_500)]);
    expect(buildTenders(2_000, applied, { code: 'CARD', token: 'tok_x', label: 'visa' })).toEqual([
      { code: 'GIFT_CARD', number: '1111222233334444', pin: '1234', amount: 2_000 },
    ]);
  });
});
