/**
 * The chat's e-mails: an agent's answer to a conversation left outside business hours (with the link that continues
 * it) and a closed conversation's transcript. Everybody's words are escaped in the HTML; the text part is plain.
 */
import { BRANDS, type BrandKey } from '@sf/remote-contract';
import type { ChatMessage } from '@sf/contracts/chat';
import { emailDocument, escapeHtml, type NewOutboxMessage } from '../outbox';
import type { ConversationRow } from './store';

const brandName = (brand: string) => (brand in BRANDS ? BRANDS[brand as BrandKey].name : brand);

const SYSTEM_LINES: Record<string, string> = {
  'agent-joined': 'An agent joined the conversation.',
  transferred: 'The conversation was transferred.',
  handoff: 'The conversation was passed to an agent.',
  'ended-by-agent': 'The agent ended the conversation.',
  'ended-by-shopper': 'You ended the conversation.',
  'left-message': 'Message left outside business hours; we will answer by e-mail.',
};

function speaker(message: ChatMessage): string {
  if (message.author === 'shopper') return 'You';
  if (message.author === 'system') return '';
  return message.authorName ?? (message.author === 'bot' ? 'Assistant' : 'Agent');
}

const lineText = (message: ChatMessage) =>
  message.author === 'system'
    ? `— ${SYSTEM_LINES[message.body] ?? message.body}`
    : `${speaker(message)}: ${message.body}${message.attachment ? ` [${message.attachment.name}]` : ''}`;

const lineHtml = (message: ChatMessage) =>
  message.author === 'system'
    ? `<p style="color:#666;font-style:italic">${escapeHtml(SYSTEM_LINES[message.body] ?? message.body)}</p>`
    : `<p><strong>${escapeHtml(speaker(message))}:</strong> <span style="white-space:pre-wrap">${escapeHtml(message.body)}</span>` +
      `${message.attachment ? ` <em>[${escapeHtml(message.attachment.name)}]</em>` : ''}</p>`;

export function offlineReplyEmail(conversation: ConversationRow, reply: ChatMessage, continueUrl: string): NewOutboxMessage {
  const brand = brandName(conversation.brand);
  const subject = `${brand}: an answer to your chat message`;
  const greeting = conversation.visitorName ? `Hello ${conversation.visitorName},` : 'Hello,';
  const agent = reply.authorName ?? 'Our customer service team';
  const text = [greeting, `${agent} answered the message you left:`, reply.body, `Continue the conversation: ${continueUrl}`].join('\n\n');
  const html = emailDocument(
    subject,
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(agent)} answered the message you left:</p>` +
      `<blockquote style="white-space:pre-wrap;color:#333">${escapeHtml(reply.body)}</blockquote>` +
      `<p><a href="${escapeHtml(continueUrl)}">Continue the conversation</a></p>`,
  );
  return { kind: 'chat_reply', to: conversation.visitorEmail, subject, text, html, locale: conversation.locale, orderNumber: null };
}

export function transcriptEmail(conversation: ConversationRow, messages: ChatMessage[]): NewOutboxMessage {
  const brand = brandName(conversation.brand);
  const subject = `${brand}: your chat transcript`;
  const intro = `Here is your conversation with ${brand} customer service, started ${conversation.startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC.`;
  const text = [intro, ...messages.map(lineText)].join('\n\n');
  const html = emailDocument(subject, `<p>${escapeHtml(intro)}</p>${messages.map(lineHtml).join('')}`);
  return { kind: 'chat_transcript', to: conversation.visitorEmail, subject, text, html, locale: conversation.locale, orderNumber: null };
}
