import type { Theme } from '@emotion/react';
import { useMemo, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { townLine, type AddressKind, type LoyaltyAccount, type OrderHistory, type SavedAddress } from '@sf/contracts';
import { $session, type PageProps } from '@sf/remote-contract';
import { Heading, Link, Price, Stack, Text, useSite } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { useAccountData } from '../../shared/account-data';
import { AccountHeading } from '../../shared/account-heading';
import { AccountDataView, EmptyState, SectionSkeleton } from '../../shared/data-states';
import { StudentStatus } from '../student-verification/student-status';
import { dashboardApi } from './dashboard-api';

/** `/account` and `/account/dashboard`: a greeting, recent orders, default addresses, shortcuts, the student discount and loyalty (members). */
export function DashboardPage({ route }: PageProps) {
  const { t } = useTranslation();
  const site = useSite();
  const session = useStore($session);
  const api = useMemo(() => dashboardApi(site), [site]);
  const [orders, ordersControls] = useAccountData((signal) => api.recentOrders(signal));
  const [addresses, addressesControls] = useAccountData((signal) => api.addresses(signal));
  // Loyalty is optional here: if it cannot be read the dashboard simply leaves it out.
  const [loyalty] = useAccountData((signal) => api.loyalty(signal));
  const greeting = session.firstName ? t('account-area.dashboard.greeting', { firstName: session.firstName }) : t('account-area.dashboard.greetingNoName');

  return (
    <>
      <AccountHeading title={t('account-area.dashboard.title')} intro={greeting} />
      <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space[5], [theme.media.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } })}>
        <DashboardCard
          id="dashboard-orders"
          title={t('account-area.dashboard.recentOrders')}
          link={{ to: '/account/order-history', label: t('account-area.dashboard.allOrders') }}
        >
          <AccountDataView state={orders} route={route} onRetry={ordersControls.reload} skeletonRows={3}>
            {(data) => <RecentOrders history={data} />}
          </AccountDataView>
        </DashboardCard>
        <DashboardCard
          id="dashboard-addresses"
          title={t('account-area.dashboard.addresses')}
          link={{ to: '/account/address', label: t('account-area.dashboard.manageAddresses') }}
        >
          <AccountDataView state={addresses} route={route} onRetry={addressesControls.reload} skeletonRows={2}>
            {(data) => <DefaultAddresses addresses={data.addresses} />}
          </AccountDataView>
        </DashboardCard>
        <DashboardCard id="dashboard-links" title={t('account-area.dashboard.quickLinks')}>
          <QuickLinks />
        </DashboardCard>
        <DashboardCard id="dashboard-student" title={t('student.card.title')}>
          <StudentStatus />
        </DashboardCard>
        {loyalty.status === 'loading' && session.isLoyaltyMember && (
          <DashboardCard id="dashboard-loyalty" title={t('account-area.dashboard.loyalty')}>
            <SectionSkeleton rows={2} />
          </DashboardCard>
        )}
        {loyalty.status === 'ready' && loyalty.data.member && (
          <DashboardCard
            id="dashboard-loyalty"
            title={t('account-area.dashboard.loyalty')}
            link={{ to: '/account/loyalty', label: t('account-area.dashboard.loyaltyDetails') }}
          >
            <LoyaltySummary account={loyalty.data} />
          </DashboardCard>
        )}
      </div>
    </>
  );
}

function DashboardCard({ id, title, link, children }: { id: string; title: string; link?: { to: string; label: string }; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      data-testid={id}
      css={(theme: Theme) => ({
        display: 'grid',
        gap: theme.space[3],
        alignContent: 'start',
        padding: theme.space[4],
        border: `${theme.sizes.borderWidth} solid ${theme.colors.border}`,
        borderRadius: theme.radii.md,
      })}
    >
      <Heading level={2} size="lg" id={id}>
        {title}
      </Heading>
      {children}
      {link && (
        <div>
          <Link to={link.to}>{link.label}</Link>
        </div>
      )}
    </section>
  );
}

function RecentOrders({ history }: { history: OrderHistory }) {
  const { t } = useTranslation();
  const site = useSite();
  if (history.orders.length === 0) {
    return <EmptyState message={t('account-area.orders.empty')} action={<Link to="/">{t('account-area.orders.startShopping')}</Link>} />;
  }
  const date = (iso: string) => new Intl.DateTimeFormat(site.tag, { dateStyle: 'medium' }).format(new Date(iso));
  return (
    <Stack as="ul" gap={3}>
      {history.orders.map((order) => (
        <li key={order.orderNumber} css={(theme: Theme) => ({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: theme.space[2] })}>
          <div>
            <Link to={`/account/order-details/${order.orderNumber}`}>{t('account-area.orders.orderNumber', { number: order.orderNumber })}</Link>
            <Text tone="muted" size="sm">
              {`${date(order.createdAt)} · ${t(`account-area.orders.status.${order.status}`)}`}
            </Text>
          </div>
          <Price money={{ amount: order.totals.total, currency: order.totals.currency }} />
        </li>
      ))}
    </Stack>
  );
}

const KINDS: readonly AddressKind[] = ['shipping', 'billing'];

function DefaultAddresses({ addresses }: { addresses: SavedAddress[] }) {
  const { t } = useTranslation();
  return (
    <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space[4], [theme.media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } })}>
      {KINDS.map((kind) => {
        const address = addresses.find((candidate) => candidate.kind === kind && candidate.isDefault);
        return (
          <div key={kind} css={(theme: Theme) => ({ display: 'grid', gap: theme.space[1], alignContent: 'start' })}>
            <Text weight="bold">{t(`account-area.address.default.${kind}`)}</Text>
            {address ? (
              <address css={{ fontStyle: 'normal' }}>
                <Text>{`${address.firstName} ${address.lastName}`}</Text>
                <Text>{address.addressLine1}</Text>
                <Text>{townLine(address)}</Text>
              </address>
            ) : (
              <Link to={kind === 'billing' ? '/account/address/add-billing-address' : '/account/address/add-shipping-address'}>
                {t(`account-area.address.add.${kind}`)}
              </Link>
            )}
          </div>
        );
      })}
    </div>
  );
}

function LoyaltySummary({ account }: { account: LoyaltyAccount }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      {account.tier && <Text weight="bold">{t(`account-area.dashboard.tier.${account.tier}`)}</Text>}
      <Text data-testid="loyalty-balance">
        {t('account-area.dashboard.points', { points: account.balance })} (<Price money={account.balanceValue} />)
      </Text>
      {account.nextTier && (
        <Text tone="muted" size="sm">
          {t('account-area.dashboard.nextTier', { points: account.nextTier.pointsToGo, tier: t(`account-area.dashboard.tier.${account.nextTier.tier}`) })}
        </Text>
      )}
    </Stack>
  );
}

const QUICK_LINKS: ReadonlyArray<{ to: string; key: string }> = [
  { to: '/account/profile', key: 'profile' },
  { to: '/account/address/add-shipping-address', key: 'addAddress' },
  { to: '/account/credit-cards/add', key: 'addCard' },
  { to: '/account/gift-cards', key: 'giftCards' },
  { to: '/favorites', key: 'favorites' },
];

function QuickLinks() {
  const { t } = useTranslation();
  return (
    <Stack as="ul" gap={2}>
      {QUICK_LINKS.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{t(`account-area.dashboard.link.${link.key}`)}</Link>
        </li>
      ))}
    </Stack>
  );
}
