import type { ReactNode } from 'react';
import type { Theme } from '@emotion/react';
import type { ChatAgentView } from '@sf/contracts/chat';
import { useTranslation } from '@sf/i18n';
import { BRANDS } from '@sf/remote-contract';
import { Heading, Stack, Text } from '@sf/ui';
import { dateOf } from './chat-format';

/** The right column: who the shopper is and where they are, so the agent need not ask. */
export function ShopperContext({ view, uiTag }: { view: ChatAgentView; uiTag: string }) {
  const { t } = useTranslation();
  const { conversation, context } = view;
  const { visitor } = conversation;
  return (
    <Stack gap={3}>
      <dl css={(theme: Theme) => ({ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${theme.space[1]} ${theme.space[3]}` })}>
        <Row term={t('agent-console.context.visitor')}>{visitor.name ? `${visitor.name} · ${visitor.email}` : visitor.email}</Row>
        <Row term={t('agent-console.context.identity')}>
          {visitor.kind === 'account' ? t('agent-console.context.account') : t('agent-console.context.guest')}
        </Row>
        <Row term={t('agent-console.context.loyalty')}>
          {context.loyaltyTier ?? (visitor.loyaltyMember ? t('agent-console.loyaltyMember') : t('agent-console.context.notMember'))}
        </Row>
        <Row term={t('agent-console.context.brandLocale')}>{`${BRANDS[conversation.queue.brand].name} · ${context.site}`}</Row>
        <Row term={t('agent-console.context.page')}>{`${context.page.path} (${context.page.type})`}</Row>
        <Row term={t('agent-console.context.basket')}>
          {context.basket
            ? t('agent-console.context.basketSummary', { items: context.basket.itemCount, total: context.basket.total ?? '—' })
            : t('agent-console.context.noBasket')}
        </Row>
      </dl>
      <Heading level={3} size="sm">
        {t('agent-console.context.recentOrders')}
      </Heading>
      {context.recentOrders.length === 0 ? (
        <Text size="sm" tone="muted">
          {t('agent-console.context.noOrders')}
        </Text>
      ) : (
        <ul css={(theme: Theme) => ({ margin: 0, paddingInlineStart: theme.space[4] })}>
          {context.recentOrders.map((order) => (
            <li key={order.orderNumber}>
              <Text size="sm">
                {t('agent-console.context.order', {
                  number: order.orderNumber,
                  date: dateOf(order.placedAt, uiTag),
                  status: order.status,
                  total: order.total,
                })}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt css={(theme: Theme) => ({ fontWeight: theme.fontWeights.medium })}>{term}</dt>
      <dd css={{ margin: 0, overflowWrap: 'anywhere' }}>{children}</dd>
    </>
  );
}
