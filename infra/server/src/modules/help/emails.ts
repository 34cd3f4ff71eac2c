/** The contact form's acknowledgement e-mail, in the shopper's language; the shopper's own words are escaped. */
import type { ContactTopic } from '@sf/contracts/help';
import type { I18nService } from '../i18n';
import { emailDocument, escapeHtml, mailTexts, type NewOutboxMessage } from '../outbox';

export interface AcknowledgementInput {
  to: string;
  name: string;
  brand: string;
  locale: string;
  reference: string;
  topic: ContactTopic;
  message: string;
}

export function acknowledgementEmail(i18n: I18nService, input: AcknowledgementInput): NewOutboxMessage {
  const { t } = mailTexts(i18n, 'help-mail', input.brand, input.locale);
  const values = { name: input.name, reference: input.reference };
  const subject = t('email.subject', values);
  const topic = t(`email.topics.${input.topic}`);
  const lines = [t('email.greeting', values), t('email.intro', values), t('email.reference', values), t('email.nextSteps', values)];
  const text = [...lines, `${t('email.topicLabel')}: ${topic}`, `${t('email.messageLabel')}:\n${input.message}`].join('\n\n');
  const html = emailDocument(
    subject,
    lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
      `<p><strong>${escapeHtml(t('email.topicLabel'))}:</strong> ${escapeHtml(topic)}</p>` +
      `<p><strong>${escapeHtml(t('email.messageLabel'))}:</strong></p><blockquote style="white-space:pre-wrap;color:#555">${escapeHtml(input.message)}</blockquote>`,
  );
  return { kind: 'contact_acknowledgement', to: input.to, subject, text, html, locale: input.locale, orderNumber: null };
}
