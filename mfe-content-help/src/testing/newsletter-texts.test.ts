import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@sf/remote-contract';
import { NEWSLETTER_TEXTS } from './newsletter-texts';

describe('newsletter texts', () => {
  it('has the same keys, all filled in, for every language', () => {
    const english = Object.keys(NEWSLETTER_TEXTS.en).sort();
    for (const language of LANGUAGES) {
      expect(Object.keys(NEWSLETTER_TEXTS[language]).sort(), language).toEqual(english);
      for (const [key, value] of Object.entries(NEWSLETTER_TEXTS[language])) expect(value.trim(), `${language} ${key}`).not.toBe('');
    }
  });

  it('is really translated, not English copied', () => {
    for (const language of LANGUAGES.filter((candidate) => candidate !== 'en')) {
      expect(NEWSLETTER_TEXTS[language].submit, language).not.toBe(NEWSLETTER_TEXTS.en.submit);
      expect(NEWSLETTER_TEXTS[language].sentHeading, language).not.toBe(NEWSLETTER_TEXTS.en.sentHeading);
    }
  });
});
