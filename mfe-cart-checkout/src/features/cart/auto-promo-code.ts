/**
 * Spec §2 rule 5: the shell remembers `?autoPromoCode=` in session storage (shell/src/features/routing/
 * auto-promo-code.ts, same key); the cart applies it once when it loads and forgets it, whatever the outcome.
 */
export const AUTO_PROMO_CODE_KEY = 'sf-auto-promo-code';

export function takeAutoPromoCode(): string | null {
  try {
    const code = globalThis.sessionStorage?.getItem(AUTO_PROMO_CODE_KEY) ?? null;
    if (code !== null) globalThis.sessionStorage?.removeItem(AUTO_PROMO_CODE_KEY);
    return code && /^[A-Za-z0-9_-]{1,32}$/.test(code) ? code.toUpperCase() : null;
  } catch {
    return null;
  }
}
