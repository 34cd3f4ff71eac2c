/**
 * Language-aware text handling for the bot: one normal form for the help articles, the shopper's question and the
 * phrase lists (lower case, accents stripped, punctuation as spaces), stop words dropped, and a light suffix strip so
 * "returns"/"returned" or "Größen"/"Größe" meet. Deliberately small: the corpus is a few dozen short articles.
 */
import type { Language } from '@sf/remote-contract';
import { normalise } from './normal-form';
import { STOP_WORDS } from './stop-words';

export { normalise } from './normal-form';

export function words(text: string): string[] {
  const normal = normalise(text);
  return normal === '' ? [] : normal.split(' ');
}

/** Endings stripped per language, longest first; a stem keeps at least MIN_STEM letters. */
const SUFFIXES: Readonly<Record<Language, readonly string[]>> = {
  en: ['ings', 'ing', 'ies', 'ed', 'es', 's'],
  de: ['ungen', 'ung', 'en', 'er', 'es', 'e', 'n', 's'],
  fr: ['ements', 'ement', 'ees', 'ee', 'es', 'er', 'e', 's', 'x'],
  nl: ['ingen', 'ing', 'en', 'e', 's'],
  es: ['ciones', 'cion', 'es', 'os', 'as', 'o', 'a', 's'],
  it: ['zioni', 'zione', 'i', 'e', 'o', 'a'],
  pl: ['ami', 'ach', 'ow', 'ie', 'y', 'a', 'e', 'i', 'u'],
  pt: ['coes', 'cao', 'os', 'as', 'es', 'o', 'a', 's'],
};
const MIN_STEM = 4;

/** German stacks a comparative under an inflection ("größ-er-en"): after the first strip, "er" goes as well. */
const SECOND_SUFFIXES: Readonly<Partial<Record<Language, readonly string[]>>> = { de: ['er'] };

const strip = (word: string, suffixes: readonly string[]): string => {
  const suffix = suffixes.find((ending) => word.length - ending.length >= MIN_STEM && word.endsWith(ending));
  return suffix ? word.slice(0, -suffix.length) : word;
};

export function stem(word: string, language: Language): string {
  if (/\d/.test(word)) return word;
  const once = strip(word, SUFFIXES[language]);
  const second = SECOND_SUFFIXES[language];
  return once !== word && second ? strip(once, second) : once;
}

/** A word as the index stores it and the query looks it up: null for a stop word. */
export function indexTerm(word: string, language: Language): string | null {
  const normal = normalise(word);
  if (normal === '' || STOP_WORDS[language].has(normal)) return null;
  return stem(normal, language);
}

/** The searchable terms of a text (stop words dropped, stems). */
export function termsOf(text: string, language: Language): string[] {
  return words(text)
    .map((word) => indexTerm(word, language))
    .filter((term): term is string => term !== null);
}
