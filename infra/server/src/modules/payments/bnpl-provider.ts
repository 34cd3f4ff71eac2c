/**
 * The buy-now-pay-later test provider: 3 or 4 interest-free instalments whose amounts sum to the total exactly
 * (the first carries the remainder), approved up to a limit.
 */
import { BNPL_LIMIT_MINOR, type BnplPlan } from '@sf/contracts';
import type { BnplQuote, Money } from '@sf/contracts';
import type { PaymentProvider } from './provider';
import { DECLINE_MESSAGES } from './test-card-provider';

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** Plan 3 is monthly; plan 4 every two weeks. The first instalment is due today. */
function dueDate(start: Date, plan: BnplPlan, index: number): string {
  const date = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate()));
  if (plan === 3) {
    const day = date.getUTCDate();
    date.setUTCDate(1);
    date.setUTCMonth(date.getUTCMonth() + index);
    const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
    date.setUTCDate(Math.min(day, lastDay));
  } else date.setUTCDate(date.getUTCDate() + 14 * index);
  return isoDate(date);
}

export function bnplQuote(total: Money, plan: BnplPlan, now: Date): BnplQuote {
  const base = Math.floor(total.amount / plan);
  const remainder = total.amount - base * plan;
  const approved = total.amount <= BNPL_LIMIT_MINOR;
  return {
    plan,
    total,
    instalments: Array.from({ length: plan }, (_, index) => ({
      number: index + 1,
      dueDate: dueDate(now, plan, index),
      amount: { amount: base + (index === 0 ? remainder : 0), currency: total.currency },
    })),
    approved,
    ...(approved ? {} : { message: DECLINE_MESSAGES.limit_exceeded }),
  };
}

export function createBnplProvider(): PaymentProvider {
  return {
    code: 'BNPL',
    async authorize({ amount, tender }) {
      if (tender.code !== 'BNPL') throw new Error('BNPL provider got another tender');
      if (amount.amount > BNPL_LIMIT_MINOR)
        return { status: 'declined', reason: 'limit_exceeded', message: DECLINE_MESSAGES.limit_exceeded, details: { bnplPlan: tender.plan } };
      return { status: 'authorized', details: { bnplPlan: tender.plan } };
    },
    completeChallenge: async () => ({ status: 'declined', reason: 'challenge_failed', message: DECLINE_MESSAGES.challenge_failed }),
    challengeUrl: () => '',
    capture: async () => undefined,
    void: async () => undefined,
    refund: async () => undefined,
  };
}
