export { initI18n, changeLocale, activateLocaleNow, type InitI18nOptions, type LoadLocaleOptions } from './init-i18n';
export {
  getLocalePayload,
  localizedUrl,
  currentLocale,
  languageTagOf,
  fetchLocalePayloadFromServer,
  type FetchLocalePayload,
} from './locale-payload';
export { createMissingKeyWarner, type MissingKeyHandler } from './missing-key-warning';
// Remotes import these from here, so the shared react-i18next singleton is the only one they ever touch.
export { useTranslation, Trans } from 'react-i18next';
export { default as i18n } from 'i18next';
