import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { httpSessionDriver } from '@sf/api-client';
import { installSessionDriver } from '@sf/contracts';
import { siteInfo, type Navigate, type PageProps } from '@sf/remote-contract';
import { stubApi } from '@sf/test-kit/testing';
import { renderInShell } from '../../testing/render-in-shell';
import { loadIdentityTexts } from '../../testing/identity-texts';
import { ForgotPasswordDialogView } from './forgot-password-dialog-view';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';

const site = siteInfo('northbound', 'uk-en', 'uk-en', 'prefix_except_default');
const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';
const STRONG = 'cobalt lantern tundra whisk';
const pageProps = (path: string, query: Record<string, string> = {}): PageProps & { navigate: ReturnType<typeof vi.fn<Navigate>> } => ({
  route: { name: 'test', path, params: {}, query },
  locale: 'uk-en',
  site,
  navigate: vi.fn<Navigate>(),
});

describe('forgot and reset password', () => {
  beforeAll(() => loadIdentityTexts('uk-en'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('answers the same for any well-formed e-mail, never saying whether an account exists', async () => {
    const api = stubApi([{ method: 'POST', path: '/api/identity/forgot-password', body: { ok: true } }]);
    renderInShell(<ForgotPasswordPage {...pageProps('/forgot-password')} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: 'nobody@example.com' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send reset link' })));
    expect((await screen.findByTestId('forgot-password-sent')).textContent).toContain(
      'If there is an account for nobody@example.com, we have sent it a link to reset the password.',
    );
    expect(api.calls[0]?.body).toEqual({ email: 'nobody@example.com', brand: 'northbound', locale: 'uk-en' });
  });

  it('the dialog checks the address first and leads back to the sign-in dialog', async () => {
    const api = stubApi([]);
    renderInShell(<ForgotPasswordDialogView site={site} setTitle={() => undefined} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send reset link' })));
    expect(screen.getByText('Enter your e-mail address.')).toBeTruthy();
    expect(api.calls).toEqual([]);
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('#sign-in');
  });

  it('sends a visitor without a token home', () => {
    stubApi([]);
    const page = pageProps('/reset-password');
    renderInShell(<ResetPasswordPage {...page} />);
    expect(page.navigate).toHaveBeenCalledWith('/', { replace: true });
  });

  it('sets the new password with the token, then offers to sign in', async () => {
    installSessionDriver(httpSessionDriver());
    const api = stubApi([
      { method: 'POST', path: '/api/identity/reset-password', body: { ok: true } },
      { path: '/api/identity/session', body: { signedIn: false, customer: null, expiresAt: null, loyaltyBrands: [] } },
    ]);
    renderInShell(<ResetPasswordPage {...pageProps('/reset-password', { token: TOKEN })} />);
    fireEvent.change(screen.getByLabelText('Create a password'), { target: { value: STRONG } });
    await waitFor(() => expect(screen.getByTestId('password-rules').querySelector('[data-rule="strength"]')?.getAttribute('data-state')).toBe('met'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save new password' })));
    expect(await screen.findByTestId('reset-password-done')).toBeTruthy();
    expect(api.calls[0]?.body).toEqual({ token: TOKEN, password: STRONG });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign-in');
  });

  it('says when the link was used or has expired, and offers a new one', async () => {
    stubApi([
      {
        method: 'POST',
        path: '/api/identity/reset-password',
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: 'token: the link is not valid' },
      },
    ]);
    renderInShell(<ResetPasswordPage {...pageProps('/reset-password', { token: TOKEN })} />);
    fireEvent.change(screen.getByLabelText('Create a password'), { target: { value: STRONG } });
    await waitFor(() => expect(screen.getByTestId('password-rules').querySelector('[data-rule="strength"]')?.getAttribute('data-state')).toBe('met'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save new password' })));
    expect((await screen.findByTestId('reset-password-invalid')).textContent).toContain('This reset link is not valid any more');
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/forgot-password');
  });
});
