import type { ReactNode } from 'react';
import type { Theme } from '@emotion/react';
import type { ChatAttachment, ChatConversation, ChatMessage } from '@sf/contracts/chat';
import { useTranslation } from '@sf/i18n';
import { focusRing, Text } from '@sf/ui';
import { safeHref } from '../../shared/safe-href';
import type { PendingMessage } from './agent-connection';
import { fileSize, isSystemCode, sameOriginPath, timeOf } from './chat-format';

export interface MessageLogProps {
  /** The log's accessible name (the conversation heading's id). */
  labelledBy: string;
  messages: readonly ChatMessage[];
  pending: readonly PendingMessage[];
  visitor: ChatConversation['visitor'];
  uiTag: string;
}

const bubble = (theme: Theme, mine: boolean) => ({
  maxWidth: '80%',
  alignSelf: mine ? ('flex-end' as const) : ('flex-start' as const),
  padding: theme.space[2],
  borderRadius: theme.radii.md,
  border: `${theme.sizes.borderWidth} solid ${theme.colors.border}`,
  background: mine ? theme.colors.surface : theme.colors.background,
});

/**
 * The conversation as a `role="log"` (a polite live region: screen readers announce each new message, not the
 * history). Every body is React text, so `<script>` typed by a shopper shows as those characters.
 */
export function MessageLog({ labelledBy, messages, pending, visitor, uiTag }: MessageLogProps) {
  const { t } = useTranslation();
  const authorOf = (message: ChatMessage): string => {
    if (message.author === 'shopper') return visitor.name ?? visitor.email;
    if (message.author === 'agent') return message.authorName ?? t('agent-console.author.agent');
    return message.authorName ?? t('agent-console.author.bot');
  };
  return (
    <div
      role="log"
      aria-labelledby={labelledBy}
      data-testid="agent-message-log"
      css={(theme: Theme) => ({
        maxHeight: '60vh',
        overflowY: 'auto',
        padding: theme.space[2],
        border: `${theme.sizes.borderWidth} solid ${theme.colors.border}`,
        borderRadius: theme.radii.md,
      })}
    >
      <ol css={(theme: Theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: theme.space[2] })}>
        {messages.map((message) =>
          message.author === 'system' ? (
            <li key={message.id} css={{ alignSelf: 'center' }}>
              <Text as="span" size="sm" tone="muted">
                {isSystemCode(message.body) ? t(`agent-console.system.${message.body}`) : message.body} · {timeOf(message.sentAt, uiTag)}
              </Text>
            </li>
          ) : (
            <li key={message.id} css={(theme: Theme) => bubble(theme, message.author === 'agent')} data-testid="agent-message">
              <Text as="span" size="sm" weight="bold">
                {authorOf(message)}
              </Text>{' '}
              <Text as="span" size="sm" tone="muted">
                {timeOf(message.sentAt, uiTag)}
              </Text>
              {message.body && <Text css={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.body}</Text>}
              {message.attachment && <Attachment attachment={message.attachment} uiTag={uiTag} />}
              {message.links.length > 0 && (
                <ul css={{ margin: 0 }}>
                  {message.links.map((link) => {
                    const href = safeHref(link.href);
                    return <li key={`${link.href}|${link.title}`}>{href ? <NewTabLink href={href}>{link.title}</NewTabLink> : link.title}</li>;
                  })}
                </ul>
              )}
            </li>
          ),
        )}
        {pending.map((message) => (
          <li key={message.clientId} css={(theme: Theme) => bubble(theme, true)} data-testid="agent-message-pending">
            <Text css={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.body}</Text>
            <Text as="span" size="sm" tone={message.error ? 'error' : 'muted'}>
              {message.error ? t('agent-console.notSent', { reason: message.error.message }) : t('agent-console.sending')}
            </Text>
          </li>
        ))}
      </ol>
    </div>
  );
}

function Attachment({ attachment, uiTag }: { attachment: ChatAttachment; uiTag: string }) {
  const { t } = useTranslation();
  const href = sameOriginPath(attachment.url);
  if (!href) return <Text size="sm">{attachment.name}</Text>;
  const label = t('agent-console.attachment', { name: attachment.name, size: fileSize(attachment.size, uiTag) });
  if (attachment.type === 'application/pdf') {
    return <NewTabLink href={href}>{label}</NewTabLink>;
  }
  return (
    <NewTabLink href={href} aria-label={label}>
      <img src={href} alt={attachment.name} width={160} height={120} loading="lazy" css={{ objectFit: 'cover', display: 'block' }} />
    </NewTabLink>
  );
}

/**
 * Attachments (server paths, not pages) and help articles open beside the console, so a click never leaves a live
 * conversation; a plain <a>, not the ui Link, which would put the console's locale in front of an /api path.
 */
function NewTabLink({ href, children, ...rest }: { href: string; children: ReactNode; 'aria-label'?: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      css={(theme: Theme) => ({ color: theme.colors.primary, textDecoration: 'underline', display: 'inline-block', ...focusRing(theme) })}
      {...rest}
    >
      {children}
    </a>
  );
}
