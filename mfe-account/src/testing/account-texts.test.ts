import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@sf/remote-contract';
import { TEXTS } from './account-texts';

describe('account texts', () => {
  it('has the same keys, all filled in, for every language', () => {
    const english = Object.keys(TEXTS.en).sort();
    for (const language of LANGUAGES) {
      expect(Object.keys(TEXTS[language]).sort(), language).toEqual(english);
      for (const [key, value] of Object.entries(TEXTS[language])) expect(value.trim(), `${language} ${key}`).not.toBe('');
    }
  });

  it('keeps interpolation placeholders in every translation', () => {
    for (const language of LANGUAGES) expect(TEXTS[language].greeting).toContain('{{firstName}}');
  });
});
