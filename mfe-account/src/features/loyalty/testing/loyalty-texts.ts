// The loyalty texts as the server serves them (infra/server i18n module), so tests fail when a key is missing or
// misspelled; the account area's texts come along for the shared page frame (headings, load states).
import { LOCALES, type Language, type LocaleCode } from '@sf/remote-contract';
import { changeLocale, i18n, initI18n } from '@sf/i18n';
import en from '../../../../../infra/server/src/modules/i18n/texts/en/loyalty.json';
import de from '../../../../../infra/server/src/modules/i18n/texts/de/loyalty.json';
import fr from '../../../../../infra/server/src/modules/i18n/texts/fr/loyalty.json';
import it from '../../../../../infra/server/src/modules/i18n/texts/it/loyalty.json';
import es from '../../../../../infra/server/src/modules/i18n/texts/es/loyalty.json';
import nl from '../../../../../infra/server/src/modules/i18n/texts/nl/loyalty.json';
import pl from '../../../../../infra/server/src/modules/i18n/texts/pl/loyalty.json';
import pt from '../../../../../infra/server/src/modules/i18n/texts/pt/loyalty.json';
import { ACCOUNT_AREA_NAMESPACE, ACCOUNT_AREA_TEXTS } from '../../../testing/account-area-texts';

type TextTree = { [key: string]: string | TextTree };

export const LOYALTY_TEXTS: Record<Language, TextTree> = { en, de, fr, it, es, nl, pl, pt };

/** Nested keys flattened to `a.b.c`, as the server's text catalogue does. */
export function flatten(tree: TextTree, prefix: string, into: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') into[`${prefix}.${key}`] = value;
    else flatten(value, `${prefix}.${key}`, into);
  }
  return into;
}

export async function loadLoyaltyTexts(locale: LocaleCode): Promise<void> {
  const language = LOCALES[locale].language;
  const texts = { ...flatten(ACCOUNT_AREA_TEXTS[language] as TextTree, ACCOUNT_AREA_NAMESPACE), ...flatten(LOYALTY_TEXTS[language], 'loyalty') };
  const payload = { urls: {}, texts, seo: { title: '', description: '' }, alternateLinks: [] };
  if (i18n.isInitialized) await changeLocale(locale, payload);
  else await initI18n({ locale, payload, environment: 'test' });
}
