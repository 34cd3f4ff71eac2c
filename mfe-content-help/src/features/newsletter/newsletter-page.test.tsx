import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { siteInfo, type PageProps } from '@sf/remote-contract';
import { stubApi } from '@sf/test-kit/testing';
import { newsletterShell } from '../../testing/newsletter-texts';
import { NewsletterPage } from './newsletter-page';

const site = siteInfo('northbound', 'uk-en', 'uk-en', 'prefix_except_default');
const TOKEN = 'eyJwYXlsb2FkIjoieCJ9.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
const propsFor = (query: Record<string, string>): PageProps => ({
  route: { name: 'newsletter-subscription', path: '/newsletter-subscription', params: {}, query },
  locale: site.locale,
  site,
  navigate: () => undefined,
});
const invalidLink = { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'token: this link is not valid or has expired' } };
const { loadLocaleTexts, renderInShell } = newsletterShell;

describe('NewsletterPage', () => {
  beforeAll(() => loadLocaleTexts('uk-en'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers the sign-up form without a link', () => {
    stubApi([]);
    renderInShell(<NewsletterPage {...propsFor({})} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toBeTruthy();
  });

  it('confirms a subscription only when the shopper asks (?token=), then says so', async () => {
    const { calls } = stubApi([{ method: 'POST', path: '/api/newsletter/confirm', body: { brand: 'northbound', status: 'confirmed' } }]);
    renderInShell(<NewsletterPage {...propsFor({ token: TOKEN })} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your subscription' })).toBeTruthy();
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm subscription' }));
    expect(await screen.findByRole('heading', { level: 1, name: "You're subscribed" })).toBeTruthy();
    expect(calls.map((call) => [call.method, call.url.pathname, call.body])).toEqual([['POST', '/api/newsletter/confirm', { token: TOKEN }]]);
    // Focus moves in an effect after the outcome is committed, which a loaded machine may run after the heading shows.
    await waitFor(() => expect(document.activeElement?.getAttribute('data-testid')).toBe('newsletter-confirm-done'));
  });

  it('tells about an invalid or expired confirmation link and offers the form again', async () => {
    stubApi([{ method: 'POST', path: '/api/newsletter/confirm', ...invalidLink }]);
    renderInShell(<NewsletterPage {...propsFor({ token: TOKEN })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm subscription' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This link is not valid or has expired. You can sign up again below.');
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toBeTruthy();
  });

  it('checks an unsubscribe link first, then unsubscribes on request (?unsubscribe=)', async () => {
    const { calls } = stubApi([
      { method: 'GET', path: '/api/newsletter/unsubscribe', body: { brand: 'northbound', status: 'confirmed' } },
      { method: 'POST', path: '/api/newsletter/unsubscribe', body: { brand: 'northbound', status: 'unsubscribed' } },
    ]);
    renderInShell(<NewsletterPage {...propsFor({ unsubscribe: TOKEN })} />);
    expect(screen.getByText('Checking your link…')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { level: 1, name: "You're unsubscribed" })).toBeTruthy();
    expect(calls.map((call) => [call.method, `${call.url.pathname}${call.url.search}`, call.body])).toEqual([
      ['GET', `/api/newsletter/unsubscribe?token=${TOKEN}`, undefined],
      ['POST', '/api/newsletter/unsubscribe', { token: TOKEN }],
    ]);
  });

  it('says at once when the address is already unsubscribed, and refuses a forged unsubscribe link', async () => {
    stubApi([{ method: 'GET', path: '/api/newsletter/unsubscribe', body: { brand: 'northbound', status: 'unsubscribed' } }]);
    renderInShell(<NewsletterPage {...propsFor({ unsubscribe: TOKEN })} />);
    expect(await screen.findByRole('heading', { level: 1, name: "You're unsubscribed" })).toBeTruthy();
    cleanup();
    stubApi([{ method: 'GET', path: '/api/newsletter/unsubscribe', ...invalidLink }]);
    renderInShell(<NewsletterPage {...propsFor({ unsubscribe: 'forged.token-value-xxxxxxxx' })} />);
    expect((await screen.findByRole('alert')).textContent).toContain('not valid or has expired');
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it('keeps the button and explains a failure the shopper can retry', async () => {
    stubApi([
      { method: 'POST', path: '/api/newsletter/confirm', once: true, status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'busy' } },
    ]);
    renderInShell(<NewsletterPage {...propsFor({ token: TOKEN })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm subscription' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please try again.');
    expect(screen.getByRole('button', { name: 'Confirm subscription' })).toBeTruthy();
  });
});
