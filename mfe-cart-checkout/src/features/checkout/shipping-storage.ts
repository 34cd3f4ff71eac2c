import type { PostalAddress } from '@sf/contracts';
import { hasErrors, validateAddressFields, validateShipping, type ShippingDetails } from './shipping-address';

/** What the shopper entered, kept for this tab and this basket only: a new basket starts a new checkout. */
export interface StoredCheckout {
  shipping: ShippingDetails;
  shippingMethod: string;
  /** null: billing address = shipping address. */
  billingAddress: PostalAddress | null;
}

const key = (basketId: string) => `sf-checkout-${basketId}`;

const isAddress = (value: unknown): value is PostalAddress =>
  typeof value === 'object' &&
  value !== null &&
  ['firstName', 'lastName', 'addressLine1', 'city', 'postalCode', 'country'].every((field) => typeof (value as Record<string, unknown>)[field] === 'string');

export function readCheckout(basketId: string, country: string): StoredCheckout | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(key(basketId));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<StoredCheckout>;
    const shipping = value.shipping;
    if (!shipping || typeof shipping.email !== 'string' || !isAddress(shipping.address) || typeof value.shippingMethod !== 'string') return null;
    // Another country's address (the shopper switched site) or one that no longer passes the rules starts over.
    if (shipping.address.country !== country || hasErrors(validateShipping(shipping))) return null;
    const billing = isAddress(value.billingAddress) && !hasErrors(validateAddressFields(value.billingAddress)) ? value.billingAddress : null;
    return { shipping, shippingMethod: value.shippingMethod, billingAddress: billing };
  } catch {
    return null; // storage blocked or a damaged entry: start with an empty form
  }
}

export function writeCheckout(basketId: string, checkout: StoredCheckout | null): void {
  try {
    if (checkout) globalThis.sessionStorage?.setItem(key(basketId), JSON.stringify(checkout));
    else globalThis.sessionStorage?.removeItem(key(basketId));
  } catch {
    /* storage blocked: the details live for this page only */
  }
}
