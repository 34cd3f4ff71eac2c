/**
 * Newsletter e-mails, rendered in the subscription's language when queued (the outbox keeps what was sent): the
 * double opt-in confirmation and the welcome after it. Both carry the signed unsubscribe link; every interpolated value
 * is HTML-escaped.
 */
import { BRANDS, LOCALES, isLocaleCode, type BrandKey } from '@sf/contracts';
import type { I18nService } from '../i18n';
import type { NewOutboxMessage } from '../outbox';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

export interface NewsletterMailInput {
  mail: 'confirm' | 'welcome';
  to: string;
  brand: string;
  locale: string;
  /** The confirmation link (confirm mail only). */
  confirmUrl?: string;
  unsubscribeUrl: string;
}

export function newsletterEmail(i18n: I18nService, input: NewsletterMailInput): NewOutboxMessage {
  const site = isLocaleCode(input.locale) ? LOCALES[input.locale] : LOCALES['uk-en'];
  const texts = i18n.texts(site.language);
  const brandName = input.brand in BRANDS ? BRANDS[input.brand as BrandKey].name : input.brand;
  const t = (key: string) => (texts[`newsletter.email.${key}`] ?? key).replaceAll('{{brandName}}', brandName);
  const { mail } = input;
  const subject = t(`${mail}Subject`);
  const action = mail === 'confirm' && input.confirmUrl ? { label: t('confirmAction'), url: input.confirmUrl } : null;
  const text = [
    t(`${mail}Intro`),
    ...(action ? [`${action.label}: ${action.url}`, t('confirmExpiry')] : []),
    `${t('unsubscribeLine')} ${t('unsubscribeAction')}: ${input.unsubscribeUrl}`,
  ].join('\n\n');
  const html =
    `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;max-width:600px;margin:0 auto;padding:16px">' +
    `<p>${escapeHtml(t(`${mail}Intro`))}</p>` +
    (action ? `<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p><p style="color:#555">${escapeHtml(t('confirmExpiry'))}</p>` : '') +
    `<p style="color:#555;font-size:13px">${escapeHtml(t('unsubscribeLine'))} <a href="${escapeHtml(input.unsubscribeUrl)}">${escapeHtml(t('unsubscribeAction'))}</a></p>` +
    '</body></html>';
  return {
    kind: mail === 'confirm' ? 'newsletter_confirmation' : 'newsletter_welcome',
    to: input.to,
    subject,
    text,
    html,
    locale: input.locale,
    orderNumber: null,
  };
}
