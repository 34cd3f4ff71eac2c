import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '@sf/remote-contract';
import { chatLanguageFor } from '@sf/contracts/chat';
import { needsPrivacyAcknowledgement } from './chat-language';

describe('chat language mapping (spec §9)', () => {
  it('maps each country site to the language its agents speak', () => {
    expect(chatLanguageFor('uk-en')).toBe('en_GB');
    expect(chatLanguageFor('us-en')).toBe('en_US');
    expect(chatLanguageFor('us-es')).toBe('es_US');
    expect(chatLanguageFor('at-de')).toBe('de');
    expect(chatLanguageFor('be-nl')).toBe('nl');
    expect(chatLanguageFor('ch-fr')).toBe('fr');
    expect(chatLanguageFor('pl-pl')).toBe('pl');
  });

  it('has no chat language for the Canada locales', () => {
    expect(chatLanguageFor('ca-en')).toBeNull();
    expect(chatLanguageFor('ca-fr')).toBeNull();
  });

  it('covers every other locale of the contracts', () => {
    const withoutChat = LOCALE_CODES.filter((locale) => chatLanguageFor(locale) === null);
    expect(withoutChat.sort()).toEqual(['ca-en', 'ca-fr']);
  });

  it('asks for the privacy acknowledgement in German and Dutch only', () => {
    expect(needsPrivacyAcknowledgement('de')).toBe(true);
    expect(needsPrivacyAcknowledgement('nl')).toBe(true);
    expect(needsPrivacyAcknowledgement('en')).toBe(false);
    expect(needsPrivacyAcknowledgement('fr')).toBe(false);
  });
});
