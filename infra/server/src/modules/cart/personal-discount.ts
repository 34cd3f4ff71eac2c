/**
 * The seam through which personal pricing reaches the cart: a discount that belongs to the basket's customer rather
 * than to the basket (employee pricing from the employees module, the student discount from the verifications
 * module). Each module installs a provider (`app.cart.usePersonalDiscounts(kind, provider)`), and the cart asks them
 * about the customer owning a basket whenever it prices one. The cart never reads those modules' tables; without a
 * provider nobody gets a discount.
 *
 * At most one personal discount applies to a basket, and never together with order promotions: the first kind in
 * PERSONAL_DISCOUNT_KINDS that has one for the customer wins (employee pricing over the student discount).
 */
import type { Language } from '@sf/remote-contract';
import type { Database } from '../../db/client';

/** In priority order: the first with a discount for the customer is the one applied. */
export const PERSONAL_DISCOUNT_KINDS = ['employee', 'student'] as const;
export type PersonalDiscountKind = (typeof PERSONAL_DISCOUNT_KINDS)[number];

export interface PersonalDiscount {
  /** Percent off the products of `brand`; 0 for none. */
  percentFor(brand: string): number;
  /** The promotion line's text in a language. */
  text(language: Language, percent: number): string;
  campaignId: string;
}

/** A personal discount and the kind it is, as the cart applies it (the promotion line's id is `<kind>-discount`). */
export interface AppliedPersonalDiscount extends PersonalDiscount {
  kind: PersonalDiscountKind;
}

/**
 * The discount of a basket's customer, else null. `db` is the caller's handle (the order transaction at place order:
 * PGlite has one connection, so reads must go through it).
 */
export type PersonalDiscountProvider = (customerId: string, db: Database) => Promise<PersonalDiscount | null>;

/** Kept for the employees module's wording; the same shape as any personal discount. */
export type EmployeeDiscount = PersonalDiscount;
export type EmployeeDiscountProvider = PersonalDiscountProvider;

/** Promotion id of a kind's line: `employee-discount`, `student-discount`. */
export const personalDiscountId = (kind: PersonalDiscountKind): string => `${kind}-discount`;

/** The installed providers, asked in priority order; a customer gets the first discount that has a rate for the brand. */
export function createPersonalDiscounts() {
  const providers = new Map<PersonalDiscountKind, PersonalDiscountProvider>();
  return {
    use(kind: PersonalDiscountKind, provider: PersonalDiscountProvider): void {
      providers.set(kind, provider);
    },
    async find(customerId: string, brand: string, db: Database): Promise<AppliedPersonalDiscount | null> {
      for (const kind of PERSONAL_DISCOUNT_KINDS) {
        const provider = providers.get(kind);
        // Asked one after another, not at once: PGlite (and a transaction's handle) runs one statement at a time.
        const discount = provider ? await provider(customerId, db) : null;
        if (discount && discount.percentFor(brand) > 0) return { ...discount, kind };
      }
      return null;
    },
  };
}
export type PersonalDiscounts = ReturnType<typeof createPersonalDiscounts>;
