// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $consent, type ConsentState } from '@sf/remote-contract';
import { consentAllows } from './consent-categories';
import { enforceConsent, governConsent, onConsentWithdrawn, registerConsentStorage } from './consent-governance';

const UNDECIDED: ConsentState = { decided: false, required: true, performance: false, functional: false, targeting: false };
const ALL: ConsentState = { decided: true, required: true, performance: true, functional: true, targeting: true };

describe('consent governance', () => {
  const undo: Array<() => void> = [];
  afterEach(() => {
    for (const step of undo.splice(0)) step();
    localStorage.clear();
    sessionStorage.clear();
    $consent.set({ ...UNDECIDED });
  });

  it('allows an optional category only once the shopper has decided for it; required always', () => {
    expect(consentAllows('required', UNDECIDED)).toBe(true);
    expect(consentAllows('functional', { ...UNDECIDED, functional: true })).toBe(false);
    expect(consentAllows('functional', { ...ALL, functional: false })).toBe(false);
    expect(consentAllows('functional', ALL)).toBe(true);
    $consent.set(ALL);
    expect(consentAllows('targeting')).toBe(true);
  });

  it('deletes what a category stored as soon as it is not allowed, and leaves other keys alone', () => {
    undo.push(governConsent());
    $consent.set(ALL);
    localStorage.setItem('sf-recently-viewed-northbound-gb', '["NB1001"]');
    localStorage.setItem('sf-recently-viewed-kerbside-de', '["KS1001"]');
    localStorage.setItem('sf-favorites-northbound-gb', '["NB1001"]');
    sessionStorage.setItem('sf-chat-prechat', '{}');
    $consent.setKey('targeting', false);
    // Chat needs all three categories: its details go; recently viewed (functional) stays.
    expect(sessionStorage.getItem('sf-chat-prechat')).toBeNull();
    expect(localStorage.getItem('sf-recently-viewed-northbound-gb')).not.toBeNull();
    $consent.setKey('functional', false);
    expect(localStorage.getItem('sf-recently-viewed-northbound-gb')).toBeNull();
    expect(localStorage.getItem('sf-recently-viewed-kerbside-de')).toBeNull();
    // Guest favourites are required (the shopper asked for them): kept.
    expect(localStorage.getItem('sf-favorites-northbound-gb')).toBe('["NB1001"]');
  });

  it('clears at boot what an undecided visitor has (written before this rule, or under an older policy)', () => {
    localStorage.setItem('sf-recently-viewed-northbound-gb', '["NB1001"]');
    undo.push(governConsent());
    expect(localStorage.getItem('sf-recently-viewed-northbound-gb')).toBeNull();
  });

  it('runs the cleanups of a withdrawn category once, not of one still granted, and survives a failing one', () => {
    undo.push(governConsent());
    $consent.set(ALL);
    const performance = vi.fn();
    const functional = vi.fn();
    const failing = vi.fn(() => {
      throw new Error('boom');
    });
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    undo.push(onConsentWithdrawn('performance', failing), onConsentWithdrawn('performance', performance), onConsentWithdrawn('functional', functional));
    $consent.setKey('performance', false);
    $consent.setKey('targeting', false);
    expect(performance).toHaveBeenCalledTimes(1);
    expect(failing).toHaveBeenCalledTimes(1);
    expect(functional).not.toHaveBeenCalled();
    expect(quiet).toHaveBeenCalledOnce();
    quiet.mockRestore();
  });

  it('clears registered storage and cookies of a category not allowed: at once when registered late, and on withdrawal', () => {
    $consent.set(ALL);
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets the cookie the registry is to expire.
    document.cookie = 'sf-ads-id=abc; Path=/';
    localStorage.setItem('sf-personal-profile', '{}');
    undo.push(registerConsentStorage({ categories: ['targeting'], kind: 'cookie', key: 'sf-ads-', prefix: true }));
    undo.push(registerConsentStorage({ categories: ['functional'], kind: 'localStorage', key: 'sf-personal-profile' }));
    expect(document.cookie).toContain('sf-ads-id=abc');
    $consent.setKey('targeting', false);
    expect(document.cookie).not.toContain('sf-ads-id');
    expect(localStorage.getItem('sf-personal-profile')).not.toBeNull();
    $consent.set({ ...UNDECIDED });
    localStorage.setItem('sf-personal-profile', '{}');
    undo.push(registerConsentStorage({ categories: ['functional'], kind: 'localStorage', key: 'sf-personal-profile' }));
    expect(localStorage.getItem('sf-personal-profile')).toBeNull();
    enforceConsent(ALL);
  });
});
