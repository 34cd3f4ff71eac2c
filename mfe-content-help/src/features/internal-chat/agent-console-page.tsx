import { useEffect, useMemo, useRef, useState } from 'react';
import type { Theme } from '@emotion/react';
import { ApiRequestError } from '@sf/api-client';
import { useApiData } from '@sf/api-client/use-api-data';
import type { ChatConversationSummary } from '@sf/contracts/chat';
import { useTranslation } from '@sf/i18n';
import type { PageProps } from '@sf/remote-contract';
import { Alert, Container, Heading, RetryAlert, SkeletonText, Stack, Text } from '@sf/ui';
import { operatorStatus } from '../../shared/operator-load';
import { OperatorSignIn } from '../../shared/operator-sign-in';
import { type AgentApi, createAgentApi } from './agent-api';
import type { AgentConnection } from './agent-connection';
import type { ConversationAction } from './action-dialogs';
import { ConversationPanel } from './conversation-panel';
import { QueueList } from './queue-list';
import { useAgentConnection } from './use-agent-connection';

type Queues = { waiting: ChatConversationSummary[]; active: ChatConversationSummary[] };

export interface AgentConsolePageProps extends PageProps {
  /** Replace the REST API and the WebSocket (tests). */
  api?: AgentApi;
  createConnection?: () => AgentConnection;
}

/** Waiting times tick on without new frames. */
function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

const layoutStyles = (theme: Theme) => ({
  display: 'grid',
  gap: theme.space[5],
  alignItems: 'start',
  [theme.media.lg]: { gridTemplateColumns: 'minmax(15rem, 1fr) minmax(0, 2fr) minmax(14rem, 1fr)' },
});

/**
 * /internal/chat (issue 27, role agent): customer service's live chats. Left, the queues (the server pushes every
 * change, so a conversation another agent takes leaves "waiting" here too); centre, the open conversation; right, the
 * shopper's context. Sign-in on 401, the server's message on 403.
 */
export function AgentConsolePage({ site, api: given, createConnection }: AgentConsolePageProps) {
  const { t } = useTranslation();
  const api = useMemo(() => given ?? createAgentApi(), [given]);
  const uiTag = site.tag;
  const listed = useApiData('agent-chat-queues', (signal) => api.queues(signal));
  const refusal =
    listed.state.status === 'failed' && listed.state.error instanceof ApiRequestError && listed.state.error.status === 403 ? listed.state.error : null;
  const access = refusal ? 'forbidden' : operatorStatus(listed.state);
  const { connection, state: live } = useAgentConnection(access === 'ready', createConnection);

  // The newest of the REST answer and the last queues frame.
  const [queues, setQueues] = useState<Queues | null>(null);
  const restQueues = listed.state.status === 'ready' ? listed.state.data : null;
  useEffect(() => {
    if (restQueues) setQueues({ waiting: restQueues.waiting, active: restQueues.active });
  }, [restQueues]);
  useEffect(() => {
    if (live.queues) setQueues(live.queues);
  }, [live.queues]);

  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [claiming, setClaiming] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const listRef = useRef<HTMLElement>(null);
  const now = useNow();

  const take = async (conversation: ChatConversationSummary) => {
    setClaiming(conversation.id);
    setNotice(null);
    try {
      await api.claim(conversation.id);
      setQueues(
        (current) =>
          current && {
            waiting: current.waiting.filter((item) => item.id !== conversation.id),
            active: [...current.active.filter((item) => item.id !== conversation.id), { ...conversation, status: 'active' }],
          },
      );
      setSelectedId(conversation.id);
    } catch (error: unknown) {
      const taken = error instanceof ApiRequestError && error.status === 409;
      const message = error instanceof ApiRequestError && error.body?.message ? error.body.message : null;
      setNotice({ tone: 'error', text: message ?? t(taken ? 'agent-console.claimTaken' : 'agent-console.actionFailed') });
      if (taken) {
        // Someone was quicker: it leaves "waiting" now, and the list is asked for again.
        setQueues((current) => current && { ...current, waiting: current.waiting.filter((item) => item.id !== conversation.id) });
        listed.retry();
      }
    } finally {
      setClaiming(null);
    }
  };

  const finished = (action: ConversationAction) => {
    setSelectedId(null);
    setNotice({ tone: 'success', text: t(`agent-console.done.${action}`) });
    listed.retry();
    setFocusList(true);
  };
  // The conversation (and the button that opened the dialog) is gone: focus goes to the list, once the dialog has
  // closed (its own clean-up would move focus otherwise).
  const [focusList, setFocusList] = useState(false);
  useEffect(() => {
    if (!focusList) return;
    setFocusList(false);
    listRef.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [focusList]);

  return (
    <Container css={(theme: Theme) => ({ paddingBlock: theme.space[5] })}>
      <Stack gap={4} data-testid="agent-console-page">
        <Stack gap={1}>
          <Heading level={1}>{t('agent-console.title')}</Heading>
          <Text tone="muted">{t('agent-console.intro')}</Text>
        </Stack>
        {access === 'loading' && <SkeletonText lines={6} />}
        {access === 'signed-out' && <OperatorSignIn signIn={api.signIn} onSignedIn={listed.retry} />}
        {access === 'forbidden' && <Alert tone="error">{refusal?.body?.message ?? t('agent-console.forbidden')}</Alert>}
        {access === 'failed' && <RetryAlert message={t('agent-console.loadFailed')} retryLabel={t('agent-console.retry')} onRetry={listed.retry} />}
        {access === 'ready' && (
          <>
            <Text role="status" size="sm" tone={live.status === 'reconnecting' ? 'error' : 'muted'}>
              {t(`agent-console.connection.${live.status}`)}
            </Text>
            {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
            <div css={layoutStyles}>
              <section aria-labelledby="agent-console-conversations" ref={listRef}>
                <Stack gap={3}>
                  <Heading level={2} size="lg" id="agent-console-conversations" tabIndex={-1}>
                    {t('agent-console.conversations')}
                  </Heading>
                  {queues ? (
                    <QueueList
                      waiting={queues.waiting}
                      active={queues.active}
                      selectedId={selectedId}
                      claiming={claiming}
                      onTake={(conversation) => void take(conversation)}
                      onOpen={(conversation) => setSelectedId(conversation.id)}
                      uiTag={uiTag}
                      now={now}
                    />
                  ) : (
                    <SkeletonText lines={4} />
                  )}
                </Stack>
              </section>
              {selectedId ? (
                <ConversationPanel key={selectedId} conversationId={selectedId} api={api} connection={connection} live={live} uiTag={uiTag} onDone={finished} />
              ) : (
                <Text tone="muted">{t('agent-console.noneOpen')}</Text>
              )}
            </div>
          </>
        )}
      </Stack>
    </Container>
  );
}
