import type { Theme } from '@emotion/react';
import { useMemo } from 'react';
import type { OrderHistory } from '@sf/contracts';
import type { PageProps } from '@sf/remote-contract';
import { Link, Price, Stack, Text, useSite } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { useAccountData } from '../../shared/account-data';
import { AccountHeading } from '../../shared/account-heading';
import { AccountDataView, EmptyState } from '../../shared/data-states';
import { accountOrdersApi, historyPage, HISTORY_PAGE_SIZE } from './account-orders-api';
import { orderDate } from './order-text';

/** `/account/order-history?page=N`: the shopper's orders, newest first, ten to a page. */
export function OrderHistoryPage({ route }: PageProps) {
  const { t } = useTranslation();
  const site = useSite();
  const api = useMemo(() => accountOrdersApi(site), [site]);
  const page = historyPage(route.query);
  const [history, { reload }] = useAccountData((signal) => api.history(page, HISTORY_PAGE_SIZE, signal), String(page));

  return (
    <>
      <AccountHeading title={t('account-area.orders.title')} intro={t('account-area.orders.intro')} focusKey={String(page)} />
      <AccountDataView state={history} route={route} onRetry={reload} skeletonRows={5}>
        {(data) => <HistoryList history={data} />}
      </AccountDataView>
    </>
  );
}

function HistoryList({ history }: { history: OrderHistory }) {
  const { t } = useTranslation();
  const site = useSite();
  const pages = Math.max(1, Math.ceil(history.total / history.pageSize));
  if (history.total === 0) {
    return <EmptyState message={t('account-area.orders.empty')} action={<Link to="/">{t('account-area.orders.startShopping')}</Link>} />;
  }
  if (history.orders.length === 0) {
    return <EmptyState message={t('account-area.orders.pageEmpty')} action={<Link to="/account/order-history">{t('account-area.orders.firstPage')}</Link>} />;
  }
  return (
    <Stack gap={4}>
      <ol
        aria-label={t('account-area.orders.listLabel')}
        css={(theme: Theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space[3] })}
      >
        {history.orders.map((order) => (
          <li
            key={order.orderNumber}
            data-testid="order-history-row"
            css={(theme: Theme) => ({
              display: 'grid',
              gap: theme.space[2],
              padding: theme.space[4],
              border: `${theme.sizes.borderWidth} solid ${theme.colors.border}`,
              borderRadius: theme.radii.md,
              [theme.media.md]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) auto', alignItems: 'center' },
            })}
          >
            <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space[1] })}>
              <Link to={`/account/order-details/${order.orderNumber}`} css={(theme: Theme) => ({ fontWeight: theme.fontWeights.bold })}>
                {t('account-area.orders.orderNumber', { number: order.orderNumber })}
              </Link>
              <Text tone="muted" size="sm">
                {t('account-area.orders.placedOn', { date: orderDate(order.createdAt, site.tag) })}
                {' · '}
                {t('account-area.orders.itemCount', { number: order.itemCount })}
              </Text>
            </div>
            <Text>{t(`account-area.orders.status.${order.status}`)}</Text>
            <Price money={{ amount: order.totals.total, currency: order.totals.currency }} />
          </li>
        ))}
      </ol>
      {pages > 1 && <Pagination page={history.page} pages={pages} />}
    </Stack>
  );
}

function Pagination({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation();
  const to = (target: number) => (target === 1 ? '/account/order-history' : `/account/order-history?page=${target}`);
  return (
    <nav aria-label={t('account-area.orders.pagination')}>
      <div css={(theme: Theme) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space[4] })}>
        {page > 1 && (
          <Link to={to(page - 1)} rel="prev">
            {t('account-area.orders.previous')}
          </Link>
        )}
        <Text>{t('account-area.orders.pageOf', { page, pages })}</Text>
        {page < pages && (
          <Link to={to(page + 1)} rel="next">
            {t('account-area.orders.next')}
          </Link>
        )}
      </div>
    </nav>
  );
}
