import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { Theme } from '@emotion/react';
import { useApiData } from '@sf/api-client/use-api-data';
import { CHAT_MESSAGE_MAX, type ChatLanguage } from '@sf/contracts/chat';
import { useTranslation } from '@sf/i18n';
import { Button, controlStyles, Inline, Select, Stack, Text } from '@sf/ui';
import type { AgentApi } from './agent-api';

export interface ComposerProps {
  api: AgentApi;
  /** The conversation's language: the canned replies are those written for it. */
  language: ChatLanguage;
  disabled: boolean;
  onSend: (body: string) => void;
  onTyping: () => void;
}

/** Puts `insert` where the cursor is (replacing a selection), with a space between it and the text before. */
export function insertAt(text: string, insert: string, start: number, end: number): { text: string; cursor: number } {
  const before = text.slice(0, start);
  const glue = before.length > 0 && !/\s$/.test(before) ? ' ' : '';
  const next = `${before}${glue}${insert}${text.slice(end)}`;
  return { text: next, cursor: before.length + glue.length + insert.length };
}

/** The agent's message field: Enter sends, Shift+Enter is a new line; canned replies go in at the cursor. */
export function Composer({ api, language, disabled, onSend, onTyping }: ComposerProps) {
  const { t } = useTranslation();
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState('');
  const canned = useApiData(`agent-chat-canned|${language}`, (signal) => api.canned(language, signal));
  const replies = canned.state.status === 'ready' ? canned.state.data : [];

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    const body = text.trim();
    if (!body || disabled) return;
    onSend(body);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Not while an input method composes a character (Japanese, Chinese…): Enter confirms it there.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) send(event);
  };
  const insertReply = () => {
    const reply = replies.find((candidate) => candidate.id === chosen);
    if (!reply) return;
    const input = field.current;
    const result = insertAt(text, reply.body, input?.selectionStart ?? text.length, input?.selectionEnd ?? text.length);
    setText(result.text.slice(0, CHAT_MESSAGE_MAX));
    setChosen('');
    if (input) {
      input.focus();
      // After React has written the new value.
      requestAnimationFrame(() => input.setSelectionRange(result.cursor, result.cursor));
    }
  };

  return (
    <form onSubmit={send} aria-label={t('agent-console.composerLabel')} noValidate>
      <Stack gap={2}>
        <label htmlFor={`${id}-message`} css={(theme: Theme) => ({ fontWeight: theme.fontWeights.medium })}>
          {t('agent-console.message')}
        </label>
        <Text id={`${id}-hint`} size="sm" tone="muted">
          {t('agent-console.messageHint')}
        </Text>
        <textarea
          ref={field}
          id={`${id}-message`}
          name="message"
          rows={3}
          value={text}
          maxLength={CHAT_MESSAGE_MAX}
          disabled={disabled}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            setText(event.target.value);
            onTyping();
          }}
          onKeyDown={onKeyDown}
          css={(theme: Theme) => [controlStyles(theme), { paddingBlock: theme.space[2], resize: 'vertical' as const, font: 'inherit' }]}
        />
        <Inline gap={2}>
          <Button type="submit" disabled={disabled || text.trim() === ''}>
            {t('agent-console.send')}
          </Button>
        </Inline>
        <Inline gap={2} css={{ alignItems: 'flex-end' }}>
          <div css={{ flex: '1 1 16rem' }}>
            <Select
              name="canned"
              label={t('agent-console.cannedReplies')}
              placeholder={canned.state.status === 'failed' ? t('agent-console.cannedFailed') : t('agent-console.cannedChoose')}
              options={replies.map((reply) => ({ value: reply.id, label: reply.title }))}
              value={chosen}
              disabled={disabled || replies.length === 0}
              onChange={(event) => setChosen(event.target.value)}
            />
          </div>
          <Button variant="secondary" disabled={disabled || chosen === ''} onClick={insertReply}>
            {t('agent-console.insertReply')}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
