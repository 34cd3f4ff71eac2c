import type { Basket } from '@sf/contracts';

/** Spec §4 checkout steps, in order. */
export const CHECKOUT_STEPS = { empty: 0, cart: 1, shipping: 2, billing: 3, summary: 4 } as const;
export type CheckoutStepName = keyof typeof CHECKOUT_STEPS;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[CheckoutStepName];

export interface CheckoutProgress {
  /** False on the cart page, true once the shopper is in /checkout. */
  inCheckout: boolean;
  shippingComplete: boolean;
  /** 'unavailable' until payments exist: the shopper goes from shipping straight to the summary. */
  billing: 'pending' | 'complete' | 'unavailable';
}

/** Where the shopper is: an empty (or missing) basket is step 0 whatever else is known. */
export function checkoutStep(basket: (Pick<Basket, 'items'> & Partial<Pick<Basket, 'giftCardItems'>>) | null, progress: CheckoutProgress): CheckoutStep {
  // A basket holding only e-gift cards still checks out.
  if (!basket || basket.items.length + (basket.giftCardItems?.length ?? 0) === 0) return CHECKOUT_STEPS.empty;
  if (!progress.inCheckout) return CHECKOUT_STEPS.cart;
  if (!progress.shippingComplete) return CHECKOUT_STEPS.shipping;
  if (progress.billing === 'pending') return CHECKOUT_STEPS.billing;
  return CHECKOUT_STEPS.summary;
}

export function stepName(step: CheckoutStep): CheckoutStepName {
  const entry = Object.entries(CHECKOUT_STEPS).find(([, value]) => value === step);
  return (entry?.[0] ?? 'empty') as CheckoutStepName;
}
