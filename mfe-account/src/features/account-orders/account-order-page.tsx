import { useEffect, useMemo, type ReactNode } from 'react';
import type { Order, Shipment } from '@sf/contracts';
import { emit, type PageProps } from '@sf/remote-contract';
import { Link, useSite } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { useAccountData } from '../../shared/account-data';
import { AccountHeading } from '../../shared/account-heading';
import { AccountDataView } from '../../shared/data-states';
import { accountOrdersApi, orderNumberFromPath } from './account-orders-api';
import { OrderView } from './order-view';

export interface AccountOrderPageProps extends PageProps {
  /** How one shipment's tracking is shown (the app passes the order pages' tracking timeline). */
  renderShipment?: (shipment: Shipment, index: number) => ReactNode;
}

/**
 * `/account/order-details/:id`: one of the shopper's own orders. Another shopper's order is "not found" to the API,
 * and the page hands that to the shell's 404 page (`page:error`), as for any unknown page.
 */
export function AccountOrderPage({ route, renderShipment }: AccountOrderPageProps) {
  const { t } = useTranslation();
  const site = useSite();
  const api = useMemo(() => accountOrdersApi(site), [site]);
  const orderNumber = orderNumberFromPath(route.path);
  const [order, { reload }] = useAccountData<Order | null>(
    (signal) => (orderNumber ? api.order(orderNumber, signal) : Promise.resolve(null)),
    orderNumber ?? '',
  );
  const missing = !orderNumber || order.status === 'not-found';

  useEffect(() => {
    if (missing) emit('page:error', { status: 404, message: `Page not found: ${route.path}` });
  }, [missing, route.path]);
  if (missing) return null;

  return (
    <>
      <AccountHeading title={t('account-area.orders.detailsTitle', { number: orderNumber })} />
      <AccountDataView state={order} route={route} onRetry={reload} skeletonRows={6}>
        {(data) => data && <OrderView order={data} renderShipment={renderShipment} />}
      </AccountDataView>
      <div>
        <Link to="/account/order-history">{t('account-area.orders.backToHistory')}</Link>
      </div>
    </>
  );
}
