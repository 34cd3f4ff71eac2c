export { initI18n, changeLocale, activateLocaleNow, type InitI18nOptions, type LoadLocaleOptions } from './init-i18n';
export {
  getLocalePayload,
  localizedUrl,
  currentLocale,
  languageTagOf,
  fetchLocalePayloadFromServer,
  type FetchLocalePayload,
} from './locale-payload';
export { ensureTextNamespaces } from './text-namespaces';
export { createMissingKeyWarner, type MissingKeyHandler } from './missing-key-warning';
// Remotes import the binding from here: one i18next singleton (shared through Module Federation) for the page.
export { useTranslation, type Translation } from './use-translation';
export { default as i18n } from 'i18next';
