/** Failures the place-order loop tells apart: a shipping method to set first, a basket already ordered, unique-index clashes. */
import type { ShippingMethodCode } from '@sf/contracts';

/** Thrown out of the order transaction when the basket has another shipping method selected than the body's. */
export class ShippingMethodChange extends Error {
  constructor(readonly code: ShippingMethodCode) {
    super(`shipping method ${code}`);
  }
}

/** Thrown out of the order transaction when the basket is empty because an earlier order already took it. */
export class BasketAlreadyOrdered extends Error {
  constructor() {
    super('basket already ordered');
  }
}

/** A unique-index violation by name, whichever driver (pg or PGlite) and wrapper (drizzle) raised it. */
export function violates(error: unknown, index: string): boolean {
  for (let cause = error; cause instanceof Error || (cause && typeof cause === 'object'); cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint, message } = cause as { code?: string; constraint?: string; message?: string };
    if (code === '23505' && (constraint === index || message?.includes(index))) return true;
    if (!(cause as { cause?: unknown }).cause) break;
  }
  return false;
}
