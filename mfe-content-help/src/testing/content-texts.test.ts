import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@sf/remote-contract';
import { serverTexts } from '@sf/test-kit/testing';
import { TEXTS } from './content-texts';

/** i18next plural forms differ per language (Polish has few and many, French many): compare the keys without them. */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseKeys = (texts: Record<string, string>) => [...new Set(Object.keys(texts).map((key) => key.replace(PLURAL, '')))].sort();

const STORES = serverTexts('stores');

describe('content texts', () => {
  it('has the same keys, all filled in, for every language', () => {
    const english = baseKeys(TEXTS.en);
    for (const language of LANGUAGES) {
      expect(baseKeys(TEXTS[language]), language).toEqual(english);
      for (const [key, value] of Object.entries(TEXTS[language])) expect(value.trim(), `${language} ${key}`).not.toBe('');
    }
  });

  it('is really translated, not English copied', () => {
    for (const language of LANGUAGES.filter((candidate) => candidate !== 'en')) {
      expect(STORES[language].title, language).not.toBe(STORES.en.title);
      expect(TEXTS[language].locationSelectorTitle, language).not.toBe(TEXTS.en.locationSelectorTitle);
    }
  });
});
