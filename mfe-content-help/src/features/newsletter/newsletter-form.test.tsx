import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { $session, GUEST_SESSION } from '@sf/remote-contract';
import { stubApi } from '@sf/test-kit/testing';
import { newsletterShell } from '../../testing/newsletter-texts';
import { NewsletterForm } from './newsletter-form';

const site = { brand: 'kerbside', locale: 'de-de' } as const;
const { loadLocaleTexts, renderInShell } = newsletterShell;

describe('NewsletterForm', () => {
  beforeAll(() => loadLocaleTexts('uk-en'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const type = (value: string) => fireEvent.change(screen.getByRole('textbox', { name: 'E-mail address' }), { target: { value } });
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));

  it('refuses an empty or malformed address with an error tied to the field, and keeps focus there', () => {
    const { fetch } = stubApi([]);
    renderInShell(<NewsletterForm site={site} heading="Newsletter" />);
    submit();
    const input = screen.getByRole('textbox', { name: 'E-mail address' });
    expect(screen.getByText('Enter your e-mail address.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(screen.getByText('Enter your e-mail address.').id);
    expect(document.activeElement).toBe(input);
    type('not-an-address');
    submit();
    expect(screen.getByText('Enter a valid e-mail address, like name@example.com.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('subscribes for the site and says to check the inbox, whatever the address was before', async () => {
    const { calls } = stubApi([{ method: 'POST', path: '/api/newsletter/subscriptions', status: 202, body: { status: 'confirmation-sent' } }]);
    renderInShell(<NewsletterForm site={site} heading="Newsletter" />);
    type(' ann@example.com ');
    submit();
    expect(await screen.findByText('Check your inbox')).toBeTruthy();
    expect(screen.getByText(/ann@example\.com can receive our newsletter/)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(calls.map((call) => [call.method, call.url.pathname, call.body])).toEqual([
      ['POST', '/api/newsletter/subscriptions', { email: 'ann@example.com', brand: 'kerbside', locale: 'de-de' }],
    ]);
  });

  it('explains a rate limit and a failure, and keeps the form', async () => {
    stubApi([{ method: 'POST', path: '/api/newsletter/subscriptions', status: 429, body: { statusCode: 429, error: 'Too Many Requests', message: 'slow' } }]);
    renderInShell(<NewsletterForm site={site} heading="Newsletter" />);
    type('ann@example.com');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts from this connection. Please try again in a few minutes.');
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toBeTruthy();
  });

  it('shows the server refusing the address on the field', async () => {
    stubApi([
      {
        method: 'POST',
        path: '/api/newsletter/subscriptions',
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: 'body/email: email: enter a valid e-mail address' },
      },
    ]);
    renderInShell(<NewsletterForm site={site} heading="Newsletter" />);
    type('ann@example.c');
    submit();
    expect(await screen.findByText('Enter a valid e-mail address, like name@example.com.')).toBeTruthy();
  });

  it('speaks the site language', async () => {
    await loadLocaleTexts('de-de');
    stubApi([]);
    renderInShell(<NewsletterForm site={site} heading="Newsletter" />, 'de-de');
    expect(screen.getByRole('textbox', { name: 'E-Mail-Adresse' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Abonnieren' })).toBeTruthy();
    await loadLocaleTexts('uk-en');
  });
  it("starts with a signed-in shopper's account address", () => {
    $session.set({ ...GUEST_SESSION, status: 'registered', customerId: 'c-1', email: 'ann@example.com', firstName: 'Ann' });
    try {
      stubApi([]);
      renderInShell(<NewsletterForm site={site} heading="Newsletter" />);
      expect((screen.getByRole('textbox', { name: 'E-mail address' }) as HTMLInputElement).value).toBe('ann@example.com');
    } finally {
      $session.set(GUEST_SESSION);
    }
  });
});
