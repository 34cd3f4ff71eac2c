import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { httpSessionDriver } from '@sf/api-client';
import { $sessionResolved, installSessionDriver, type CustomerProfile, type SignInResult } from '@sf/contracts';
import { $session, GUEST_SESSION, on, siteInfo, type Navigate, type PageProps } from '@sf/remote-contract';
import { stubApi } from '@sf/test-kit/testing';
import { renderInShell } from '../../testing/render-in-shell';
import { loadIdentityTexts } from '../../testing/identity-texts';
import { SignInDialogView } from './sign-in-dialog-view';
import { SignInPage } from './sign-in-page';
import { SignInConfirmationDialogView } from './sign-in-confirmation-dialog-view';

const site = siteInfo('northbound', 'uk-en', 'uk-en', 'prefix_except_default');
const profile: CustomerProfile = {
  customerId: 'c-1',
  email: 'anna@example.com',
  emailVerified: true,
  pendingEmail: null,
  firstName: 'Anna',
  lastName: 'Berg',
  role: 'shopper',
  marketingOptIn: false,
  interests: [],
  hasPassword: true,
  createdAt: '2026-01-01T00:00:00Z',
};
const result = (firstSignIn = false): SignInResult => ({ signedIn: true, customer: profile, expiresAt: 1_900_000_000_000, loyaltyBrands: [], firstSignIn });
const pageProps = (query: Record<string, string> = {}): PageProps & { navigate: ReturnType<typeof vi.fn<Navigate>> } => ({
  route: { name: 'sign-in', path: '/sign-in', params: {}, query },
  locale: 'uk-en',
  site,
  navigate: vi.fn<Navigate>(),
});

async function fillAndSubmit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));
}

