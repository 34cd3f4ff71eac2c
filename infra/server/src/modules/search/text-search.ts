/** PostgreSQL text search configuration per language: stemming follows the shopper's language (Polish has none built in). */
import type { Language } from '@sf/remote-contract';

export const TEXT_SEARCH_CONFIG: Record<Language, string> = {
  en: 'english',
  de: 'german',
  fr: 'french',
  it: 'italian',
  es: 'spanish',
  nl: 'dutch',
  pt: 'portuguese',
  pl: 'simple',
};

/** Words of a search term as typed, lower-cased; what typo correction and prefix matching work on. */
export function termWords(term: string, language: Language): string[] {
  return term
    .toLocaleLowerCase(language)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}
