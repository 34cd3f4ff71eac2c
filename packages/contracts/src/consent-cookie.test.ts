import { describe, expect, it } from 'vitest';
import {
  CONSENT_POLICY_VERSION,
  consentCookieText,
  encodeConsentCookie,
  honourGpc,
  newConsentId,
  parseConsentCookie,
  readConsentCookie,
} from './consent-cookie';

const ID = '0123456789abcdef0123456789abcdef';

describe('consent cookie', () => {
  it('records each category, the policy version and the consent id, and reads back the same choice', () => {
    const choice = { performance: true, functional: false, targeting: true };
    const value = encodeConsentCookie({ choice, consentId: ID, policyVersion: CONSENT_POLICY_VERSION });
    expect(value).toBe(`v${CONSENT_POLICY_VERSION}.p1.f0.t1.${ID}`);
    expect(parseConsentCookie(value)).toEqual({ decided: true, required: true, ...choice });
    expect(readConsentCookie(value)).toEqual({ choice, consentId: ID, policyVersion: CONSENT_POLICY_VERSION });
  });

  it('treats a missing or altered value as no choice, so the shopper is asked again', () => {
    for (const value of [
      undefined,
      '',
      'all',
      `v${CONSENT_POLICY_VERSION}.p1.f1.t1`,
      `v${CONSENT_POLICY_VERSION}.p2.f0.t0.${ID}`,
      `v${CONSENT_POLICY_VERSION}.p1.f1.t1.${ID};`,
      `v${CONSENT_POLICY_VERSION}.p1.f1.t1.${ID.toUpperCase()}`,
    ]) {
      expect(parseConsentCookie(value), String(value)).toBeNull();
    }
  });

  it('counts a choice made under another policy version (or the cookies before versions) as no choice', () => {
    expect(parseConsentCookie('p1.f1.t1')).toBeNull();
    expect(parseConsentCookie(`v${CONSENT_POLICY_VERSION - 1}.p1.f1.t1.${ID}`)).toBeNull();
    expect(parseConsentCookie(`v${CONSENT_POLICY_VERSION + 1}.p1.f1.t1.${ID}`)).toBeNull();
    // The id of an older decision is still readable, so the next decision stays linked to it.
    expect(readConsentCookie(`v${CONSENT_POLICY_VERSION - 1}.p1.f1.t1.${ID}`)?.consentId).toBe(ID);
  });

  it('is a site-wide, 180-day, SameSite=Lax cookie, Secure on HTTPS', () => {
    const record = { choice: { performance: true, functional: true, targeting: true }, consentId: ID, policyVersion: CONSENT_POLICY_VERSION };
    expect(consentCookieText(record, false)).toBe(`sf-consent=v${CONSENT_POLICY_VERSION}.p1.f1.t1.${ID}; Path=/; Max-Age=15552000; SameSite=Lax`);
    expect(consentCookieText(record, true)).toMatch(/; Secure$/);
  });

  it('makes random 32-hex consent ids', () => {
    const ids = new Set(Array.from({ length: 50 }, newConsentId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
  });

  it('Global Privacy Control turns targeting off and leaves the rest as chosen', () => {
    const all = { performance: true, functional: true, targeting: true };
    expect(honourGpc(all, true)).toEqual({ performance: true, functional: true, targeting: false });
    expect(honourGpc(all, false)).toEqual(all);
  });
});
