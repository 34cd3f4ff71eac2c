import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $sessionResolved } from '@sf/contracts';
import { offerPlusAccount } from '@sf/contracts/plus-account';
import { $session, type PageProps } from '@sf/remote-contract';
import { Alert, Button, Heading, Link, Price, SkeletonGroup, SkeletonText, Stack, Text, useSite } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { createTypedApiClient, siteQuery } from '@sf/api-client';
import { useApiData } from '@sf/api-client/use-api-data';
import { readLastOrder, writeLastOrder } from '../../shared/last-order';
import { PageFrame } from '../../shared/page-frame';
import { pushOrderConfirmation } from '../../shared/basket-analytics';
import { confirmable, storedOrderFor, withStoreContext } from './confirmation-guard';
import { PickupConfirmation } from './pickup-confirmation';

/** `/order-confirmation?orderNumber=…`: the order this tab just placed, shown only once it is finalized. */
export function OrderConfirmationPage({ route, navigate }: PageProps) {
  const { t } = useTranslation();
  const site = useSite();
  const storeContext = route.query.storeContext;
  const session = useStore($session);
  // Until the shell has heard who is signed in, a returning member must not be offered an account.
  const sessionKnown = useStore($sessionResolved);
  // The stored order is read when loading (the browser's session storage), never while rendering.
  const { state } = useApiData(`${site.brand}|${site.locale}|${route.query.orderNumber}|${storeContext}`, async (signal) => {
    const stored = storedOrderFor(route.query.orderNumber, readLastOrder());
    if (typeof stored === 'string') return stored;
    const found = await createTypedApiClient({ defaultQuery: () => siteQuery(site) }).get('/api/orders/{orderNumber}/confirmation', {
      path: { orderNumber: stored.orderNumber },
      query: { email: stored.email },
      signal,
    });
    return confirmable(found);
  });
  const outcome = state.status === 'ready' ? state.data : state.status === 'not-found' ? 'order-not-found' : null;
  const order = typeof outcome === 'string' ? null : outcome;
  const failed = state.status === 'failed';

  // Once per answer: a reason to reset sends the visitor home; a confirmed order is reported.
  useEffect(() => {
    if (state.status === 'failed') console.error('[mfe-cart-checkout] confirmation failed to load', state.error);
    if (typeof outcome === 'string') {
      writeLastOrder(null);
      console.info(`[order-confirmation] order reset, visitor sent home: ${outcome}`, { orderNumber: route.query.orderNumber ?? null });
      navigate(withStoreContext('/', storeContext), { replace: true });
    } else if (outcome) pushOrderConfirmation(outcome, document.title);
  }, [state]);

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
