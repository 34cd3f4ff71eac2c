/**
 * What every module's e-mails share: HTML escaping, the one document layout, and texts of a namespace in the site's
 * language with `{{brandName}}` and other `{{values}}` filled in. Mails are rendered when queued, so the outbox
 * keeps exactly what the shopper received.
 */
import { BRANDS, LOCALES, isLocaleCode, type BrandKey, type LocaleInfo } from '@sf/remote-contract';
import type { I18nService } from '../i18n';

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** The HTML document around a mail's body (body is HTML the caller escaped; the title is escaped here). */
export const emailDocument = (title: string, bodyHtml: string): string =>
  `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
  `<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;max-width:600px;margin:0 auto;padding:16px">${bodyHtml}</body></html>`;

export type MailTranslate = (key: string, values?: Record<string, string>) => string;

/** `t('email.x')` reads `<namespace>.email.x` in the locale's language; an unknown locale falls back to uk-en. */
export function mailTexts(i18n: I18nService, namespace: string, brand: string, locale: string): { t: MailTranslate; site: LocaleInfo } {
  const site = isLocaleCode(locale) ? LOCALES[locale] : LOCALES['uk-en'];
  const texts = i18n.texts(site.language);
  const brandName = brand in BRANDS ? BRANDS[brand as BrandKey].name : brand;
  const t: MailTranslate = (key, values = {}) =>
    (texts[`${namespace}.${key}`] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => (name === 'brandName' ? brandName : (values[name] ?? '')));
  return { t, site };
}
