/**
 * Proof of consent (issue 24): every decision is a row (policy version, time, consent id, GPC, brand and locale).
 * A decision that withdraws a category the same consent id had granted runs the handlers other modules registered
 * for it (`onWithdrawn`), so data kept server-side under that category can be deleted at once.
 */
import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { ConsentCategory } from '@sf/contracts';
import { CONSENT_CATEGORIES } from '@sf/contracts/consent-cookie';
import type { ConsentChoice } from '@sf/contracts/consent-cookie';
import type { Database } from '../../db/client';
import { consentDecisions } from './tables';

export interface ConsentDecisionInput {
  consentId: string;
  policyVersion: number;
  /** Already with GPC applied (targeting false when `gpc`). */
  choice: ConsentChoice;
  gpc: boolean;
  brand: string;
  locale: string;
  source: 'banner' | 'form';
}

export interface ConsentWithdrawal {
  consentId: string;
  /** The categories the previous decision of this consent id granted and this one does not. */
  withdrawn: ConsentCategory[];
}

export type WithdrawalHandler = (withdrawal: ConsentWithdrawal) => Promise<void>;

export function createConsentService(db: Database, now: () => Date = () => new Date()) {
  const handlers = new Map<ConsentCategory, Set<WithdrawalHandler>>();

  return {
    /** Stores the decision; returns its time and the categories it withdrew (compared with the id's last decision). */
    async record(input: ConsentDecisionInput): Promise<{ decidedAt: Date; withdrawn: ConsentCategory[] }> {
      const [previous] = await db
        .select({ performance: consentDecisions.performance, functional: consentDecisions.functional, targeting: consentDecisions.targeting })
        .from(consentDecisions)
        .where(eq(consentDecisions.consentId, input.consentId))
        .orderBy(desc(consentDecisions.decidedAt))
        .limit(1);
      const decidedAt = now();
      await db.insert(consentDecisions).values({
        id: randomUUID(),
        consentId: input.consentId,
        policyVersion: input.policyVersion,
        ...input.choice,
        gpc: input.gpc,
        brand: input.brand,
        locale: input.locale,
        source: input.source,
        decidedAt,
      });
      const withdrawn = previous ? CONSENT_CATEGORIES.filter((category) => previous[category] && !input.choice[category]) : [];
      return { decidedAt, withdrawn };
    },

    /** The decisions of one consent id, newest first (for support: "what did this browser agree to, when?"). */
    history(consentId: string) {
      return db.select().from(consentDecisions).where(eq(consentDecisions.consentId, consentId)).orderBy(desc(consentDecisions.decidedAt));
    },

    /** Registers what to delete server-side when a shopper withdraws `category`; returns the undo. */
    onWithdrawn(category: ConsentCategory, handler: WithdrawalHandler): () => void {
      let set = handlers.get(category);
      if (!set) {
        set = new Set();
        handlers.set(category, set);
      }
      set.add(handler);
      return () => set.delete(handler);
    },

    /** Runs the handlers of each withdrawn category; one failing does not stop the others (all are awaited). */
    async runWithdrawal(withdrawal: ConsentWithdrawal): Promise<PromiseSettledResult<void>[]> {
      const jobs = withdrawal.withdrawn.flatMap((category) => [...(handlers.get(category) ?? [])].map((handler) => handler(withdrawal)));
      return Promise.allSettled(jobs);
    },
  };
}

export type ConsentService = ReturnType<typeof createConsentService>;
