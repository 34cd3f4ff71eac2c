import { isLocaleCode, LOCALES, type Language } from '@sf/remote-contract';

/**
 * Each language in its own words. A shopper on a page in a language they do not read must still find theirs, so
 * these are the same on every site and are not translated texts (their links carry `lang`).
 */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
  es: 'Español',
  nl: 'Nederlands',
  pl: 'Polski',
  pt: 'Português',
};

/** The name and language tag of a locale's language; an unknown locale shows its code. */
export function localeLanguage(code: string): { name: string; tag: string | undefined } {
  if (!isLocaleCode(code)) return { name: code, tag: undefined };
  const { language, tag } = LOCALES[code];
  return { name: LANGUAGE_NAMES[language], tag };
}
