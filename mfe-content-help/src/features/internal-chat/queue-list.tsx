import { useId } from 'react';
import type { Theme } from '@emotion/react';
import { chatQueueKey, type ChatConversationSummary, type ChatQueue } from '@sf/contracts/chat';
import { useTranslation } from '@sf/i18n';
import { Badge, Button, Heading, Inline, Stack, Text } from '@sf/ui';
import { minutesSince, queueLabel, visitorLabel } from './chat-format';

export interface QueueListProps {
  waiting: readonly ChatConversationSummary[];
  active: readonly ChatConversationSummary[];
  selectedId: string | null;
  /** The conversation whose claim is on its way. */
  claiming: string | null;
  onTake: (conversation: ChatConversationSummary) => void;
  onOpen: (conversation: ChatConversationSummary) => void;
  uiTag: string;
  now: number;
}

interface QueueGroup {
  queue: ChatQueue;
  waiting: ChatConversationSummary[];
  active: ChatConversationSummary[];
}

/** Waiting and active conversations per queue (brand + language), queues in a stable order. */
export function groupByQueue(waiting: readonly ChatConversationSummary[], active: readonly ChatConversationSummary[]): QueueGroup[] {
  const groups = new Map<string, QueueGroup>();
  const groupOf = (queue: ChatQueue) => {
    const key = chatQueueKey(queue);
    const group = groups.get(key) ?? { queue, waiting: [], active: [] };
    groups.set(key, group);
    return group;
  };
  for (const item of waiting) groupOf(item.queue).waiting.push(item);
  for (const item of active) groupOf(item.queue).active.push(item);
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, group]) => group);
}

/** The left column: every queue this agent follows, with a Take button on each waiting conversation. */
export function QueueList({ waiting, active, ...item }: QueueListProps) {
  const { t } = useTranslation();
  const groups = groupByQueue(waiting, active);
  if (groups.length === 0) return <Text tone="muted">{t('agent-console.noConversations')}</Text>;
  return (
    <Stack gap={4}>
      {groups.map((group) => (
        <QueueSection key={chatQueueKey(group.queue)} group={group} {...item} />
      ))}
    </Stack>
  );
}

type ItemProps = Omit<QueueListProps, 'waiting' | 'active'>;

function QueueSection({ group, ...item }: ItemProps & { group: QueueGroup }) {
  const { t } = useTranslation();
  const headingId = useId();
  const label = queueLabel(group.queue, item.uiTag);
  return (
    <section aria-labelledby={headingId} data-testid="agent-queue">
      <Stack gap={2}>
        <Heading level={3} size="md" id={headingId}>
          {label}
        </Heading>
        <ConversationGroup title={t('agent-console.waitingHeading', { number: group.waiting.length })} items={group.waiting} kind="waiting" {...item} />
        <ConversationGroup title={t('agent-console.activeHeading', { number: group.active.length })} items={group.active} kind="active" {...item} />
      </Stack>
    </section>
  );
}

function ConversationGroup({ title, items, kind, ...item }: ItemProps & { title: string; items: ChatConversationSummary[]; kind: 'waiting' | 'active' }) {
  const titleId = useId();
  if (items.length === 0) return null;
  return (
    <div>
      <Heading level={4} size="sm" id={titleId}>
        {title}
      </Heading>
      <ul aria-labelledby={titleId} css={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((conversation) => (
          <ConversationItem key={conversation.id} conversation={conversation} kind={kind} {...item} />
        ))}
      </ul>
    </div>
  );
}

const itemStyles = (theme: Theme, selected: boolean) => ({
  borderBlockEnd: `${theme.sizes.borderWidth} solid ${theme.colors.border}`,
  paddingBlock: theme.space[2],
  paddingInline: theme.space[2],
  background: selected ? theme.colors.surface : undefined,
  borderInlineStart: `${theme.sizes.strokeWidth} solid ${selected ? theme.colors.text : 'transparent'}`,
});

function ConversationItem({
  conversation,
  kind,
  selectedId,
  claiming,
  onTake,
  onOpen,
  now,
}: ItemProps & { conversation: ChatConversationSummary; kind: 'waiting' | 'active' }) {
  const { t } = useTranslation();
  const visitor = visitorLabel(conversation.visitor);
  const selected = conversation.id === selectedId;
  const since = conversation.waitingSince ?? conversation.startedAt;
  return (
    <li css={(theme: Theme) => itemStyles(theme, selected)} data-testid={`agent-conversation-${kind}`}>
      <Stack gap={1}>
        <Inline gap={2}>
          <Text as="strong" size="sm" weight="bold">
            {visitor}
          </Text>
          {conversation.visitor.loyaltyMember && <Badge tone="accent">{t('agent-console.loyaltyMember')}</Badge>}
        </Inline>
        <Text as="span" size="sm" tone="muted">
          {t(`agent-console.topic.${conversation.topic}`)}
          {' · '}
          {kind === 'waiting'
            ? t('agent-console.waitingFor', { minutes: minutesSince(since, now) })
            : t('agent-console.withAgent', { name: conversation.agentName ?? '—' })}
        </Text>
        {conversation.lastMessage && (
          <Text as="span" size="sm" css={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {conversation.lastMessage}
          </Text>
        )}
        <Inline gap={2}>
          {kind === 'waiting' ? (
            <Button
              size="sm"
              loading={claiming === conversation.id}
              onClick={() => onTake(conversation)}
              aria-label={t('agent-console.takeLabel', { visitor })}
            >
              {t('agent-console.take')}
            </Button>
          ) : (
            <Button
              size="sm"
              variant="secondary"
              aria-current={selected ? 'true' : undefined}
              onClick={() => onOpen(conversation)}
              aria-label={t('agent-console.openLabel', { visitor })}
            >
              {t('agent-console.open')}
            </Button>
          )}
        </Inline>
      </Stack>
    </li>
  );
}
