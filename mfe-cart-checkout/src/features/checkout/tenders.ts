import type { BnplPlan, TenderInput } from '@sf/contracts';
import { pointsValue } from '@sf/contracts/loyalty';
import type { Currency } from '@sf/remote-contract';

export interface AppliedGiftCard {
  cardNumber: string;
  pin: string;
  maskedNumber: string;
  balance: number;
  /** Minor units taken from this card: at most its balance and what the order still needs. */
  amount: number;
}

/**
 * What pays the rest: a new card's one-time token (`save`: keep it in the account after the order), a signed-in
 * shopper's saved card (`savedCardId`, nothing is tokenised), or instalments.
 */
export type RestPayment =
  | { code: 'CARD'; token: string; label: string; save?: boolean }
  | { code: 'CARD'; savedCardId: string; label: string }
  | { code: 'BNPL'; plan: BnplPlan }
  | null;

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

/** Loyalty points applied to the order: they pay first, gift cards and the card pay what they leave. */
export interface AppliedPoints {
  points: number;
  currency: Currency;
}

/** Points (if any), then gift cards (only those that take something), then one card or BNPL tender for the rest. */
export function buildTenders(total: number, cards: readonly AppliedGiftCard[], rest: RestPayment, loyalty?: AppliedPoints): TenderInput[] | null {
  const points = loyalty && loyalty.points > 0 ? loyalty.points : 0;
  const tenders: TenderInput[] = points > 0 ? [{ code: 'LOYALTY_POINTS', points }] : [];
  for (const card of cards) {
    if (card.amount > 0) tenders.push({ code: 'GIFT_CARD', number: card.cardNumber, pin: card.pin, amount: card.amount });
  }
  const left = total - (loyalty && points > 0 ? pointsValue(points, loyalty.currency) : 0);
  if (remainingAfter(left, cards) > 0) {
    if (!rest) return null;
    tenders.push(
      rest.code === 'BNPL'
        ? { code: 'BNPL', plan: rest.plan }
        : 'savedCardId' in rest
          ? { code: 'CARD', savedCardId: rest.savedCardId }
          : { code: 'CARD', token: rest.token },
    );
  }
  return tenders.length > 0 ? tenders : null;
}
