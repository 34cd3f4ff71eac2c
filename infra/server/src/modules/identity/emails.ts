/**
 * Account e-mails in the shopper's language, queued through the outbox. Links carry a one-time token; every
 * interpolated value is HTML-escaped.
 */
import type { OutboxKind } from '@sf/contracts/api';
import type { I18nService } from '../i18n';
import { emailDocument, escapeHtml, mailTexts, type NewOutboxMessage } from '../outbox';

export type AccountMail = 'verify' | 'reset' | 'change' | 'changed' | 'exists';
const KINDS: Record<AccountMail, OutboxKind> = {
  verify: 'account_verification',
  reset: 'password_reset',
  change: 'email_change',
  changed: 'password_changed',
  exists: 'account_exists',
};

export interface AccountMailInput {
  mail: AccountMail;
  to: string;
  name: string;
  brand: string;
  locale: string;
  /** The link the mail leads to: with its token, or for `changed` and `exists` the password reset page. */
  url: string;
  /** `exists` only: the sign-in page. */
  signInUrl?: string;
}

export function accountEmail(i18n: I18nService, input: AccountMailInput): NewOutboxMessage {
  const { t: text } = mailTexts(i18n, 'identity-mail', input.brand, input.locale);
  const t = (key: string) => text(`email.${key}`, { name: input.name, url: input.url });
  const { mail } = input;
  const subject = t(`${mail}Subject`);
  const paragraphs: Array<{ text: string; link?: string; muted?: boolean }> =
    mail === 'changed'
      ? [{ text: t('changedIntro') }, { text: t('changedHelp') }]
      : mail === 'exists'
        ? [{ text: t('existsIntro') }, { text: t('existsSignIn'), link: input.signInUrl ?? input.url }, { text: t('existsReset'), link: input.url }]
        : [
            { text: t(`${mail}Intro`) },
            { text: t(`${mail}Action`), link: input.url },
            { text: t(mail === 'reset' ? 'resetExpiry' : 'verifyExpiry'), muted: true },
          ];
  return {
    kind: KINDS[mail],
    to: input.to,
    subject,
    text: paragraphs.map((paragraph) => (paragraph.link ? `${paragraph.text}: ${paragraph.link}` : paragraph.text)).join('\n\n'),
    html: emailDocument(
      subject,
      paragraphs
        .map((paragraph) =>
          paragraph.link
            ? `<p><a href="${escapeHtml(paragraph.link)}">${escapeHtml(paragraph.text)}</a></p>`
            : `<p${paragraph.muted ? ' style="color:#555"' : ''}>${escapeHtml(paragraph.text)}</p>`,
        )
        .join(''),
    ),
    locale: input.locale,
    orderNumber: null,
  };
}
