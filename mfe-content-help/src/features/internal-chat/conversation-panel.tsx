import { useEffect, useId, useState } from 'react';
import { useApiData } from '@sf/api-client/use-api-data';
import type { ChatAgentView } from '@sf/contracts/chat';
import { useTranslation } from '@sf/i18n';
import { Alert, Badge, Button, Heading, Inline, RetryAlert, SkeletonText, Stack, Text } from '@sf/ui';
import type { AgentApi } from './agent-api';
import type { AgentConnection, AgentConnectionState } from './agent-connection';
import { BlockDialog, CloseDialog, type ConversationAction, TransferDialog } from './action-dialogs';
import { queueLabel, visitorLabel } from './chat-format';
import { Composer } from './composer';
import { MessageLog } from './message-log';
import { ShopperContext } from './shopper-context';

export interface ConversationPanelProps {
  conversationId: string;
  api: AgentApi;
  connection: AgentConnection | null;
  live: AgentConnectionState;
  uiTag: string;
  onDone: (action: ConversationAction) => void;
}

type OpenDialog = 'transfer' | 'close' | 'block' | null;

/**
 * The centre and right columns for one conversation: the REST view (messages so far and the shopper's context),
 * then the WebSocket's messages after it (`watch` from its last seq).
 */
export function ConversationPanel({ conversationId, api, connection, live, uiTag, onDone }: ConversationPanelProps) {
  const { t } = useTranslation();
  const loaded = useApiData(`agent-chat-conversation|${conversationId}`, (signal) => api.conversation(conversationId, signal));
  const view = loaded.state.status === 'ready' ? loaded.state.data : null;

  useEffect(() => {
    if (view && connection) connection.watch(conversationId, view.messages, view.conversation);
  }, [view, connection, conversationId]);
  useEffect(() => () => connection?.unwatch(), [connection, conversationId]);

  if (!view) {
    return (
      <section aria-label={t('agent-console.conversationRegion')}>
        {loaded.state.status === 'loading' ? (
          <SkeletonText lines={6} />
        ) : (
          <RetryAlert message={t('agent-console.conversationFailed')} retryLabel={t('agent-console.retry')} onRetry={loaded.retry} />
        )}
      </section>
    );
  }
  return <LoadedConversation view={view} api={api} connection={connection} live={live} uiTag={uiTag} onDone={onDone} />;
}

function LoadedConversation({ view, api, connection, live, uiTag, onDone }: Omit<ConversationPanelProps, 'conversationId'> & { view: ChatAgentView }) {
  const { t } = useTranslation();
  const headingId = useId();
  const contextId = useId();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const watched = live.watching === view.conversation.id;
  const conversation = watched && live.conversation ? live.conversation : view.conversation;
  const messages = watched ? live.messages : view.messages;
  const closed = conversation.status === 'closed';
  const visitor = visitorLabel(conversation.visitor);
  const done = (action: ConversationAction) => {
    setDialog(null);
    onDone(action);
  };
  const dialogProps = { api, conversation, onClose: () => setDialog(null), onDone: done };

  return (
    <>
      <section aria-labelledby={headingId} data-testid="agent-conversation">
        <Stack gap={3}>
          <Heading level={2} size="lg" id={headingId}>
            {t('agent-console.conversationWith', { visitor })}
          </Heading>
          <Inline gap={2}>
            <Badge>{t(`agent-console.status.${conversation.status}`)}</Badge>
            <Text as="span" size="sm" tone="muted">
              {queueLabel(conversation.queue, uiTag)} · {t(`agent-console.topic.${conversation.topic}`)}
            </Text>
          </Inline>
          <Inline gap={2}>
            <Button size="sm" variant="secondary" disabled={closed} onClick={() => setDialog('transfer')}>
              {t('agent-console.transfer')}
            </Button>
            <Button size="sm" variant="secondary" disabled={closed} onClick={() => setDialog('close')}>
              {t('agent-console.closeConversation')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setDialog('block')}>
              {t('agent-console.blockVisitor')}
            </Button>
          </Inline>
          {watched && live.lastError && <Alert tone="error">{live.lastError.message}</Alert>}
          <MessageLog labelledBy={headingId} messages={messages} pending={watched ? live.pending : []} visitor={conversation.visitor} uiTag={uiTag} />
          {/* Always in the page, so the change is announced (a live region added with its text often is not). */}
          <Text role="status" size="sm" tone="muted" css={{ minHeight: '1.5em' }}>
            {watched && live.shopperTyping ? t('agent-console.shopperTyping', { visitor: conversation.visitor.name ?? conversation.visitor.email }) : ''}
          </Text>
          <Composer
            api={api}
            language={conversation.queue.language}
            disabled={closed || !connection}
            onSend={(body) => connection?.send(body)}
            onTyping={() => connection?.typing()}
          />
        </Stack>
      </section>
      <section aria-labelledby={contextId} data-testid="agent-shopper-context">
        <Stack gap={3}>
          <Heading level={2} size="lg" id={contextId}>
            {t('agent-console.context.title')}
          </Heading>
          <ShopperContext view={{ ...view, conversation }} uiTag={uiTag} />
        </Stack>
      </section>
      {dialog === 'transfer' && <TransferDialog {...dialogProps} agentId={view.agentId} uiTag={uiTag} />}
      {dialog === 'close' && <CloseDialog {...dialogProps} />}
      {dialog === 'block' && <BlockDialog {...dialogProps} />}
    </>
  );
}
