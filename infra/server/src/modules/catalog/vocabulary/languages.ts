/** Catalogue words are written as 8-tuples in the order of contracts' LANGUAGES; this turns them into maps. */
import { LANGUAGES, type Language } from '@sf/remote-contract';

/** en de fr it es nl pl pt */
export type Words = readonly [string, string, string, string, string, string, string, string];
export type Localised = Record<Language, string>;

export function localised(words: Words): Localised {
  return Object.fromEntries(LANGUAGES.map((language, index) => [language, words[index]])) as Localised;
}

/** Builds a code → localised label table from a code → tuple table, failing at import if a tuple is short. */
export function labelTable<K extends string>(table: Record<K, Words>): Record<K, Localised> {
  const entries = Object.entries(table) as Array<[K, Words]>;
  return Object.fromEntries(entries.map(([code, words]) => [code, localised(words)])) as Record<K, Localised>;
}
