import { useEffect } from 'react';
import type { PageProps } from '@sf/remote-contract';
import { Alert, Container, Heading, Link, Price, SkeletonText, Stack, Text, useSite } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { LookupForm } from './lookup-form';
import { detailsQuery } from './orders-api';
import { ShipmentTracking } from './shipment-tracking';
import { useGuestOrder } from './use-guest-order';

/** `/order-details?email=&orderNumber=`: the order, shown only when both match (spec §2). */
export function OrderDetailsPage({ route, navigate }: PageProps) {
  const { t } = useTranslation();
  const site = useSite();
  const query = detailsQuery(route.query);
  const redirect = query === 'redirect';
  const { state } = useGuestOrder(site, typeof query === 'object' ? query : null);

  useEffect(() => {
    if (redirect) navigate('/order-status', { replace: true });
  }, [redirect, navigate]);
  if (redirect) return null;

  const open = async (email: string, orderNumber: string) => {
    navigate(`/order-details?${new URLSearchParams({ email, orderNumber }).toString()}`, { replace: true });
    return null;
  };

  return (
    <Container>
      <Stack gap={5}>
        <Heading level={1}>{t('order-status.detailsTitle')}</Heading>
        {query === 'incomplete' && (
          <LookupForm
            heading={t('order-status.findOrder')}
            submitLabel={t('order-status.findOrder')}
            initial={{ email: route.query.email ?? '', orderNumber: route.query.orderNumber ?? '' }}
            onSubmit={open}
          />
        )}
        {state.status === 'loading' && <SkeletonText lines={5} />}
        {state.status === 'not-found' && (
          <Alert tone="error" action={<Link to="/order-status">{t('order-status.tryAgain')}</Link>}>
            {t('order-status.notFound')}
          </Alert>
        )}
        {state.status === 'failed' && <Alert tone="error">{t('order-status.failed')}</Alert>}
        {state.status === 'ready' && (
          <Stack gap={4}>
            <Text data-testid="order-number" weight="bold">
              {t('order-status.orderNumberValue', { number: state.order.orderNumber })}
            </Text>
            <Text>{t('order-status.statusLine', { status: t(`order-status.status.${state.order.status}`) })}</Text>
            <Stack as="ul" gap={2} aria-label={t('order-status.items')}>
              {state.order.items.map((item) => (
                <li key={item.itemId}>
                  <Text>{`${item.quantity} × ${item.name} (${item.size})`}</Text>
                  <Price money={item.lineTotal} />
                </li>
              ))}
            </Stack>
            <Text weight="bold">
              {t('order-status.total')} <Price money={{ amount: state.order.totals.total, currency: state.order.totals.currency }} />
            </Text>
            {state.order.shipments.map((shipment, index) => (
              <ShipmentTracking key={shipment.shipmentId} shipment={shipment} index={index} />
            ))}
            {state.order.returnLabel.eligible && typeof query === 'object' && (
              <Link to={`/return-label?${new URLSearchParams(query).toString()}`}>{t('order-status.returnLabelLink')}</Link>
            )}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
