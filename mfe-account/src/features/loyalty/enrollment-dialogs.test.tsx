import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $session, GUEST_SESSION, siteInfo } from '@sf/remote-contract';
import { renderForSite, stubApi } from '@sf/test-kit/testing';
import { LoyaltySignUpDialog, SimplifiedEnrollmentDialog } from './enrollment-dialogs';
import { newMemberAccount } from './testing/loyalty-fixtures';
import { loadLoyaltyTexts } from './testing/loyalty-texts';

const site = siteInfo('kerbside', 'uk-en', 'uk-en', 'prefix_except_default');
const signedIn = { ...GUEST_SESSION, status: 'registered' as const, customerId: 'c-1', email: 'mia@example.com', firstName: 'Mia' };
const dialogProps = () => ({ setTitle: vi.fn(), close: vi.fn() });

describe('loyalty enrolment dialogs', () => {
  beforeEach(() => loadLoyaltyTexts('uk-en'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    $session.set(GUEST_SESSION);
    window.history.replaceState(null, '', '/');
  });

  it('loyalty sign-up: a guest is asked to sign in or create an account first', () => {
    stubApi([]);
    const props = dialogProps();
    renderForSite(<LoyaltySignUpDialog {...props} />, site);
    expect(props.setTitle).toHaveBeenCalledWith('Join Kerbside Rewards');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('#sign-in');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('#sign-up');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('loyalty sign-up: terms first, then joined, focus on the welcome and a way to the points page', async () => {
    $session.set(signedIn);
    const api = stubApi([{ method: 'POST', path: '/api/loyalty/enrollment', status: 201, body: newMemberAccount() }]);
    renderForSite(<LoyaltySignUpDialog {...dialogProps()} />, site);
    expect(screen.getByText('Earn 1 point for every £1.00 you spend.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Join for free' }));
    expect(screen.getByRole('checkbox').getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Join for free' })));
    expect(api.calls[0]?.body).toEqual({ brand: 'kerbside', locale: 'uk-en' });
    const welcome = await screen.findByText('Welcome to Kerbside Rewards! You are now a member.');
    expect(document.activeElement).toBe(welcome.parentElement);
    expect(screen.getByRole('link', { name: 'See my points' }).getAttribute('href')).toBe('/account/loyalty');
    expect($session.get().isLoyaltyMember).toBe(true);
  });

  it('loyalty sign-up: a member is told so', () => {
    $session.set({ ...signedIn, isLoyaltyMember: true });
    stubApi([]);
    renderForSite(<LoyaltySignUpDialog {...dialogProps()} />, site);
    expect(screen.getByText('You are already a member of Kerbside Rewards.')).toBeTruthy();
  });

  it('simplified enrollment: one click, no terms box, the campaign source stored with the enrolment', async () => {
    window.history.replaceState(null, '', '/?enrollment_marketing_source=newsletter-2026');
    $session.set(signedIn);
    const api = stubApi([{ method: 'POST', path: '/api/loyalty/enrollment', status: 201, body: newMemberAccount() }]);
    renderForSite(<SimplifiedEnrollmentDialog {...dialogProps()} />, site);
    expect(screen.getByText('Join with one click as mia@example.com.')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Join now' })));
    expect(api.calls[0]?.body).toEqual({ brand: 'kerbside', locale: 'uk-en', enrollmentMarketingSource: 'newsletter-2026' });
    expect(await screen.findByText('Welcome to Kerbside Rewards! You are now a member.')).toBeTruthy();
  });

  it('simplified enrollment: a malformed campaign source is left out rather than refused', async () => {
    window.history.replaceState(null, '', '/?enrollment_marketing_source=%3Cscript%3E');
    $session.set(signedIn);
    const api = stubApi([{ method: 'POST', path: '/api/loyalty/enrollment', status: 201, body: newMemberAccount() }]);
    renderForSite(<SimplifiedEnrollmentDialog {...dialogProps()} />, site);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Join now' })));
    expect(api.calls[0]?.body).toEqual({ brand: 'kerbside', locale: 'uk-en' });
  });
});
