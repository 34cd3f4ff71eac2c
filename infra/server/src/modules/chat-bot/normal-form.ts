/**
 * The one normal form of text the bot compares: lower case, accents stripped (ü → u, é → e; ß → ss, ł → l: shoppers
 * often type without them), every run of non-letters and non-digits one space. Articles, questions, stop words and
 * phrase lists all go through it, so they meet whatever the shopper's keyboard.
 */
import { LANGUAGES, type Language } from '@sf/remote-contract';

export function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replaceAll('ß', 'ss')
    .replaceAll('ł', 'l')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** One value per site language. */
export function perLanguage<T>(make: (language: Language) => T): Record<Language, T> {
  const values: Partial<Record<Language, T>> = {};
  for (const language of LANGUAGES) values[language] = make(language);
  return values as Record<Language, T>;
}
