import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from '@emotion/styled';
import { useStore } from '@nanostores/react';
import type { ChatAvailability, ChatLanguage } from '@sf/contracts/chat';
import type { Language, LocaleCode } from '@sf/remote-contract';
import { useTranslation } from '@sf/i18n';
import { Button, Heading, IconButton, Inline } from '@sf/ui';
import { CloseIcon } from './chat-icons';
import { ConversationView } from './conversation-view';
import { $conversation } from './conversation-store';
import { PrechatForm } from './prechat-form';

interface ChatPanelProps {
  id: string;
  locale: LocaleCode;
  language: Language;
  chatLanguage: ChatLanguage;
  availability: ChatAvailability | null;
  onClose: () => void;
}

/**
 * A non-modal dialog: the shopper can keep browsing while it is open. Focus moves into it when it opens; Escape or
 * the close button closes it and the launcher gets focus back. Without a conversation it shows the prechat form,
 * with one the conversation.
 */
export function ChatPanel({ id, locale, language, chatLanguage, availability, onClose }: ChatPanelProps) {
  const { t } = useTranslation();
  const state = useStore($conversation);
  const panelRef = useRef<HTMLElement>(null);
  const [confirmingEnd, setConfirmingEnd] = useState(false);
  const titleId = `${id}-title`;

  useEffect(() => panelRef.current?.focus(), []);
  // Started from the form while open: the form (and its submit button) go away, the message box takes focus.
  const hasConversation = state !== null;
  const hadConversation = useRef(hasConversation);
  const [focusComposer, setFocusComposer] = useState(false);
  useEffect(() => {
    if (hasConversation && !hadConversation.current) setFocusComposer(true);
    if (!hasConversation) {
      setFocusComposer(false);
      setConfirmingEnd(false);
      if (hadConversation.current) panelRef.current?.focus();
    }
    hadConversation.current = hasConversation;
  }, [hasConversation]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  const canEnd = state !== null && state.conversation.status !== 'closed' && !confirmingEnd;
  return (
    <Panel
      id={id}
      ref={panelRef}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      data-chat-language={chatLanguage}
    >
      <PanelHeader justify="between" align="center" wrap={false}>
        <Heading level={2} size="lg" id={titleId}>
          {t('chat.title')}
        </Heading>
        <Inline gap={1} wrap={false}>
          {canEnd && (
            <Button variant="ghost" size="sm" onClick={() => setConfirmingEnd(true)}>
              {t('chat.endChat')}
            </Button>
          )}
          <IconButton aria-label={t('chat.close')} icon={<CloseIcon />} onClick={onClose} />
        </Inline>
      </PanelHeader>
      <PanelBody>
        {state ? (
          <ConversationView
            state={state}
            language={language}
            confirmingEnd={confirmingEnd}
            onEndSettled={() => setConfirmingEnd(false)}
            focusComposer={focusComposer}
          />
        ) : (
          <PrechatForm locale={locale} language={language} availability={availability} />
        )}
      </PanelBody>
    </Panel>
  );
}

/**
 * Spec §9: the chat window is at most 25rem by 40rem; on small screens (30rem wide or less) it fills the screen.
 * Styled components, not the css prop: @emotion/styled is shared, so the theme always arrives (see chat-icons.tsx).
 */
const SMALL_SCREEN = '@media (max-width: 30rem)';

const Panel = styled.section(({ theme }) => ({
  position: 'fixed',
  insetInlineEnd: theme.space[4],
  insetBlockEnd: `calc(${theme.space[4]} + ${theme.sizes.minTarget} + ${theme.space[3]})`,
  zIndex: theme.zIndices.overlay,
  display: 'flex',
  flexDirection: 'column',
  width: `min(25rem, calc(100vw - 2 * ${theme.space[4]}))`,
  maxHeight: `min(40rem, calc(100vh - ${theme.sizes.minTarget} - 3 * ${theme.space[4]}))`,
  background: theme.colors.background,
  color: theme.colors.text,
  border: `${theme.sizes.borderWidth} solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  boxShadow: theme.shadows.lg,
  '&:focus-visible': { outline: `${theme.sizes.focusRingWidth} solid ${theme.colors.focus}`, outlineOffset: theme.sizes.focusRingOffset },
  [SMALL_SCREEN]: { inset: 0, width: '100%', maxHeight: 'none', height: '100%', border: 'none', borderRadius: 0, boxShadow: 'none' },
}));

const PanelHeader = styled(Inline)(({ theme }) => ({
  paddingBlock: theme.space[2],
  paddingInlineStart: theme.space[4],
  paddingInlineEnd: theme.space[2],
  borderBottom: `${theme.sizes.borderWidth} solid ${theme.colors.border}`,
}));

const PanelBody = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  minHeight: 0,
  padding: theme.space[4],
  overflowY: 'auto',
}));
