/** Human-friendly order numbers: the brand's two-letter prefix and 8 random digits, e.g. NB04718263. */
import { randomInt } from 'node:crypto';
import { BRANDS, type BrandKey } from '@sf/remote-contract';

export function newOrderNumber(brand: BrandKey): string {
  // Random rather than sequential: numbers reveal nothing about order volume and cannot be walked.
  return `${BRANDS[brand].productIdPrefix}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

export const ORDER_NUMBER_PATTERN = /^[A-Z]{2}\d{8}$/;

/** Shoppers type numbers with spaces, dashes or lower case; the lookup accepts those. */
export function normaliseOrderNumber(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}
