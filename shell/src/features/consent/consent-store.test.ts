import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $consent, $site, CONSENT_POLICY_VERSION, siteInfo } from '@sf/contracts';
import { restoreConsent, saveConsent } from './consent-store';

const DAY_MS = 86_400_000;
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
const copy = () => JSON.parse(localStorage.getItem('sf-consent') ?? '{}') as Record<string, unknown>;

describe('consent record', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    $site.set(siteInfo('northbound', 'uk-en', 'uk-en', 'prefix_except_default'));
    fetchMock = vi.fn(async () => new Response('{}', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    clearCookie();
    localStorage.clear();
    $consent.set({ ...UNDECIDED });
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'globalPrivacyControl');
  });

  it('writes the cookie the server reads (policy version, consent id) and a dated copy, and reads the choice back', () => {
    saveConsent({ performance: true, functional: false, targeting: true });
    expect(document.cookie).toMatch(new RegExp(`sf-consent=v${V}\\.p1\\.f0\\.t1\\.[0-9a-f]{32}`));
    expect(copy().savedAt).toBeTypeOf('number');
    expect(copy().policyVersion).toBe(V);
    $consent.set({ ...UNDECIDED });
    restoreConsent();
    expect($consent.get()).toMatchObject({ decided: true, performance: true, functional: false, targeting: true });
  });

  it('sends each decision to be recorded, keeping the consent id across decisions', async () => {
    saveConsent({ performance: true, functional: true, targeting: true });
    saveConsent({ performance: false, functional: false, targeting: false });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const bodies = fetchMock.mock.calls.map(([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/consent/decisions');
    expect(bodies[1]).toMatchObject({ performance: false, functional: false, targeting: false, policyVersion: V, brand: 'northbound', locale: 'uk-en' });
    expect(bodies[0]?.consentId).toBe(bodies[1]?.consentId);
    await vi.waitFor(() => expect(copy().recorded).toBe(true));
  });

  it('sends a decision the server could not record again at the next page load', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 503 }));
    saveConsent({ performance: true, functional: false, targeting: false });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(copy().recorded).toBe(false);
    restoreConsent();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(copy().recorded).toBe(true));
  });

  it('keeps targeting off with Global Privacy Control, even after "Accept all" or from an older cookie', () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    saveConsent({ performance: true, functional: true, targeting: true });
    expect($consent.get()).toMatchObject({ performance: true, functional: true, targeting: false });
    expect(document.cookie).toContain(`v${V}.p1.f1.t0.`);
    setCookie(`v${V}.p1.f1.t1.${ID}`);
    restoreConsent();
    expect($consent.get().targeting).toBe(false);
  });

  it('copies a current choice kept only in local storage into the cookie', () => {
    localStorage.setItem(
      'sf-consent',
      JSON.stringify({ performance: false, functional: true, targeting: false, policyVersion: V, consentId: ID, savedAt: Date.now() }),
    );
    restoreConsent();
    expect(document.cookie).toContain(`sf-consent=v${V}.p0.f1.t0.${ID}`);
    expect($consent.get()).toMatchObject({ decided: true, functional: true });
  });

  it('asks again for a choice under an older policy version, in the cookie or only in local storage', () => {
    setCookie(`v${V - 1}.p1.f1.t1.${ID}`);
    localStorage.setItem(
      'sf-consent',
      JSON.stringify({ decided: true, required: true, performance: true, functional: true, targeting: true, savedAt: Date.now() }),
    );
    restoreConsent();
    expect($consent.get().decided).toBe(false);
    clearCookie();
    setCookie('p1.f1.t1');
    restoreConsent();
    expect($consent.get().decided).toBe(false);
    // The next decision keeps the older cookie's id: the shopper's decisions stay linked.
    setCookie(`v${V - 1}.p1.f1.t1.${ID}`);
    saveConsent({ performance: false, functional: false, targeting: false });
    expect(document.cookie).toContain(`sf-consent=v${V}.p0.f0.t0.${ID}`);
  });

  it('asks again once the choice is older than the cookie may live, even if local storage still has it', () => {
    const old = { performance: true, functional: true, targeting: true, policyVersion: V, consentId: ID, savedAt: Date.now() - 181 * DAY_MS };
    localStorage.setItem('sf-consent', JSON.stringify(old));
    restoreConsent();
    expect($consent.get().decided).toBe(false);
    expect(document.cookie).not.toContain('sf-consent=v');
  });
});

it("the browser tests' returning shopper agreed to the current policy version (else every page shows the banner)", () => {
  const fixtures = readFileSync(path.resolve(process.cwd(), 'e2e/fixtures.ts'), 'utf8');
  expect(fixtures).toContain(`export const CONSENT_POLICY_VERSION = ${V};`);
});
