/** Spec §3: the basket id is kept per country in local storage; the basket itself lives on the server. */
const key = (country: string) => `sf-basket-${country.toLowerCase()}`;

export function readBasketId(country: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key(country)) ?? null;
  } catch {
    return null; // storage blocked (private mode, sandboxed frame): behave as a new visitor
  }
}

export function writeBasketId(country: string, basketId: string | null): void {
  try {
    if (basketId) globalThis.localStorage?.setItem(key(country), basketId);
    else globalThis.localStorage?.removeItem(key(country));
  } catch {
    /* storage blocked: the basket lives for this page only */
  }
}
