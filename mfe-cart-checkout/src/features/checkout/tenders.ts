import type { BnplPlan, TenderInput } from '@sf/contracts';

export interface AppliedGiftCard {
  cardNumber: string;
  pin: string;
  maskedNumber: string;
  balance: number;
  /** Minor units taken from this card: at most its balance and what the order still needs. */
  amount: number;
}

export type RestPayment = { code: 'CARD'; token: string; label: string } | { code: 'BNPL'; plan: BnplPlan } | null;

/** Re-spreads the order total over the cards in the order they were added (the total may change after a step). */
export function spreadGiftCards(total: number, cards: readonly Omit<AppliedGiftCard, 'amount'>[]): AppliedGiftCard[] {
  let remaining = Math.max(0, total);
  return cards.map((card) => {
    const amount = Math.min(card.balance, remaining);
    remaining -= amount;
    return { ...card, amount };
  });
}

export const remainingAfter = (total: number, cards: readonly AppliedGiftCard[]): number =>
  Math.max(0, total - cards.reduce((sum, card) => sum + card.amount, 0));

/** Gift cards first (only those that take something), then one card or BNPL tender for the rest. */
export function buildTenders(total: number, cards: readonly AppliedGiftCard[], rest: RestPayment): TenderInput[] | null {
  const tenders: TenderInput[] = cards
    .filter((card) => card.amount > 0)
    .map((card): TenderInput => ({ code: 'GIFT_CARD', number: card.cardNumber, pin: card.pin, amount: card.amount }));
  if (remainingAfter(total, cards) > 0) {
    if (!rest) return null;
    tenders.push(rest.code === 'CARD' ? { code: 'CARD', token: rest.token } : { code: 'BNPL', plan: rest.plan });
  }
  return tenders.length > 0 ? tenders : null;
}
