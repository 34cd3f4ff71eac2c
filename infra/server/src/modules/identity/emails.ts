/**
 * Account e-mails, rendered in the shopper's language when they are queued (the outbox keeps what was sent). Links
 * carry a one-time token; every interpolated value is HTML-escaped.
 */
import { BRANDS, LOCALES, isLocaleCode, type BrandKey } from '@sf/contracts';
import type { OutboxKind } from '@sf/contracts/api';
import type { I18nService } from '../i18n';
import type { NewOutboxMessage } from '../outbox';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

export type AccountMail = 'verify' | 'reset' | 'change' | 'changed';
const KINDS: Record<AccountMail, OutboxKind> = {
  verify: 'account_verification',
  reset: 'password_reset',
  change: 'email_change',
  changed: 'password_changed',
};

export interface AccountMailInput {
  mail: AccountMail;
  to: string;
  name: string;
  brand: string;
  locale: string;
  /** The link the mail leads to (with its token), or for `changed` the reset page. */
  url: string;
}

export function accountEmail(i18n: I18nService, input: AccountMailInput): NewOutboxMessage {
  const site = isLocaleCode(input.locale) ? LOCALES[input.locale] : LOCALES['uk-en'];
  const texts = i18n.texts(site.language);
  const brandName = input.brand in BRANDS ? BRANDS[input.brand as BrandKey].name : input.brand;
  const values: Record<string, string> = { brandName, name: input.name, url: input.url };
  const t = (key: string) => (texts[`identity-mail.email.${key}`] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  const { mail } = input;
  const subject = t(`${mail}Subject`);
  const lines =
    mail === 'changed'
      ? [t('changedIntro'), t('changedHelp')]
      : [t(`${mail}Intro`), `${t(`${mail}Action`)}: ${input.url}`, t(mail === 'reset' ? 'resetExpiry' : 'verifyExpiry')];
  const htmlBody =
    mail === 'changed'
      ? `<p>${escapeHtml(t('changedIntro'))}</p><p>${escapeHtml(t('changedHelp'))}</p>`
      : `<p>${escapeHtml(t(`${mail}Intro`))}</p><p><a href="${escapeHtml(input.url)}">${escapeHtml(t(`${mail}Action`))}</a></p>` +
        `<p style="color:#555">${escapeHtml(t(mail === 'reset' ? 'resetExpiry' : 'verifyExpiry'))}</p>`;
  return {
    kind: KINDS[mail],
    to: input.to,
    subject,
    text: lines.join('\n\n'),
    html:
      `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
      `<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;max-width:600px;margin:0 auto;padding:16px">${htmlBody}</body></html>`,
    locale: input.locale,
    orderNumber: null,
  };
}
