import { describe, expect, it } from 'vitest';
import { accessDependsOnSession, accessRedirect, requiresSignIn, signedInDestination } from './access-rules';

describe('accessRedirect (spec §2, §6)', () => {
  it('sends a guest from the account area to sign-in with the full path as redirectTo', () => {
    expect(accessRedirect('/account', '', 'guest')).toBe('/sign-in?redirectTo=%2Faccount');
    expect(accessRedirect('/account/profile', '', 'guest')).toBe('/sign-in?redirectTo=%2Faccount%2Fprofile');
    expect(accessRedirect('/account/order-details/NB12345678', '?tab=items&x=a%20b', 'guest')).toBe(
      `/sign-in?redirectTo=${encodeURIComponent('/account/order-details/NB12345678?tab=items&x=a%20b')}`,
    );
    expect(accessRedirect('/account/', '', 'guest')).toBe('/sign-in?redirectTo=%2Faccount%2F');
  });

  it('lets a signed-in shopper into the account area, and waits while the session is unknown', () => {
    expect(accessRedirect('/account/profile', '', 'registered')).toBeNull();
    expect(accessRedirect('/account/profile', '', 'unknown')).toBeNull();
  });

  it('does not treat look-alike paths as the account area', () => {
    expect(requiresSignIn('/accounts')).toBe(false);
    expect(requiresSignIn('/account-help')).toBe(false);
    expect(accessRedirect('/accounting', '', 'guest')).toBeNull();
  });

  it('sends a signed-in shopper from /sign-in to a safe redirectTo, else to the account', () => {
    expect(accessRedirect('/sign-in', '', 'registered')).toBe('/account');
    expect(accessRedirect('/sign-in', '?redirectTo=%2Faccount%2Fprofile%3Ftab%3D2', 'registered')).toBe('/account/profile?tab=2');
    expect(accessRedirect('/sign-in', '?redirectTo=https%3A%2F%2Fevil.test', 'registered')).toBe('/account');
    expect(accessRedirect('/sign-in', '?redirectTo=%2F%2Fevil.test', 'registered')).toBe('/account');
    expect(accessRedirect('/sign-in', '?redirectTo=%2Fsign-in%3FredirectTo%3D%252Fsign-in', 'registered')).toBe('/account');
    expect(accessRedirect('/sign-in', '?redirectTo=%2Faccount', 'guest')).toBeNull();
  });

  it('sends a signed-in shopper from /order-status to the order history; a guest stays', () => {
    expect(accessRedirect('/order-status', '', 'registered')).toBe('/account/order-history');
    expect(accessRedirect('/order-status', '', 'guest')).toBeNull();
  });

  it('sends /reset-password and /verify-email without a token home, whoever asks', () => {
    for (const session of ['guest', 'registered', 'unknown'] as const) {
      expect(accessRedirect('/reset-password', '', session)).toBe('/');
      expect(accessRedirect('/reset-password', '?token=', session)).toBe('/');
      expect(accessRedirect('/verify-email', '?other=1', session)).toBe('/');
      expect(accessRedirect('/reset-password', '?token=abc', session)).toBeNull();
      expect(accessRedirect('/verify-email', 'token=abc', session)).toBeNull();
    }
  });

  it('leaves every other page alone', () => {
    for (const session of ['guest', 'registered', 'unknown'] as const) {
      expect(accessRedirect('/', '', session)).toBeNull();
      expect(accessRedirect('/forgot-password', '', session)).toBeNull();
      expect(accessRedirect('/p/ridge-hiker-nb1001', '?x=1', session)).toBeNull();
    }
  });

  it('says which paths need the session looked up', () => {
    expect(accessDependsOnSession('/account/profile')).toBe(true);
    expect(accessDependsOnSession('/sign-in')).toBe(true);
    expect(accessDependsOnSession('/order-status')).toBe(true);
    expect(accessDependsOnSession('/reset-password')).toBe(false);
    expect(accessDependsOnSession('/c/women')).toBe(false);
  });
});

describe('signedInDestination', () => {
  it('never sends back to sign-in and never off the site', () => {
    expect(signedInDestination(undefined)).toBe('/account');
    expect(signedInDestination('/sign-in')).toBe('/account');
    expect(signedInDestination('/sign-in/?x=1')).toBe('/account');
    expect(signedInDestination('/\\evil.test')).toBe('/account');
    expect(signedInDestination('/cart')).toBe('/cart');
  });
});
