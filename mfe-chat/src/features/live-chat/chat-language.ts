import type { Language } from '@sf/remote-contract';

/** Spec §5: German and Dutch prechat forms carry an extra acknowledgement ("Kenntnisnahme") under the privacy notice. */
const ACKNOWLEDGEMENT_LANGUAGES: ReadonlySet<Language> = new Set<Language>(['de', 'nl']);

export function needsPrivacyAcknowledgement(language: Language): boolean {
  return ACKNOWLEDGEMENT_LANGUAGES.has(language);
}
