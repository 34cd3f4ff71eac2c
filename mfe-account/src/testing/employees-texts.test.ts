import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@sf/remote-contract';
import { EMPLOYEES_TEXTS } from './employees-texts';

describe('employees texts', () => {
  it('has the same keys, all filled in and translated, for every language', () => {
    const english = Object.keys(EMPLOYEES_TEXTS.en).sort();
    for (const language of LANGUAGES) {
      expect(Object.keys(EMPLOYEES_TEXTS[language]).sort(), language).toEqual(english);
      for (const [key, value] of Object.entries(EMPLOYEES_TEXTS[language])) expect(value.trim(), `${language} ${key}`).not.toBe('');
      if (language !== 'en') expect(EMPLOYEES_TEXTS[language].accept, language).not.toBe(EMPLOYEES_TEXTS.en.accept);
    }
  });
});
