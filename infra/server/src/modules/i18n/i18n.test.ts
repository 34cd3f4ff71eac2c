import { describe, expect, it } from 'vitest';
import type { LocalePayload } from '@sf/contracts';
import { LANGUAGES } from '@sf/remote-contract';
import { describeDatabases } from '../../test/databases';
import { namespacesOf, readNamespace } from './text-catalog';

/** Every front-end team adds keys to its namespace in English first; this keeps the other seven languages in step. */
describe('UI text files', () => {
  const namespaces = namespacesOf('en');

  it('have the same namespaces in every language', () => {
    expect(namespaces).toEqual(expect.arrayContaining(['account', 'cart', 'catalog', 'chat', 'common', 'content', 'shell']));
    for (const language of LANGUAGES) expect(namespacesOf(language), language).toEqual(namespaces);
  });

  it.each(namespaces)('%s: every English key exists in every language, with a non-empty text', (namespace) => {
    const english = Object.keys(readNamespace('en', namespace));
    for (const language of LANGUAGES) {
      const texts = readNamespace(language, namespace);
      const missing = english.filter((key) => !(key in texts));
      expect(missing, `${language}/${namespace}.json is missing keys`).toEqual([]);
      const empty = Object.entries(texts)
        .filter(([, value]) => value.trim() === '')
        .map(([key]) => key);
      expect(empty, `${language}/${namespace}.json has empty texts`).toEqual([]);
    }
  });
});

describeDatabases('locale payload API', (context) => {
  const payload = async (url: string) => (await context.app.inject({ method: 'GET', url })).json() as LocalePayload;

  it('returns flattened texts, brand-aware SEO and hreflang links for every locale', async () => {
    const german = await payload('/fapi/i18n/at-de?brand=kerbside');
    expect(german.texts['common.error.404.title']).toBe('Seite nicht gefunden');
    expect(german.texts['common.siteName']).toBe('Kerbside');
    expect(german.seo.title).toContain('Kerbside');
    expect(german.alternateLinks).toHaveLength(16);
    // Issue 24: a brand's links use its own origin (derived from PUBLIC_URL when BRAND_PUBLIC_URLS does not name it).
    expect(german.alternateLinks).toContainEqual({ hreflang: 'de-AT', href: 'http://kerbside.localhost:3000/at-de' });
    expect(german.alternateLinks).toContainEqual({ hreflang: 'x-default', href: 'http://kerbside.localhost:3000/' });
    const northbound = await payload('/fapi/i18n/at-de?brand=northbound');
    expect(northbound.seo.title).toContain('Northbound');
    expect(northbound.seo.description).not.toBe(german.seo.description);
  });

  it('returns only the namespaces asked for, and says which they are', async () => {
    const subset = await payload('/fapi/i18n/uk-en?brand=northbound&ns=cart,common');
    const namespaces = new Set(Object.keys(subset.texts).map((key) => key.slice(0, key.indexOf('.'))));
    expect([...namespaces].sort()).toEqual(['cart', 'common']);
    expect(subset.namespaces).toEqual(['cart', 'common']);
    expect(subset.texts['common.siteName']).toBe('Northbound');
    const everything = await payload('/fapi/i18n/uk-en?brand=northbound');
    expect(everything.namespaces).toBeUndefined();
    expect(Object.keys(everything.texts).length).toBeGreaterThan(Object.keys(subset.texts).length);
  });

  it('refuses a namespace list that is not one', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/fapi/i18n/uk-en?ns=cart,,../secrets' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('comma-separated list of text namespaces');
  });

  it('answers an unknown locale with 400', async () => {
    expect((await context.app.inject({ method: 'GET', url: '/fapi/i18n/en-gb' })).statusCode).toBe(400);
  });
});
