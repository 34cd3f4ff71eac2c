import { SHIPPING_FIELDS, type ShippingAddress } from './shipping-address';

/** Kept for this tab and this basket only: a new basket starts a new checkout. */
const key = (basketId: string) => `sf-checkout-shipping-${basketId}`;

export function readShippingAddress(basketId: string): ShippingAddress | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(key(basketId));
    if (!raw) return null;
    const value = JSON.parse(raw) as Record<string, unknown>;
    const fields = [...SHIPPING_FIELDS, 'country'] as const;
    if (!fields.every((field) => typeof value[field] === 'string')) return null;
    return Object.fromEntries(fields.map((field) => [field, value[field]])) as unknown as ShippingAddress;
  } catch {
    return null; // storage blocked or a damaged entry: start with an empty form
  }
}

export function writeShippingAddress(basketId: string, address: ShippingAddress | null): void {
  try {
    if (address) globalThis.sessionStorage?.setItem(key(basketId), JSON.stringify(address));
    else globalThis.sessionStorage?.removeItem(key(basketId));
  } catch {
    /* storage blocked: the address lives for this page only */
  }
}
