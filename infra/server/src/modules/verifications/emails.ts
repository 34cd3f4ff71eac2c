/** The e-mail with the verification code, in the site's language, sent to the academic address through the outbox. */
import { STUDENT_CODE_MINUTES } from '@sf/contracts/student-verification';
import type { I18nService } from '../i18n';
import { emailDocument, escapeHtml, mailTexts, type NewOutboxMessage } from '../outbox';

export interface CodeEmailInput {
  to: string;
  brand: string;
  locale: string;
  code: string;
  institution: string;
}

export function codeEmail(i18n: I18nService, input: CodeEmailInput): NewOutboxMessage {
  const { t } = mailTexts(i18n, 'student-mail', input.brand, input.locale);
  const values = { code: input.code, minutes: String(STUDENT_CODE_MINUTES), institution: input.institution };
  const subject = t('email.subject', values);
  const lines = [t('email.intro', values), t('email.expiry', values), t('email.notYou', values)];
  const text = [t('email.intro', values), input.code, t('email.expiry', values), t('email.notYou', values)].join('\n\n');
  const html = emailDocument(
    subject,
    `<p>${escapeHtml(lines[0] ?? '')}</p>` +
      `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(input.code)}</p>` +
      lines
        .slice(1)
        .map((line) => `<p>${escapeHtml(line)}</p>`)
        .join(''),
  );
  return { kind: 'student_verification_code', to: input.to, subject, text, html, locale: input.locale, orderNumber: null };
}
