import { describe, expect, it } from 'vitest';
import { LANGUAGES, type LocalePayload } from '@sf/contracts';
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
    expect(german.alternateLinks).toContainEqual({ hreflang: 'de-AT', href: 'http://localhost:3000/at-de' });
    expect(german.alternateLinks).toContainEqual({ hreflang: 'x-default', href: 'http://localhost:3000/' });
    const northbound = await payload('/fapi/i18n/at-de?brand=northbound');
    expect(northbound.seo.title).toContain('Northbound');
    expect(northbound.seo.description).not.toBe(german.seo.description);
  });

  it('answers an unknown locale with 400', async () => {
    expect((await context.app.inject({ method: 'GET', url: '/fapi/i18n/en-gb' })).statusCode).toBe(400);
  });
});
