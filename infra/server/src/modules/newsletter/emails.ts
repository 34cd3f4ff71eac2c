/**
 * Newsletter e-mails, rendered in the subscription's language when queued (the outbox keeps what was sent): the
 * double opt-in confirmation and the welcome after it. Both carry the signed unsubscribe link; every interpolated value
 * is HTML-escaped (the outbox's e-mail kit: texts, escaping and the shared document layout).
 */
import type { I18nService } from '../i18n';
import { emailDocument, escapeHtml, mailTexts, type NewOutboxMessage } from '../outbox';

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
  const { t: translate } = mailTexts(i18n, 'newsletter-mail', input.brand, input.locale);
  const t = (key: string) => translate(`email.${key}`);
  const { mail } = input;
  const subject = t(`${mail}Subject`);
  const action = mail === 'confirm' && input.confirmUrl ? { label: t('confirmAction'), url: input.confirmUrl } : null;
  const text = [
    t(`${mail}Intro`),
    ...(action ? [`${action.label}: ${action.url}`, t('confirmExpiry')] : []),
    `${t('unsubscribeLine')} ${t('unsubscribeAction')}: ${input.unsubscribeUrl}`,
  ].join('\n\n');
  const html = emailDocument(
    subject,
    `<p>${escapeHtml(t(`${mail}Intro`))}</p>` +
      (action ? `<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p><p style="color:#555">${escapeHtml(t('confirmExpiry'))}</p>` : '') +
      `<p style="color:#555;font-size:13px">${escapeHtml(t('unsubscribeLine'))} <a href="${escapeHtml(input.unsubscribeUrl)}">${escapeHtml(t('unsubscribeAction'))}</a></p>`,
  );
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
