import { useMemo } from 'react';
import { createTypedApiClient, siteQuery } from '@sf/api-client';
import { useApiData } from '@sf/api-client/use-api-data';
import type { Order } from '@sf/contracts';
import { useTranslation } from '@sf/i18n';
import { Heading, Link, Stack, Text, useSite } from '@sf/ui';

/**
 * Issue 25: a pickup order's store on the confirmation (`storeContext` names it): where to collect, the pickup code
 * as text and as the barcode the counter scans (drawn by the server with bwip-js), and that an e-mail follows.
 */
export function PickupConfirmation({ order, storeId }: { order: Order; storeId: string }) {
  const { t } = useTranslation();
  const site = useSite();
  const client = useMemo(() => createTypedApiClient({ defaultQuery: () => siteQuery(site) }), [site.brand, site.locale]);
  // A store that fails to load leaves its line out; the code and barcode below do not need it.
  const { state } = useApiData(`${site.brand}|${site.locale}|${storeId}`, (signal) => client.get('/api/stores/{storeId}', { path: { storeId }, signal }));
  const store = state.status === 'ready' ? state.data : null;
  const barcode = `/api/orders/${encodeURIComponent(order.orderNumber)}/pickup-code.svg?${new URLSearchParams({ email: order.billingAddress.email })}`;
  return (
    <Stack as="section" gap={2} aria-labelledby="pickup-store-heading" data-testid="pickup-confirmation">
      <Heading level={2} id="pickup-store-heading">
        {t('store-pickup.pickup.pickupAt', { store: store?.name ?? '' })}
      </Heading>
      {/* Fixed height while the store loads: nothing below moves (CLS). */}
      <div style={{ minHeight: '3em' }}>
        {store && (
          <Text>
            <Link to={`/stores/${store.id}`}>{store.name}</Link>, {store.address.line1}, {store.address.postalCode} {store.address.city}
          </Text>
        )}
      </div>
      <Text>{t('store-pickup.pickup.readyNote')}</Text>
      <Text>
        {t('store-pickup.pickup.code')}: <strong data-testid="pickup-code">{order.orderNumber}</strong>
      </Text>
      <img src={barcode} alt={`${t('store-pickup.pickup.code')} ${order.orderNumber}`} width={240} height={80} style={{ objectFit: 'contain' }} />
      <Text size="sm">{t('store-pickup.pickup.codeHint')}</Text>
    </Stack>
  );
}
