import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@sf/contracts';
import { TEXTS } from './chat-texts';
import { QUERY_TOPICS } from '../features/live-chat/prechat';

describe('chat texts', () => {
  it('has the same keys, all filled in, for every language', () => {
    const english = Object.keys(TEXTS.en).sort();
    for (const language of LANGUAGES) {
      expect(Object.keys(TEXTS[language]).sort(), language).toEqual(english);
      for (const [key, value] of Object.entries(TEXTS[language])) expect(value.trim(), `${language} ${key}`).not.toBe('');
      expect(TEXTS[language].queuedMessage, language).toContain('{{email}}');
    }
  });

  it('names every query topic', () => {
    for (const topic of QUERY_TOPICS) expect(TEXTS.en[`topic.${topic}`]).toBeTruthy();
  });
});
