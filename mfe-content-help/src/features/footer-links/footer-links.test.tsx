import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { siteInfo } from '@sf/remote-contract';
import { stubApi } from '../../testing/fake-api';
import { loadLocaleTexts, renderInShell } from '../../testing/render-in-shell';
import { FooterLinks } from './footer-links';

const site = siteInfo('kerbside', 'uk-en', 'uk-en', 'prefix_except_default');
const footer = {
  key: 'footer',
  links: [
    { label: 'Delivery', href: '/help/delivery' },
    { label: 'Returns', href: '/help/returns' },
    { label: 'Bad', href: 'javascript:alert(1)' },
  ],
};

describe('FooterLinks', () => {
  beforeAll(() => loadLocaleTexts('uk-en'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists the footer help links in a labelled navigation landmark', async () => {
    const { urls } = stubApi({ '/api/content/navigation/footer': { status: 200, body: footer } });
    renderInShell(<FooterLinks site={site} />);
    const nav = screen.getByRole('navigation', { name: 'Help and information' });
    expect((await within(nav).findByRole('link', { name: 'Delivery' })).getAttribute('href')).toBe('/help/delivery');
    expect(within(nav).getByRole('link', { name: 'Returns' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Bad' })).toBeNull();
    expect(urls).toEqual(['/api/content/navigation/footer?brand=kerbside&locale=uk-en']);
  });

  it('always offers the cookie preferences anchor the shell listens for', () => {
    stubApi({});
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderInShell(<FooterLinks site={site} />);
    expect(screen.getByRole('link', { name: 'Cookie preferences' }).getAttribute('href')).toBe('#cookie-preferences');
  });

  it('keeps the cookie link when the navigation cannot be loaded', async () => {
    stubApi({ '/api/content/navigation/footer': { status: 500, body: { statusCode: 500, error: 'x', message: 'down' } } });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderInShell(<FooterLinks site={site} />);
    await vi.waitFor(() => expect(warn).toHaveBeenCalled(), { timeout: 3000 });
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Cookie preferences' })).toBeTruthy();
  });

  it('translates its labels', async () => {
    await loadLocaleTexts('de-de');
    stubApi({});
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderInShell(<FooterLinks site={siteInfo('northbound', 'de-de', 'uk-en', 'prefix_except_default')} />, 'de-de');
    expect(screen.getByRole('navigation', { name: 'Hilfe und Informationen' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cookie-Einstellungen' })).toBeTruthy();
    await loadLocaleTexts('uk-en');
  });
});
