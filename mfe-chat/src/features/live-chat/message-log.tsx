import { useEffect, useRef } from 'react';
import styled from '@emotion/styled';
import { CHAT_SYSTEM_CODES, type ChatAttachment, type ChatMessage } from '@sf/contracts/chat';
import type { Language } from '@sf/remote-contract';
import { useTranslation } from '@sf/i18n';
import { Button, Text } from '@sf/ui';
import type { OutgoingMessage } from './chat-connection';

interface MessageLogProps {
  messages: readonly ChatMessage[];
  outbox: readonly OutgoingMessage[];
  language: Language;
  onDiscard: (clientId: string) => void;
}

/**
 * The conversation as a live log: screen readers read each new line once, politely. Every text is rendered as text
 * (React escapes it): what a shopper or agent typed never becomes markup.
 */
export function MessageLog({ messages, outbox, language, onDiscard }: MessageLogProps) {
  const { t } = useTranslation();
  const logRef = useRef<HTMLDivElement>(null);
  const lines = messages.length + outbox.length;
  useEffect(() => {
    const log = logRef.current;
    if (log && lines > 0) log.scrollTop = log.scrollHeight;
  }, [lines]);
  return (
    <Log ref={logRef} role="log" aria-live="polite" aria-label={t('chat.logLabel')} tabIndex={0} data-testid="chat-log">
      {messages.map((message) => (
        <MessageLine key={message.id} message={message} language={language} />
      ))}
      {outbox.map((message) => (
        <Bubble key={message.clientId} own data-testid="chat-outgoing">
          <Meta>{t('chat.authorYou')}</Meta>
          {message.body && <Body>{message.body}</Body>}
          {message.attachment && <Attachment attachment={message.attachment} />}
          {message.error ? (
            <Text size="sm" tone="error" as="div">
              {message.error}{' '}
              <Button variant="ghost" size="sm" onClick={() => onDiscard(message.clientId)}>
                {t('chat.discard')}
              </Button>
            </Text>
          ) : (
            <Text size="sm" tone="muted">
              {t('chat.sending')}
            </Text>
          )}
        </Bubble>
      ))}
    </Log>
  );
}

const isSystemCode = (body: string): body is (typeof CHAT_SYSTEM_CODES)[number] => (CHAT_SYSTEM_CODES as readonly string[]).includes(body);

function MessageLine({ message, language }: { message: ChatMessage; language: Language }) {
  const { t } = useTranslation();
  if (message.author === 'system') {
    // A code the client words itself; an unknown one (a newer server) is left out rather than shown raw.
    if (!isSystemCode(message.body)) return null;
    return (
      <SystemLine size="sm" tone="muted" data-testid="chat-system-line">
        {t(`chat.system.${message.body}`)}
      </SystemLine>
    );
  }
  const author =
    message.author === 'shopper'
      ? t('chat.authorYou')
      : message.author === 'agent'
        ? (message.authorName ?? t('chat.authorAgent'))
        : (message.authorName ?? t('chat.authorAssistant'));
  const links = message.author === 'bot' ? message.links.filter((link) => isSafeHref(link.href)) : [];
  return (
    <Bubble own={message.author === 'shopper'} data-testid="chat-message">
      <Meta>
        {author} · <time dateTime={message.sentAt}>{formatTime(message.sentAt, language)}</time>
      </Meta>
      {message.body && <Body>{message.body}</Body>}
      {message.attachment && <Attachment attachment={message.attachment} />}
      {links.length > 0 && (
        <LinkList aria-label={t('chat.sources')}>
          {links.map((link) => (
            <li key={link.href}>
              {/* The server sends the article's public address (locale prefix and translated path included). */}
              <a href={link.href}>{link.title}</a>
            </li>
          ))}
        </LinkList>
      )}
    </Bubble>
  );
}

function Attachment({ attachment }: { attachment: ChatAttachment }) {
  const { t } = useTranslation();
  // Served from our own origin only; anything else is not shown.
  if (!attachment.url.startsWith('/') || attachment.url.startsWith('//')) return null;
  if (attachment.type === 'application/pdf') {
    return (
      <a href={attachment.url} target="_blank" rel="noopener noreferrer">
        {t('chat.pdfLink', { name: attachment.name })}
      </a>
    );
  }
  return (
    <a href={attachment.url} target="_blank" rel="noopener noreferrer">
      <Thumbnail src={attachment.url} alt={attachment.name} loading="lazy" />
    </a>
  );
}

/** Help-article paths of this site or web addresses; never `javascript:` or other schemes. */
export const isSafeHref = (href: string): boolean => /^\/(?!\/)/.test(href) || /^https?:\/\//i.test(href);

function formatTime(iso: string, language: Language): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(date);
}

const Log = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[3],
  flex: '1 1 auto',
  minHeight: '8rem',
  overflowY: 'auto',
  paddingBlock: theme.space[2],
  '&:focus-visible': { outline: `${theme.sizes.focusRingWidth} solid ${theme.colors.focus}`, outlineOffset: theme.sizes.focusRingOffset },
}));

const Bubble = styled('div', { shouldForwardProp: (prop) => prop !== 'own' })<{ own?: boolean }>(({ theme, own }) => ({
  alignSelf: own ? 'flex-end' : 'flex-start',
  maxWidth: '85%',
  padding: theme.space[3],
  borderRadius: theme.radii.md,
  background: own ? theme.colors.background : theme.colors.surface,
  border: `${theme.sizes.borderWidth} solid ${theme.colors.border}`,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[1],
}));

const Meta = styled.p(({ theme }) => ({ margin: 0, fontSize: theme.fontSizes.xs, color: theme.colors.mutedText, fontWeight: theme.fontWeights.medium }));

/** Line breaks as typed; long words wrap instead of widening the window. */
const Body = styled.p({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

const SystemLine = styled(Text)({ textAlign: 'center' });

const LinkList = styled.ul(({ theme }) => ({ margin: 0, paddingInlineStart: theme.space[4] }));

const Thumbnail = styled.img(({ theme }) => ({ display: 'block', maxWidth: '12rem', maxHeight: '12rem', borderRadius: theme.radii.sm }));
