// The identity namespace as the server serves it (texts/<language>/identity.json, nested keys flattened), plus the
// account namespace the header entry also uses: tests fail when a key is missing or misspelled.
import { LOCALES, type Language, type LocaleCode } from '@sf/remote-contract';
import { changeLocale, i18n, initI18n } from '@sf/i18n';
import en from '../../../infra/server/src/modules/i18n/texts/en/identity.json';
import de from '../../../infra/server/src/modules/i18n/texts/de/identity.json';
import fr from '../../../infra/server/src/modules/i18n/texts/fr/identity.json';
import it from '../../../infra/server/src/modules/i18n/texts/it/identity.json';
import es from '../../../infra/server/src/modules/i18n/texts/es/identity.json';
import nl from '../../../infra/server/src/modules/i18n/texts/nl/identity.json';
import pl from '../../../infra/server/src/modules/i18n/texts/pl/identity.json';
import pt from '../../../infra/server/src/modules/i18n/texts/pt/identity.json';
import { TEXTS as ACCOUNT_TEXTS } from './account-texts';

type TextTree = { [key: string]: string | TextTree };

function flatten(tree: TextTree, prefix: string, into: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') into[`${prefix}.${key}`] = value;
    else flatten(value, `${prefix}.${key}`, into);
  }
  return into;
}

const TREES: Record<Language, TextTree> = { en, de, fr, it, es, nl, pl, pt };
export const IDENTITY_TEXTS: Record<Language, Record<string, string>> = Object.fromEntries(
  Object.entries(TREES).map(([language, tree]) => [language, flatten(tree, 'identity')]),
) as Record<Language, Record<string, string>>;

/** Loads the identity and account texts of a locale into the shared i18next instance. */
export async function loadIdentityTexts(locale: LocaleCode): Promise<void> {
  const language = LOCALES[locale].language;
  const account = Object.fromEntries(Object.entries(ACCOUNT_TEXTS[language]).map(([key, value]) => [`account.${key}`, value]));
  const payload = { urls: {}, texts: { ...account, ...IDENTITY_TEXTS[language] }, seo: { title: '', description: '' }, alternateLinks: [] };
  if (i18n.isInitialized) await changeLocale(locale, payload);
  else await initI18n({ locale, payload, environment: 'test' });
}
