import { useEffect, useId, useMemo, useRef, useState } from 'react';
import styled from '@emotion/styled';
import { createTypedApiClient, siteQuery } from '@sf/api-client';
import type { NearbyStores, ProductDetail, Variant } from '@sf/contracts';
import { findInStorePath, STORE_PLACE_MAX } from '@sf/contracts/store-pickup';
import { useTranslation } from '@sf/i18n';
import { Alert, Badge, Button, Dialog, Field, Link, Stack, Text, useSite } from '@sf/ui';

/**
 * The product page's find-in-store dialog (issue 25), loaded only when the shopper opens it: the stores nearest a
 * postcode or town (or the browser's position, only on "use my location"), nearest first, with distance in the
 * site's unit, open now on the store's clock and the units of the chosen size. The full page has the same list.
 */
export function FindInStoreDialog({ product, variant, onClose }: { product: ProductDetail; variant: Variant | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const site = useSite();
  const id = useId();
  const client = useMemo(() => createTypedApiClient({ defaultQuery: () => siteQuery(site) }), [site.brand, site.locale]);
  const [result, setResult] = useState<NearbyStores | null>(null);
  const [state, setState] = useState<'idle' | 'busy' | 'failed' | 'denied'>('idle');
  const placeRef = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const load = async (query: Record<string, string | number>) => {
    controller.current?.abort();
    controller.current = new AbortController();
    setState('busy');
    try {
      setResult(await client.get('/api/stores/nearby', { query: { productId: product.productId, ...query }, signal: controller.current.signal }));
      setState('idle');
    } catch {
      if (!controller.current.signal.aborted) setState('failed');
    }
  };
  const search = () => {
    const place = placeRef.current?.value.trim() ?? '';
    if (place) void load({ place });
  };
  const locate = () => {
    if (!('geolocation' in navigator)) return setState('denied');
    setState('busy');
    navigator.geolocation.getCurrentPosition(
      (position) => void load({ lat: Math.round(position.coords.latitude * 1000) / 1000, lng: Math.round(position.coords.longitude * 1000) / 1000 }),
      () => setState('denied'),
      { maximumAge: 300_000, timeout: 10_000 },
    );
  };

  return (
    <Dialog open onClose={onClose} title={t('catalog.findInStore.title')} closeLabel={t('catalog.closeDialog')} size="lg">
      <Stack gap={4}>
        <Text>{variant ? t('catalog.findInStore.forSize', { size: variant.size }) : t('catalog.findInStore.chooseSize')}</Text>
        <Row role="search" aria-label={t('catalog.findInStore.title')}>
          <Field
            ref={placeRef}
            id={`${id}-place`}
            type="search"
            label={t('catalog.findInStore.place')}
            maxLength={STORE_PLACE_MAX}
            autoComplete="postal-code"
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                search();
              }
            }}
          />
          <Button onClick={search} loading={state === 'busy'}>
            {t('catalog.findInStore.search')}
          </Button>
          <Button variant="secondary" onClick={locate}>
            {t('catalog.findInStore.useLocation')}
          </Button>
        </Row>
        {state === 'failed' && <Alert tone="error">{t('catalog.findInStore.failed')}</Alert>}
        {state === 'denied' && <Alert tone="info">{t('catalog.findInStore.locationDenied')}</Alert>}
        {result && !result.found && <Alert tone="info">{t('catalog.findInStore.unknownPlace')}</Alert>}
        {result?.found && (
          <List data-testid="find-in-store-results" aria-live="polite">
            {result.stores.map((store) => {
              const units = variant ? (store.stock[variant.variantId] ?? 0) : null;
              return (
                <Item key={store.id} data-store-id={store.id}>
                  <Link to={`/stores/${store.id}`}>{store.name}</Link>
                  <Text size="sm">
                    {store.address.line1}, {store.address.city} · {store.distance} {result.unit} ·{' '}
                    {store.openNow ? t('catalog.findInStore.openNow') : t('catalog.findInStore.closedNow')}
                  </Text>
                  {units !== null && (
                    <Badge tone={units > 0 ? 'success' : 'neutral'}>
                      {units > 0 ? t('catalog.findInStore.inStock', { count: units }) : t('catalog.findInStore.outOfStock')}
                    </Badge>
                  )}
                </Item>
              );
            })}
          </List>
        )}
        <Link to={findInStorePath(product.productId, { variantId: variant?.variantId ?? null, place: placeRef.current?.value.trim() || null })}>
          {t('catalog.findInStore.fullPage')}
        </Link>
      </Stack>
    </Dialog>
  );
}

const Row = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: theme.space[3] }));
const List = styled.ul(({ theme }) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space[3] }));
const Item = styled.li(({ theme }) => ({
  display: 'grid',
  gap: theme.space[1],
  borderBottom: `1px solid ${theme.colors.border}`,
  paddingBottom: theme.space[2],
}));
