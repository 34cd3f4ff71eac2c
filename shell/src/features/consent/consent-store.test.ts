import { afterEach, describe, expect, it } from 'vitest';
import { $consent } from '@sf/contracts';
import { restoreConsent, saveConsent } from './consent-store';

const DAY_MS = 86_400_000;
const UNDECIDED = { decided: false, required: true, performance: false, functional: false, targeting: false } as const;

function clearCookie(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the store under test writes document.cookie; the test clears it the same way.
  document.cookie = 'sf-consent=; Path=/; Max-Age=0';
}

describe('consent record', () => {
  afterEach(() => {
    clearCookie();
    localStorage.clear();
    $consent.set({ ...UNDECIDED });
  });

  it('writes the cookie the server reads and a dated copy, and reads the choice back from the cookie', () => {
    saveConsent({ performance: true, functional: false, targeting: true });
    expect(document.cookie).toContain('sf-consent=p1.f0.t1');
    expect(JSON.parse(localStorage.getItem('sf-consent') ?? '{}').savedAt).toBeTypeOf('number');
    $consent.set({ ...UNDECIDED });
    restoreConsent();
    expect($consent.get()).toMatchObject({ decided: true, performance: true, functional: false, targeting: true });
  });

  it('copies a choice kept only in local storage into the cookie', () => {
    localStorage.setItem('sf-consent', JSON.stringify({ decided: true, required: true, performance: false, functional: true, targeting: false }));
    restoreConsent();
    expect(document.cookie).toContain('sf-consent=p0.f1.t0');
    expect($consent.get()).toMatchObject({ decided: true, functional: true });
  });

  it('asks again once the choice is older than the cookie may live, even if local storage still has it', () => {
    const old = { decided: true, required: true, performance: true, functional: true, targeting: true, savedAt: Date.now() - 181 * DAY_MS };
    localStorage.setItem('sf-consent', JSON.stringify(old));
    restoreConsent();
    expect($consent.get().decided).toBe(false);
    expect(document.cookie).not.toContain('sf-consent=p');
  });
});
