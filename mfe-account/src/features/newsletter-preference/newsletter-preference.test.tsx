import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { stubApi } from '@sf/test-kit/testing';
import { newsletterShell } from '../../testing/newsletter-texts';
import { NewsletterPreference } from './newsletter-preference';

const site = { brand: 'northbound', locale: 'uk-en' } as const;
const preference = (status: string) => ({ brand: 'northbound', email: 'cat@example.com', status, subscribed: status === 'confirmed' });
const { loadLocaleTexts, renderInShell } = newsletterShell;

describe('NewsletterPreference', () => {
  beforeAll(() => loadLocaleTexts('uk-en'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the status for the brand and subscribes when ticked', async () => {
    const { calls } = stubApi([
      { method: 'GET', path: '/api/newsletter/preference', body: preference('none') },
      { method: 'PUT', path: '/api/newsletter/preference', body: preference('confirmed') },
    ]);
    renderInShell(<NewsletterPreference site={site} />);
    const box = (await screen.findByRole('checkbox')) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Save newsletter preference' }));
    expect((await screen.findByRole('status')).textContent).toBe('Your newsletter preference is saved.');
    expect(screen.getByText('You receive the newsletter at cat@example.com.')).toBeTruthy();
    expect(calls.map((call) => [call.method, `${call.url.pathname}${call.url.search}`, call.body])).toEqual([
      ['GET', '/api/newsletter/preference?brand=northbound&locale=uk-en', undefined],
      ['PUT', '/api/newsletter/preference', { brand: 'northbound', locale: 'uk-en', subscribed: true }],
    ]);
  });

  it('says a subscription waits for the confirmation link', async () => {
    stubApi([{ method: 'GET', path: '/api/newsletter/preference', body: preference('pending') }]);
    renderInShell(<NewsletterPreference site={site} />);
    expect(await screen.findByText('Check your inbox: open the confirmation link we sent to cat@example.com.')).toBeTruthy();
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
  });

  it('reports a failed save and keeps the choice', async () => {
    stubApi([
      { method: 'GET', path: '/api/newsletter/preference', body: preference('confirmed') },
      { method: 'PUT', path: '/api/newsletter/preference', status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'busy' } },
    ]);
    renderInShell(<NewsletterPreference site={site} />);
    fireEvent.click(await screen.findByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Save newsletter preference' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your preference could not be saved. Please try again.');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
  });
});
