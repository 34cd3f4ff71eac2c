// The passkeys namespace as the server serves it (texts/<language>/passkeys.json, nested keys flattened), so tests
// fail when a key is missing or misspelled.
import { LOCALES, type Language, type LocaleCode } from '@sf/remote-contract';
import { changeLocale, i18n, initI18n } from '@sf/i18n';
import { createShellRenderer } from '@sf/test-kit/testing';
import { ACCOUNT_AREA_TEXTS } from './account-area-texts';
import en from '../../../infra/server/src/modules/i18n/texts/en/passkeys.json';
import de from '../../../infra/server/src/modules/i18n/texts/de/passkeys.json';
import fr from '../../../infra/server/src/modules/i18n/texts/fr/passkeys.json';
import it from '../../../infra/server/src/modules/i18n/texts/it/passkeys.json';
import es from '../../../infra/server/src/modules/i18n/texts/es/passkeys.json';
import nl from '../../../infra/server/src/modules/i18n/texts/nl/passkeys.json';
import pl from '../../../infra/server/src/modules/i18n/texts/pl/passkeys.json';
import pt from '../../../infra/server/src/modules/i18n/texts/pt/passkeys.json';

type TextTree = { [key: string]: string | TextTree };

function flatten(tree: TextTree, prefix = '', into: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into[path] = value;
    else flatten(value, path, into);
  }
  return into;
}

const TREES: Record<Language, TextTree> = { en, de, fr, it, es, nl, pl, pt };
export const PASSKEYS_TEXTS = Object.fromEntries(Object.entries(TREES).map(([language, tree]) => [language, flatten(tree)])) as Record<
  Language,
  Record<string, string>
>;

/** Renders inside StorefrontRoot, as the exposed parcel does. */
export const { renderInShell: renderWithPasskeysTexts } = createShellRenderer({ passkeys: PASSKEYS_TEXTS });

/** Loads the `passkeys.*` texts of a locale, and the `account-area.*` ones its shared dialog uses. */
export async function loadPasskeysTexts(locale: LocaleCode): Promise<void> {
  const language = LOCALES[locale].language;
  const prefixed = (namespace: string, texts: Record<string, string>) => Object.entries(texts).map(([key, value]) => [`${namespace}.${key}`, value]);
  const texts = Object.fromEntries([...prefixed('account-area', ACCOUNT_AREA_TEXTS[language]), ...prefixed('passkeys', PASSKEYS_TEXTS[language])]);
  const payload = { urls: {}, texts, seo: { title: '', description: '' }, alternateLinks: [] };
  if (i18n.isInitialized) await changeLocale(locale, payload);
  else await initI18n({ locale, payload, environment: 'test' });
}
