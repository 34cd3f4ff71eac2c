import { useEffect, useRef, useState } from 'react';
import styled from '@emotion/styled';
import { useStore } from '@nanostores/react';
import { $session, type Language } from '@sf/remote-contract';
import { useTranslation } from '@sf/i18n';
import { Alert, Button, Text } from '@sf/ui';
import type { ChatConnectionState } from './chat-connection';
import { Composer } from './composer';
import { discardFailedMessage, endConversation, requestHandoff, sendChatAttachment, sendChatMessage, sendTyping, startNewChat } from './conversation-store';
import { EndChatConfirmation } from './end-chat-confirmation';
import { MessageLog } from './message-log';

interface ConversationViewProps {
  state: ChatConnectionState;
  language: Language;
  /** The shopper asked to end the chat (header button): the confirmation replaces the composer. */
  confirmingEnd: boolean;
  onEndSettled: () => void;
  /** Focus the message box when it appears (right after the prechat form). */
  focusComposer: boolean;
}

export function ConversationView({ state, language, confirmingEnd, onEndSettled, focusComposer }: ConversationViewProps) {
  const { t } = useTranslation();
  const session = useStore($session);
  const { conversation } = state;
  const closed = conversation.status === 'closed';
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const newChatRef = useRef<HTMLButtonElement>(null);
  const [handoffAsked, setHandoffAsked] = useState(false);

  useEffect(() => {
    if (focusComposer) textareaRef.current?.focus();
  }, [focusComposer]);
  // The handoff button goes once a person is asked for: the message box takes the focus it had.
  const handoffFocused = useRef(false);
  useEffect(() => {
    if (conversation.status === 'bot') return;
    setHandoffAsked(false);
    if (handoffFocused.current) textareaRef.current?.focus();
    handoffFocused.current = false;
  }, [conversation.status]);
  // The composer goes away with a closed chat: focus the way on rather than losing it to <body>.
  const wasClosed = useRef(closed);
  useEffect(() => {
    if (closed && !wasClosed.current) newChatRef.current?.focus();
    wasClosed.current = closed;
  }, [closed]);

  // Spec §6: loyalty members are greeted differently at the top of the conversation.
  const loyal = conversation.visitor.loyaltyMember || session.isLoyaltyMember;
  const agentName = conversation.agentName ?? t('chat.authorAgent');

  return (
    <Column data-testid="chat-conversation" data-status={conversation.status}>
      <Text data-testid="chat-greeting">{loyal ? t('chat.conversationGreetingLoyalty') : t('chat.conversationGreeting')}</Text>
      {conversation.status === 'waiting' && (
        <Alert role="none" tone="info" title={t('chat.queuedTitle')}>
          {t('chat.queuedMessage', { email: conversation.visitor.email })}
        </Alert>
      )}
      {conversation.status === 'offline' && (
        <Alert role="none" tone="success" title={t('chat.leftMessageTitle')}>
          {t('chat.leftMessage', { email: conversation.visitor.email })}
        </Alert>
      )}
      <MessageLog messages={state.messages} outbox={state.outbox} language={language} onDiscard={discardFailedMessage} />
      {/* Always in the page, so screen readers hear the indicator and the connection news when they appear. */}
      <div role="status" data-testid="chat-activity">
        {state.agentTyping && !closed && (
          <Text size="sm" tone="muted">
            {t('chat.typing', { name: agentName })}
          </Text>
        )}
        {state.link === 'reconnecting' && !closed && (
          <Text size="sm" tone="muted">
            {t('chat.reconnecting')}
          </Text>
        )}
      </div>
      {closed ? (
        <Alert
          role="none"
          tone="info"
          title={t('chat.closedTitle')}
          action={
            <Button ref={newChatRef} onClick={startNewChat}>
              {t('chat.newChat')}
            </Button>
          }
        />
      ) : confirmingEnd ? (
        <EndChatConfirmation
          onConfirm={async (transcript) => {
            await endConversation(transcript);
            onEndSettled();
          }}
          onCancel={onEndSettled}
        />
      ) : (
        <>
          {conversation.status === 'bot' && (
            <Button
              variant="secondary"
              size="sm"
              loading={handoffAsked}
              onClick={(event) => {
                handoffFocused.current = document.activeElement === event.currentTarget;
                setHandoffAsked(true);
                requestHandoff();
              }}
            >
              {t('chat.handoff')}
            </Button>
          )}
          <Composer onSend={sendChatMessage} onAttach={sendChatAttachment} onTyping={sendTyping} notice={state.notice} textareaRef={textareaRef} />
        </>
      )}
    </Column>
  );
}

const Column = styled.div(({ theme }) => ({ display: 'flex', flexDirection: 'column', gap: theme.space[3], flex: '1 1 auto', minHeight: 0 }));
