import { describe, expect, it } from 'vitest';
import { consentCookieText, encodeConsentCookie, parseConsentCookie } from './consent-cookie';

describe('consent cookie', () => {
  it('records each category and reads back the same choice', () => {
    const choice = { performance: true, functional: false, targeting: true };
    expect(encodeConsentCookie(choice)).toBe('p1.f0.t1');
    expect(parseConsentCookie('p1.f0.t1')).toEqual({ decided: true, required: true, ...choice });
    expect(parseConsentCookie('p0.f0.t0')).toEqual({ decided: true, required: true, performance: false, functional: false, targeting: false });
  });

  it('treats a missing or altered value as no choice, so the shopper is asked again', () => {
    for (const value of [undefined, '', 'all', 'p1.f1', 'p2.f0.t0', 'p1.f1.t1;', ' p1.f1.t1', '{"decided":true}']) {
      expect(parseConsentCookie(value)).toBeNull();
    }
  });

  it('is a site-wide, 180-day, SameSite=Lax cookie, Secure on HTTPS', () => {
    const all = { performance: true, functional: true, targeting: true };
    expect(consentCookieText(all, false)).toBe('sf-consent=p1.f1.t1; Path=/; Max-Age=15552000; SameSite=Lax');
    expect(consentCookieText(all, true)).toMatch(/; Secure$/);
  });
});
