import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $consent, $site, siteInfo } from '@sf/remote-contract';
import { CONSENT_POLICY_VERSION } from '@sf/contracts/consent-cookie';
import { restoreConsent, saveConsent, UNRECORDED_KEY } from './consent-store';

const ID = '0123456789abcdef0123456789abcdef';
const UNDECIDED = { decided: false, required: true, performance: false, functional: false, targeting: false } as const;
const V = CONSENT_POLICY_VERSION;

function clearCookie(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the store under test writes document.cookie; the test clears it the same way.
  document.cookie = 'sf-consent=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT';
}
function setCookie(value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: as above.
  document.cookie = `sf-consent=${value}; Path=/`;
}

describe('consent record', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    $site.set(siteInfo('northbound', 'uk-en', 'uk-en', 'prefix_except_default'));
    fetchMock = vi.fn(async () => new Response('{}', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(async () => {
    // Decisions are sent from a chunk of their own: let every send finish against this test's fetch.
    await vi.dynamicImportSettled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    clearCookie();
    localStorage.clear();
    $consent.set({ ...UNDECIDED });
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'globalPrivacyControl');
  });

  it('writes the cookie the server reads (policy version, consent id) and reads the choice back from it', async () => {
    await saveConsent({ performance: true, functional: false, targeting: true });
    expect(document.cookie).toMatch(new RegExp(`sf-consent=v${V}\\.p1\\.f0\\.t1\\.[0-9a-f]{32}`));
    $consent.set({ ...UNDECIDED });
    restoreConsent();
    expect($consent.get()).toMatchObject({ decided: true, performance: true, functional: false, targeting: true });
  });

  it('sends each decision to be recorded, keeping the consent id across decisions', async () => {
    await saveConsent({ performance: true, functional: true, targeting: true });
    await saveConsent({ performance: false, functional: false, targeting: false });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const bodies = fetchMock.mock.calls.map(([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/consent/decisions');
    expect(bodies[1]).toMatchObject({ performance: false, functional: false, targeting: false, policyVersion: V, brand: 'northbound', locale: 'uk-en' });
    expect(bodies[0]?.consentId).toBe(bodies[1]?.consentId);
    await vi.waitFor(() => expect(localStorage.getItem(UNRECORDED_KEY)).toBeNull());
  });

  it('sends a decision the server could not record again at the next page load', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 503 }));
    await saveConsent({ performance: true, functional: false, targeting: false });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(localStorage.getItem(UNRECORDED_KEY)).toMatch(/^[0-9a-f]{32}$/));
    restoreConsent();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(localStorage.getItem(UNRECORDED_KEY)).toBeNull());
  });

  it('keeps targeting off with Global Privacy Control, even after "Accept all" or from an earlier cookie', async () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    await saveConsent({ performance: true, functional: true, targeting: true });
    expect($consent.get()).toMatchObject({ performance: true, functional: true, targeting: false });
    expect(document.cookie).toContain(`v${V}.p1.f1.t0.`);
    setCookie(`v${V}.p1.f1.t1.${ID}`);
    restoreConsent();
    expect($consent.get().targeting).toBe(false);
  });

  it('asks again for a choice under an older policy version, and keeps its consent id for the next decision', async () => {
    setCookie(`v${V - 1}.p1.f1.t1.${ID}`);
    localStorage.setItem(
      'sf-consent',
      JSON.stringify({ decided: true, required: true, performance: true, functional: true, targeting: true, savedAt: Date.now() }),
    );
    restoreConsent();
    expect($consent.get().decided).toBe(false);
    setCookie('p1.f1.t1');
    restoreConsent();
    expect($consent.get().decided).toBe(false);
    setCookie(`v${V - 1}.p1.f1.t1.${ID}`);
    await saveConsent({ performance: false, functional: false, targeting: false });
    expect(document.cookie).toContain(`sf-consent=v${V}.p0.f0.t0.${ID}`);
  });
});
