import { useEffect, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $session, $sessionResolved, offerPlusAccount, type Order, type PageProps } from '@sf/contracts';
import { Alert, Button, Heading, Link, Price, SkeletonGroup, SkeletonText, Stack, Text, useSite } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { createApiClient, siteQuery } from '@sf/api-client';
import { readLastOrder, writeLastOrder } from '../../shared/last-order';
import { PageFrame } from '../../shared/page-frame';
import { pushOrderConfirmation } from '../../shared/basket-analytics';
import { confirmable, storedOrderFor, withStoreContext, type ResetReason } from './confirmation-guard';
import { PickupConfirmation } from './pickup-confirmation';

/** `/order-confirmation?orderNumber=…`: the order this tab just placed, shown only once it is finalized. */
export function OrderConfirmationPage({ route, navigate }: PageProps) {
  const { t } = useTranslation();
  const site = useSite();
  const [order, setOrder] = useState<Order | null>(null);
  const [failed, setFailed] = useState(false);
  const storeContext = route.query.storeContext;
  const session = useStore($session);
  // Until the shell has heard who is signed in, a returning member must not be offered an account.
  const sessionKnown = useStore($sessionResolved);
  const client = useMemo(() => createApiClient({ defaultQuery: () => siteQuery(site) }), [site]);

  useEffect(() => {
    const reset = (reason: ResetReason) => {
      writeLastOrder(null);
      console.info(`[order-confirmation] order reset, visitor sent home: ${reason}`, { orderNumber: route.query.orderNumber ?? null });
      navigate(withStoreContext('/', storeContext), { replace: true });
    };
    const stored = storedOrderFor(route.query.orderNumber, readLastOrder());
    if (typeof stored === 'string') {
      reset(stored);
      return undefined;
    }
    const controller = new AbortController();
    client
      .get<Order>(`/api/orders/${encodeURIComponent(stored.orderNumber)}/confirmation`, { query: { email: stored.email }, signal: controller.signal })
      .then((found) => {
        const outcome = confirmable(found);
        if (typeof outcome === 'string') reset(outcome);
        else {
          setOrder(outcome);
          pushOrderConfirmation(outcome, document.title);
        }
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (typeof error === 'object' && error !== null && 'status' in error && (error as { status: number }).status === 404) reset('order-not-found');
        else {
          console.error('[mfe-cart-checkout] confirmation failed to load', error);
          setFailed(true);
        }
      });
    return () => controller.abort();
  }, [client, navigate, route.query.orderNumber, storeContext]);

  return (
    <PageFrame>
      <Heading level={1}>{t('cart.confirmation.title')}</Heading>
      {failed && <Alert tone="error">{t('cart.loadFailed')}</Alert>}
      {!order && !failed && (
        <SkeletonGroup label={t('cart.loading')}>
          <SkeletonText lines={4} />
        </SkeletonGroup>
      )}
      {order && (
        <Stack gap={4}>
          <Alert tone="success">{t('cart.confirmation.thanks', { orderNumber: order.orderNumber, email: order.billingAddress.email })}</Alert>
          <Text data-testid="order-number">{t('cart.confirmation.orderNumber', { orderNumber: order.orderNumber })}</Text>
          <Stack as="ul" gap={2}>
            {order.items.map((item) => (
              <li key={item.itemId}>
                <Text>{`${item.quantity} × ${item.name}`}</Text>
                <Price money={item.lineTotal} />
              </li>
            ))}
          </Stack>
          <Stack as="ul" gap={1} aria-label={t('cart.confirmation.payments')}>
            {order.paymentMethod.map((payment, index) => (
              <li key={`${payment.code}-${index}`}>
                <Text>
                  {t(`cart.confirmation.tender.${payment.code}`)}
                  {payment.additionalData.label ? ` (${payment.additionalData.label})` : ''}
                  {': '}
                  <Price money={{ amount: payment.additionalData.amount, currency: order.totals.currency }} />
                </Text>
              </li>
            ))}
          </Stack>
          {order.pickup && storeContext === order.pickup.storeId && <PickupConfirmation order={order} storeId={storeContext} />}
          <Text weight="bold">
            {t('cart.checkout.total')} <Price money={{ amount: order.totals.total, currency: order.totals.currency }} />
          </Text>
          <Link
            to={withStoreContext(
              `/order-details?${new URLSearchParams({ orderNumber: order.orderNumber, email: order.billingAddress.email }).toString()}`,
              storeContext,
            )}
          >
            {t('cart.confirmation.viewOrder')}
          </Link>
          <Link to={withStoreContext('/', storeContext)}>{t('cart.confirmation.continueShopping')}</Link>
          {sessionKnown && session.status === 'guest' && (
            <Stack as="section" gap={2} aria-labelledby="plus-account-offer">
              <Heading level={2} id="plus-account-offer">
                {t('cart.confirmation.plusAccount.title')}
              </Heading>
              <Text>{t('cart.confirmation.plusAccount.body', { email: order.billingAddress.email })}</Text>
              <Button
                variant="secondary"
                onClick={() =>
                  offerPlusAccount({
                    email: order.billingAddress.email,
                    firstName: order.billingAddress.firstName,
                    lastName: order.billingAddress.lastName,
                    orderNumber: order.orderNumber,
                  })
                }
              >
                {t('cart.confirmation.plusAccount.action')}
              </Button>
            </Stack>
          )}
        </Stack>
      )}
    </PageFrame>
  );
}
