import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import styled from '@emotion/styled';
import { CHAT_ATTACHMENT_MAX_BYTES, CHAT_ATTACHMENT_TYPES, CHAT_MESSAGE_MAX } from '@sf/contracts/chat';
import { useTranslation } from '@sf/i18n';
import { Alert, Button, controlStyles, Inline } from '@sf/ui';
import { refusalMessage } from './chat-api';

/** A typing frame at most this often while the shopper types; "stopped" after this long without a key. */
export const TYPING_THROTTLE_MS = 3000;

interface ComposerProps {
  onSend: (body: string) => void;
  onAttach: (file: File, body: string) => Promise<void>;
  onTyping: (typing: boolean) => void;
  /** A refusal the server sent without naming a message (rate-limited, closed…). */
  notice: string | null;
  textareaRef?: Ref<HTMLTextAreaElement>;
}

/** The message box: Enter sends, Shift+Enter adds a line; a counter towards CHAT_MESSAGE_MAX; a file to attach. */
export function Composer({ onSend, onAttach, onTyping, notice, textareaRef }: ComposerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const typing = useTypingSignal(onTyping);

  const send = () => {
    const body = text.trim();
    if (!body) return;
    onSend(body);
    setText('');
    typing.stopped();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  const attach = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(CHAT_ATTACHMENT_TYPES as readonly string[]).includes(file.type)) return setFileError(t('chat.attachWrongType', { name: file.name }));
    if (file.size > CHAT_ATTACHMENT_MAX_BYTES) return setFileError(t('chat.attachTooLarge', { name: file.name }));
    setFileError(null);
    setUploading(true);
    try {
      await onAttach(file, text.trim());
      setText('');
    } catch (error) {
      setFileError(refusalMessage(error) ?? t('chat.attachFailed'));
    } finally {
      setUploading(false);
    }
  };

  const problem = fileError ?? notice;
  return (
    <form onSubmit={submit} data-testid="chat-composer">
      <ComposerFrame>
        {problem && <Alert tone="error">{problem}</Alert>}
        <label htmlFor={id}>{t('chat.composerLabel')}</label>
        <TextArea
          ref={textareaRef}
          id={id}
          name="message"
          rows={3}
          value={text}
          maxLength={CHAT_MESSAGE_MAX}
          aria-describedby={`${id}-hint ${id}-count`}
          onKeyDown={onKeyDown}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value) typing.typed();
          }}
        />
        <Inline justify="between" align="center">
          <Hint id={`${id}-hint`}>{t('chat.composerHint')}</Hint>
          <Hint id={`${id}-count`} data-testid="chat-character-count">
            {t('chat.characterCount', { count: text.length, max: CHAT_MESSAGE_MAX })}
          </Hint>
        </Inline>
        <Inline justify="between" align="center">
          <input
            ref={fileRef}
            type="file"
            hidden
            accept={CHAT_ATTACHMENT_TYPES.join(',')}
            aria-label={t('chat.attach')}
            data-testid="chat-file-input"
            onChange={attach}
          />
          <Button variant="secondary" size="sm" loading={uploading} aria-describedby={`${id}-attach-hint`} onClick={() => fileRef.current?.click()}>
            {t('chat.attach')}
          </Button>
          <Button type="submit" size="sm">
            {t('chat.send')}
          </Button>
        </Inline>
        <Hint id={`${id}-attach-hint`}>{t('chat.attachHint')}</Hint>
      </ComposerFrame>
    </form>
  );
}

/** Sends `typing: true` at most every TYPING_THROTTLE_MS while keys come, and `false` once they stop or on send. */
function useTypingSignal(onTyping: (typing: boolean) => void) {
  const lastSent = useRef(0);
  const idle = useRef<ReturnType<typeof setTimeout> | null>(null);
  const callback = useRef(onTyping);
  callback.current = onTyping;
  useEffect(
    () => () => {
      if (idle.current) clearTimeout(idle.current);
    },
    [],
  );
  const stopped = () => {
    if (idle.current) clearTimeout(idle.current);
    idle.current = null;
    if (lastSent.current === 0) return;
    lastSent.current = 0;
    callback.current(false);
  };
  const typed = () => {
    const now = Date.now();
    if (now - lastSent.current >= TYPING_THROTTLE_MS) {
      lastSent.current = now;
      callback.current(true);
    }
    if (idle.current) clearTimeout(idle.current);
    idle.current = setTimeout(stopped, TYPING_THROTTLE_MS);
  };
  return { typed, stopped };
}

const ComposerFrame = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space[2],
  paddingBlockStart: theme.space[3],
  borderTop: `${theme.sizes.borderWidth} solid ${theme.colors.border}`,
  '& > label': { fontWeight: theme.fontWeights.medium },
}));

const TextArea = styled.textarea(({ theme }) => ({ ...controlStyles(theme), paddingBlock: theme.space[2], resize: 'vertical', font: 'inherit' }));

const Hint = styled.span(({ theme }) => ({ color: theme.colors.mutedText, fontSize: theme.fontSizes.sm }));
