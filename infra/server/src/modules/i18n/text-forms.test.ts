import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@sf/remote-contract';
import { namespacesOf, readNamespace } from './text-catalog';

/** i18next plural suffixes; each language needs the forms Intl.PluralRules names for it. */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
const baseKeys = (texts: Record<string, string>) => [...new Set(Object.keys(texts).map((key) => key.replace(PLURAL, '')))].sort();

describe.each(namespacesOf('en'))('%s texts', (namespace) => {
  const english = readNamespace('en', namespace);

  it.each([...LANGUAGES])('%s has every plural form its language needs', (language) => {
    const texts = readNamespace(language, namespace);
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const pluralKeys = new Set(
      Object.keys(texts)
        .filter((key) => PLURAL.test(key))
        .map((key) => key.replace(PLURAL, '')),
    );
    for (const key of pluralKeys) {
      for (const category of categories) expect(texts[`${key}_${category}`], `${language} ${key}_${category}`).toBeTypeOf('string');
    }
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))('%s has the English texts, with the same placeholders', (language) => {
    const texts = readNamespace(language, namespace);
    expect(baseKeys(texts)).toEqual(baseKeys(english));
    for (const [key, value] of Object.entries(texts)) {
      const source = english[key] ?? english[key.replace(PLURAL, '_other')] ?? '';
      expect(placeholders(value), `${language} ${key}`).toEqual(placeholders(source));
    }
  });
});
