import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { httpSessionDriver } from '@sf/api-client';
import { installSessionDriver } from '@sf/contracts';
import { $session, GUEST_SESSION, on, siteInfo, type Navigate, type PageProps } from '@sf/remote-contract';
import { stubApi } from '@sf/test-kit/testing';
import { renderInShell } from '../../testing/render-in-shell';
import { loadIdentityTexts } from '../../testing/identity-texts';
import { VerifyEmailPage } from './verify-email-page';

const site = siteInfo('northbound', 'uk-en', 'uk-en', 'prefix_except_default');
const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';
const pageProps = (query: Record<string, string> = {}): PageProps & { navigate: ReturnType<typeof vi.fn<Navigate>> } => ({
  route: { name: 'verify-email', path: '/verify-email', params: {}, query },
  locale: 'uk-en',
  site,
  navigate: vi.fn<Navigate>(),
});

describe('verify e-mail page', () => {
  beforeAll(() => loadIdentityTexts('uk-en'));
  afterEach(() => {
    cleanup();
    $session.set(GUEST_SESSION);
    vi.unstubAllGlobals();
  });

  it('confirms the address once with the token and offers to sign in', async () => {
    installSessionDriver(httpSessionDriver());
    const api = stubApi([
      { method: 'POST', path: '/api/identity/verify-email', body: { ok: true } },
      { path: '/api/identity/session', body: { signedIn: false, customer: null, expiresAt: null, loyaltyBrands: [] } },
    ]);
    renderInShell(<VerifyEmailPage {...pageProps({ token: TOKEN })} />);
    expect((await screen.findByTestId('verify-email-done')).textContent).toContain('Thank you, your e-mail address is confirmed.');
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([expect.objectContaining({ body: { token: TOKEN } })]);
    expect(screen.getByRole('link', { name: 'Sign in to your account' }).getAttribute('href')).toBe('#sign-in');
  });

  it('takes the session when the verification signs the shopper in, and welcomes a first sign-in', async () => {
    stubApi([
      {
        method: 'POST',
        path: '/api/identity/verify-email',
        body: {
          signedIn: true,
          expiresAt: 1_900_000_000_000,
          loyaltyBrands: ['northbound'],
          firstSignIn: true,
          customer: {
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
          },
        },
      },
    ]);
    const opened: Array<{ name: string }> = [];
    const stop = on('dialog:open', (request) => opened.push(request));
    renderInShell(<VerifyEmailPage {...pageProps({ token: TOKEN })} />);
    expect(await screen.findByRole('link', { name: 'Go to my account' })).toBeTruthy();
    expect(opened).toEqual([{ name: 'welcome' }]);
    stop();
    expect($session.get()).toMatchObject({ status: 'registered', firstName: 'Anna', isLoyaltyMember: true });
  });

  it('says when the link was used or has expired', async () => {
    stubApi([{ method: 'POST', path: '/api/identity/verify-email', status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Link not valid' } }]);
    renderInShell(<VerifyEmailPage {...pageProps({ token: TOKEN })} />);
    expect((await screen.findByTestId('verify-email-failed')).textContent).toContain('This confirmation link is not valid any more');
    expect(screen.getByRole('link', { name: 'Sign up again to get a new link' }).getAttribute('href')).toBe('#sign-up');
  });

  it('sends a visitor without a token home', () => {
    const api = stubApi([]);
    const page = pageProps();
    renderInShell(<VerifyEmailPage {...page} />);
    expect(page.navigate).toHaveBeenCalledWith('/', { replace: true });
    expect(api.calls).toEqual([]);
  });
});
