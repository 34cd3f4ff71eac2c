import type { Language, LocaleCode } from '@sf/contracts';

/** Languages the chat vendor's agents are staffed for (its own codes, not our locale codes). */
export type ChatLanguage = 'en_GB' | 'en_US' | 'de' | 'fr' | 'it' | 'es' | 'es_US' | 'nl' | 'pl' | 'pt';

/**
 * Spec §9: the chat language is mapped from the site locale. A Record over every LocaleCode, so adding a locale to
 * the contracts fails the type check here until someone decides its chat language. null = no live chat there
 * (spec §2.3/§9: the Canada locales have none).
 */
export const CHAT_LANGUAGE_BY_LOCALE: Readonly<Record<LocaleCode, ChatLanguage | null>> = {
  'uk-en': 'en_GB',
  'de-de': 'de',
  'fr-fr': 'fr',
  'it-it': 'it',
  'es-es': 'es',
  'nl-nl': 'nl',
  'pl-pl': 'pl',
  'pt-pt': 'pt',
  'at-de': 'de',
  'be-nl': 'nl',
  'ch-fr': 'fr',
  'us-en': 'en_US',
  'us-es': 'es_US',
  'ca-en': null,
  'ca-fr': null,
};

export function chatLanguageFor(locale: LocaleCode): ChatLanguage | null {
  return CHAT_LANGUAGE_BY_LOCALE[locale] ?? null;
}

/** Spec §5: German and Dutch prechat forms carry an extra acknowledgement ("Kenntnisnahme") under the privacy notice. */
const ACKNOWLEDGEMENT_LANGUAGES: ReadonlySet<Language> = new Set<Language>(['de', 'nl']);

export function needsPrivacyAcknowledgement(language: Language): boolean {
  return ACKNOWLEDGEMENT_LANGUAGES.has(language);
}
