import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { LOCALES, siteInfo, type Language, type LocaleCode, type Navigate } from '@sf/remote-contract';
import { changeLocale, i18n, initI18n } from '@sf/i18n';
import { StorefrontRoot } from '@sf/ui';

type LanguageTexts = Record<Language, Record<string, string>>;

/**
 * Test helpers for a remote's components: load its namespaces' texts (keyed by namespace) as the server serves them
 * (`<namespace>.<key>`) and render inside StorefrontRoot, as the exposed parcel does.
 */
export function createShellRenderer(namespaces: Readonly<Record<string, LanguageTexts>>) {
  async function loadLocaleTexts(locale: LocaleCode): Promise<void> {
    const language = LOCALES[locale].language;
    const flat = Object.fromEntries(
      Object.entries(namespaces).flatMap(([name, byLanguage]) => Object.entries(byLanguage[language]).map(([key, value]) => [`${name}.${key}`, value])),
    );
    const payload = { urls: {}, texts: flat, seo: { title: '', description: '' }, alternateLinks: [] };
    if (i18n.isInitialized) await changeLocale(locale, payload);
    else await initI18n({ locale, payload, environment: 'test' });
  }

  /** `rerender` keeps the wrapper, like a parcel prop update. */
  function renderInShell(ui: ReactElement, locale: LocaleCode = 'uk-en', navigate: Navigate = () => undefined) {
    const site = siteInfo('northbound', locale, 'uk-en', 'prefix_except_default');
    const wrap = (element: ReactElement) => (
      <StorefrontRoot site={site} navigate={navigate}>
        {element}
      </StorefrontRoot>
    );
    const view = render(wrap(ui));
    return { ...view, rerender: (next: ReactElement) => view.rerender(wrap(next)) };
  }

  return { loadLocaleTexts, renderInShell };
}
