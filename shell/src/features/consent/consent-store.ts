import { $consent, emit, type ConsentState } from '@sf/contracts';

const STORAGE_KEY = 'sf-consent';
export const COOKIE_PREFERENCES_ANCHOR = 'cookie-preferences';

/** The consent tool is ours: choices persist in local storage and update the shared $consent atom (spec §4). */
export function restoreConsent(): void {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (!saved) return;
    const parsed = JSON.parse(saved) as Partial<ConsentState>;
    $consent.set({
      decided: true,
      required: true,
      performance: parsed.performance === true,
      functional: parsed.functional === true,
      targeting: parsed.targeting === true,
    });
  } catch {
    /* unreadable or blocked storage: ask again */
  }
}

export function saveConsent(choice: Pick<ConsentState, 'performance' | 'functional' | 'targeting'>): void {
  const state: ConsentState = { decided: true, required: true, ...choice };
  $consent.set(state);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    /* blocked storage: the choice holds for this page */
  }
  emit('consent:changed', state);
}
