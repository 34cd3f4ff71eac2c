import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { LOCALES, siteInfo, type LocaleCode, type Navigate } from '@sf/contracts';
import { changeLocale, i18n, initI18n } from '@sf/i18n';
import { StorefrontRoot } from '@sf/ui';
import { NAMESPACE, TEXTS } from './chat-texts';

/** Loads this remote's texts for the locale's language, keyed as the server serves them (`chat.launcher`). */
export async function loadLocaleTexts(locale: LocaleCode): Promise<void> {
  const texts = Object.fromEntries(Object.entries(TEXTS[LOCALES[locale].language]).map(([key, value]) => [`${NAMESPACE}.${key}`, value]));
  const payload = { urls: {}, texts, seo: { title: '', description: '' }, alternateLinks: [] };
  if (i18n.isInitialized) await changeLocale(locale, payload);
  else await initI18n({ locale, payload, environment: 'test' });
}

/** Renders inside StorefrontRoot, as the exposed parcel does; `rerender` keeps the wrapper (a prop update). */
export function renderInShell(ui: ReactElement, locale: LocaleCode = 'uk-en', navigate: Navigate = () => undefined) {
  const site = siteInfo('northbound', locale, 'uk-en', 'prefix_except_default');
  const wrap = (element: ReactElement) => (
    <StorefrontRoot site={site} navigate={navigate}>
      {element}
    </StorefrontRoot>
  );
  const view = render(wrap(ui));
  return { ...view, rerender: (next: ReactElement) => view.rerender(wrap(next)) };
}
