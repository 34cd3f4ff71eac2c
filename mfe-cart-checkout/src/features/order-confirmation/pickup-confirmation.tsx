import { useEffect, useMemo, useState } from 'react';
import { createApiClient, siteQuery } from '@sf/api-client';
import type { Order, StoreDetail } from '@sf/contracts';
import { useTranslation } from '@sf/i18n';
import { Heading, Link, Stack, Text, useSite } from '@sf/ui';

/**
 * Issue 25: a pickup order's store on the confirmation (`storeContext` names it): where to collect, the pickup code
 * as text and as the barcode the counter scans (drawn by the server with bwip-js), and that an e-mail follows.
 */
export function PickupConfirmation({ order, storeId }: { order: Order; storeId: string }) {
  const { t } = useTranslation();
  const site = useSite();
  const client = useMemo(() => createApiClient({ defaultQuery: () => siteQuery(site) }), [site.brand, site.locale]);
  const [store, setStore] = useState<StoreDetail | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    client
      .get<StoreDetail>(`/api/stores/${encodeURIComponent(storeId)}`, { signal: controller.signal })
      .then(setStore)
      .catch(() => undefined);
    return () => controller.abort();
  }, [client, storeId]);
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
