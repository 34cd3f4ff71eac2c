import { MAX_LINE_QUANTITY } from '@sf/contracts';

/** 1 to the per-line limit; a larger quantity already in the basket stays selectable so the select never lies. */
export function quantityOptions(current: number, limit: number = MAX_LINE_QUANTITY): number[] {
  const top = Math.max(1, Math.min(limit, MAX_LINE_QUANTITY), current);
  return Array.from({ length: top }, (_, index) => index + 1);
}
