/** Spec §2 rule 5: an autoPromoCode query value is remembered (the cart applies it) when enabled. */
export const AUTO_PROMO_CODE_KEY = 'sf-auto-promo-code';

export function rememberAutoPromoCode(search: string, enabled: boolean): void {
  if (!enabled) return;
  const code = new URLSearchParams(search).get('autoPromoCode');
  if (!code || !/^[A-Za-z0-9_-]{1,40}$/.test(code)) return;
  try {
    sessionStorage.setItem(AUTO_PROMO_CODE_KEY, code);
  } catch {
    /* storage blocked: the code is simply not remembered */
  }
}
