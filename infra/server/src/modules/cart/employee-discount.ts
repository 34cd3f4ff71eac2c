/**
 * The seam through which employee pricing reaches the cart: the employees module installs a provider
 * (`app.cart.useEmployeeDiscounts`), and the cart asks it about the customer owning a basket whenever it prices one.
 * The cart never reads the employees module's tables; without a provider nobody gets a discount.
 */
import type { Language } from '@sf/contracts';
import type { Database } from '../../db/client';

export interface EmployeeDiscount {
  /** Percent off the products of `brand`; 0 for none. */
  percentFor(brand: string): number;
  /** The promotion line's text in a language. */
  text(language: Language, percent: number): string;
  campaignId: string;
}

/**
 * The discount of a basket's customer while they hold a valid employee session, else null. `db` is the caller's
 * handle (the order transaction at place order: PGlite has one connection, so reads must go through it).
 */
export type EmployeeDiscountProvider = (customerId: string, db: Database) => Promise<EmployeeDiscount | null>;

export const noEmployeeDiscounts: EmployeeDiscountProvider = async () => null;
