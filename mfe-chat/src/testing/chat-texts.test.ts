import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@sf/remote-contract';
import { TEXTS } from './chat-texts';
import { CHAT_QUERY_TOPICS, CHAT_SYSTEM_CODES } from '@sf/contracts/chat';

describe('chat texts', () => {
  it('has the same keys, all filled in, for every language', () => {
    const english = Object.keys(TEXTS.en).sort();
    for (const language of LANGUAGES) {
      expect(Object.keys(TEXTS[language]).sort(), language).toEqual(english);
      for (const [key, value] of Object.entries(TEXTS[language])) expect(value.trim(), `${language} ${key}`).not.toBe('');
      expect(TEXTS[language].queuedMessage, language).toContain('{{email}}');
    }
  });

  it('names every query topic and words every system line', () => {
    for (const topic of CHAT_QUERY_TOPICS) expect(TEXTS.en[`topic.${topic}`]).toBeTruthy();
    for (const code of CHAT_SYSTEM_CODES) expect(TEXTS.en[`system.${code}`]).toBeTruthy();
  });

  it('keeps the placeholders of every text in every language', () => {
    const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const language of LANGUAGES) {
      for (const [key, english] of Object.entries(TEXTS.en))
        expect(placeholders(TEXTS[language][key] ?? ''), `${language} ${key}`).toEqual(placeholders(english));
    }
  });
});
