/** Spec §3 "stored shipping threshold": the free-shipping threshold of this country, kept for the header/mini cart. */
import type { Money } from '@sf/contracts';

const key = (country: string) => `sf-shipping-threshold-${country.toLowerCase()}`;

export function writeShippingThreshold(country: string, threshold: Money | null): void {
  try {
    if (threshold) globalThis.localStorage?.setItem(key(country), JSON.stringify(threshold));
    else globalThis.localStorage?.removeItem(key(country));
  } catch {
    /* storage blocked: nothing to remember */
  }
}

export function readShippingThreshold(country: string): Money | null {
  try {
    const value = JSON.parse(globalThis.localStorage?.getItem(key(country)) ?? 'null') as Partial<Money> | null;
    return value && Number.isInteger(value.amount) && typeof value.currency === 'string' ? (value as Money) : null;
  } catch {
    return null;
  }
}