describe('sign-in', () => {
  beforeAll(() => loadIdentityTexts('uk-en'));
  beforeEach(() => installSessionDriver(httpSessionDriver()));
  afterEach(() => {
    cleanup();
    $session.set(GUEST_SESSION);
    $sessionResolved.set(false);
    vi.unstubAllGlobals();
  });

  it('checks the fields before asking the server, and ties each error to its input', async () => {
    const api = stubApi([]);
    renderInShell(<SignInDialogView arg="" setTitle={() => undefined} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));
    const email = screen.getByLabelText('E-mail address');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Enter your e-mail address.');
    expect(document.activeElement).toBe(email);
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));
    expect(screen.getByText('Enter a valid e-mail address, like name@example.com.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('signs in through the session store: $session is filled and the confirmation dialog follows', async () => {
    const api = stubApi([{ method: 'POST', path: '/api/identity/session', body: result() }]);
    const opened: Array<{ name: string }> = [];
    const stop = on('dialog:open', (request) => opened.push(request));
    renderInShell(<SignInDialogView arg="checkout" setTitle={() => undefined} />);
    expect(screen.getByText('Sign in for a faster checkout with your saved addresses and cards.')).toBeTruthy();
    expect(screen.getByTestId('sign-in-form').getAttribute('data-form-location')).toBe('checkout');
    await fillAndSubmit(' Anna@Example.com ', 'correct horse battery staple');
    expect(api.calls[0]?.body).toEqual({ email: 'Anna@Example.com', password: 'correct horse battery staple' });
    expect($session.get()).toMatchObject({ status: 'registered', firstName: 'Anna', lastName: 'Berg', emailVerified: true });
    expect(opened).toEqual([{ name: 'sign-in-confirmation' }]);
    stop();
  });

  it('opens the welcome dialog after a first sign-in', async () => {
    stubApi([{ method: 'POST', path: '/api/identity/session', body: result(true) }]);
    const opened: Array<{ name: string }> = [];
    const stop = on('dialog:open', (request) => opened.push(request));
    renderInShell(<SignInDialogView arg="" setTitle={() => undefined} />);
    await fillAndSubmit('anna@example.com', 'correct horse battery staple');
    expect(opened).toEqual([{ name: 'welcome' }]);
    stop();
  });

  it('gives one message for a wrong e-mail or password and clears the password', async () => {
    stubApi([
      { method: 'POST', path: '/api/identity/session', status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Wrong e-mail or password' } },
    ]);
    renderInShell(<SignInDialogView arg="" setTitle={() => undefined} />);
    await fillAndSubmit('anna@example.com', 'wrong password');
    expect((await screen.findByRole('alert')).textContent).toBe('The e-mail address or password is not right. Check them and try again.');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
    expect($session.get()).toBe(GUEST_SESSION);
  });

  it('says how many minutes to wait when sign-in is throttled', async () => {
    stubApi([
      {
        method: 'POST',
        path: '/api/identity/session',
        status: 429,
        body: { statusCode: 429, error: 'Too Many Requests', message: 'Too many sign-in attempts. Try again in 12 minutes.' },
      },
    ]);
    renderInShell(<SignInDialogView arg="" setTitle={() => undefined} />);
    await fillAndSubmit('anna@example.com', 'whatever it was');
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Try again in 12 minutes.');
  });

  it('links to forgot-password and sign-up as dialogs, and leaves the passkey slot empty without WebAuthn', () => {
    renderInShell(<SignInDialogView arg="" setTitle={() => undefined} />);
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('#forgot-password');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('#sign-up');
    expect(screen.queryByRole('button', { name: /passkey/i })).toBeNull();
  });

  it('the page goes on to a safe redirectTo after signing in', async () => {
    stubApi([{ method: 'POST', path: '/api/identity/session', body: result() }]);
    const page = pageProps({ redirectTo: '/account/profile?tab=2' });
    renderInShell(<SignInPage {...page} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/forgot-password');
    await fillAndSubmit('anna@example.com', 'correct horse battery staple');
    expect(page.navigate).toHaveBeenCalledWith('/account/profile?tab=2', { replace: true });
  });

  it.each(['https://evil.test/phish', '//evil.test', '/\\evil.test', 'javascript:alert(1)'])(
    'the page never follows a hostile redirectTo (%s)',
    async (hostile) => {
      stubApi([{ method: 'POST', path: '/api/identity/session', body: result() }]);
      const page = pageProps({ redirectTo: hostile });
      renderInShell(<SignInPage {...page} />);
      await fillAndSubmit('anna@example.com', 'correct horse battery staple');
      expect(page.navigate).toHaveBeenCalledWith('/account', { replace: true });
    },
  );

  it('the page opens the welcome dialog at the destination after a first sign-in', async () => {
    stubApi([{ method: 'POST', path: '/api/identity/session', body: result(true) }]);
    const page = pageProps();
    renderInShell(<SignInPage {...page} />);
    await fillAndSubmit('anna@example.com', 'correct horse battery staple');
    expect(page.navigate).toHaveBeenCalledWith('/account#welcome', { replace: true });
  });

  it('the confirmation names the shopper and offers the account', () => {
    $session.set({ ...GUEST_SESSION, status: 'registered', customerId: 'c-1', email: 'anna@example.com', firstName: 'Anna' });
    const navigate = vi.fn<Navigate>();
    const close = vi.fn();
    renderInShell(<SignInConfirmationDialogView close={close} navigate={navigate} setTitle={() => undefined} />);
    expect(screen.getByText('Welcome back, Anna. You are signed in as anna@example.com.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Continue shopping' }));
    fireEvent.click(screen.getByRole('button', { name: 'Go to my account' }));
    expect(navigate).toHaveBeenCalledWith('/account');
  });

  it('is translated', async () => {
    await loadIdentityTexts('de-de');
    renderInShell(<SignInDialogView arg="" setTitle={() => undefined} />, 'de-de');
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeTruthy();
    expect(screen.getByLabelText('Passwort')).toBeTruthy();
    await loadIdentityTexts('uk-en');
  });
});
