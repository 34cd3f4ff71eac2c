import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from '@emotion/styled';
import { useTranslation } from '@sf/i18n';
import { Alert, Button, Heading, Inline, Stack } from '@sf/ui';
import { refusalMessage } from './chat-api';

interface EndChatConfirmationProps {
  onConfirm: (transcript: boolean) => Promise<void>;
  onCancel: () => void;
}

/** "End this chat?" with the choice to get the transcript by e-mail. */
export function EndChatConfirmation({ onConfirm, onCancel }: EndChatConfirmationProps) {
  const { t } = useTranslation();
  const id = useId();
  const [transcript, setTranscript] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The first choice to make: focus moves here from the End chat button that opened this.
  const checkboxRef = useRef<HTMLInputElement>(null);
  useEffect(() => checkboxRef.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onConfirm(transcript);
    } catch (failure) {
      setError(refusalMessage(failure) ?? t('chat.endFailed'));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} aria-labelledby={`${id}-title`} data-testid="end-chat-confirmation">
      <Stack gap={3}>
        <Heading level={3} size="md" id={`${id}-title`}>
          {t('chat.endConfirmTitle')}
        </Heading>
        {error && <Alert tone="error">{error}</Alert>}
        <CheckboxLabel>
          <input ref={checkboxRef} type="checkbox" checked={transcript} onChange={(event) => setTranscript(event.target.checked)} />
          {t('chat.endTranscript')}
        </CheckboxLabel>
        <Inline gap={2}>
          <Button type="submit" loading={busy}>
            {t('chat.endConfirm')}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {t('chat.endCancel')}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}

const CheckboxLabel = styled.label(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[2],
  minHeight: theme.sizes.minTarget,
  '& input': { width: '1.25rem', height: '1.25rem' },
}));
