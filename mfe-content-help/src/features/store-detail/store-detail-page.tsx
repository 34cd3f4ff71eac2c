import { useEffect, useMemo, useState } from 'react';
import styled from '@emotion/styled';
import { createTypedApiClient, siteQuery } from '@sf/api-client';
import { useApiData } from '@sf/api-client/use-api-data';
import { STORE_WEEKDAYS, type StoreWeekday } from '@sf/contracts';
import { emit, routeDataKey, type PageProps } from '@sf/remote-contract';
import { isStoreOpenAt, type StoreDetailData } from '@sf/contracts/store-pickup';
import { useTranslation } from '@sf/i18n';
import { Alert, Container, Heading, Link, Stack, Text } from '@sf/ui';
import { OpeningHours } from '../stores/opening-hours';
import { StoreMap } from './store-map';

/**
 * /stores/{storeId}: one store's address, phone, hours in its own time zone, open now, the stock hint and the map of
 * the brand's stores in the country. The edge writes its ShoeStore JSON-LD into the head. First data: StoreDetailData.
 */
export function StoreDetailPage(props: PageProps<StoreDetailData>) {
  const { route, site, initialData } = props;
  const { t } = useTranslation();
  const key = routeDataKey(route);
  const storeId = route.path.replace(/^\/stores\//, '').replace(/\/+$/, '');
  const inlined = initialData?.key === key ? initialData.data : null;
  const api = useMemo(() => createTypedApiClient({ defaultQuery: () => siteQuery(site) }), [site.brand, site.locale]);
  const { state } = useApiData(
    `${site.brand}|${site.locale}|${key}`,
    async (signal): Promise<StoreDetailData | null> => {
      const [store, list] = await Promise.all([api.get('/api/stores/{storeId}', { path: { storeId }, signal }), api.get('/api/stores', { signal })]);
      // A store that is not among the site's own is missing here.
      if (!list.stores.some((entry) => entry.id === store.id)) return null;
      const country = {
        stores: list.stores.map((entry) => ({ id: entry.id, name: entry.name, latitude: entry.location.latitude, longitude: entry.location.longitude })),
        map: list.map,
      };
      return { ...store, country };
    },
    { initial: inlined ?? undefined },
  );
  // undefined while loading; null when the store is missing (not found, not the site's, or not loaded).
  const loaded = state.status === 'ready' ? state.data : state.status === 'loading' ? undefined : null;
  const fetched = !inlined && loaded ? loaded : null;
  useEffect(() => {
    if (fetched) emit('page:meta', { title: fetched.name, description: `${fetched.address.line1}, ${fetched.address.city}` });
  }, [fetched]);

  // Open now and today are the browser's to say after hydration (the server's answer may be minutes old in a cache).
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => setNow(new Date()), []);

  if (loaded === null) {
    return (
      <Container>
        <PageStack gap={3}>
          <Alert tone="error">{t('store-pickup.storePage.notFound')}</Alert>
          <Link to="/stores">{t('store-pickup.storePage.allStores')}</Link>
        </PageStack>
      </Container>
    );
  }
  const store = loaded ?? null;
  const openNow = store ? (now ? isStoreOpenAt(store.openingHours, store.timeZone, now) : store.openNow) : false;
  const today: StoreWeekday | null = store && now ? (STORE_WEEKDAYS[weekdayIndex(now, store.timeZone)] ?? null) : null;
  return (
    <Container>
      <PageStack gap={4} data-testid="store-detail-page">
        <Link to="/stores">{t('store-pickup.storePage.allStores')}</Link>
        {store ? (
          <Layout>
            <Stack gap={3}>
              <Heading level={1}>{store.name}</Heading>
              <Text weight="bold" data-testid="store-open-now">
                {openNow ? t('store-pickup.storePage.openNow') : t('store-pickup.storePage.closedNow')}
              </Text>
              <Stack gap={1}>
                <Heading level={2}>{t('store-pickup.storePage.address')}</Heading>
                <address>
                  {store.address.line1}
                  <br />
                  {store.address.postalCode} {store.address.city}
                </address>
                <Text>
                  {t('store-pickup.storePage.phone')}: <a href={`tel:${store.phone.replace(/\s+/g, '')}`}>{store.phone}</a>
                </Text>
              </Stack>
              <OpeningHours days={store.openingHours} today={today} />
              <Text>{t('store-pickup.storePage.localTime', { zone: store.timeZone })}</Text>
              {store.pickup && <Text>{t('store-pickup.storePage.pickup')}</Text>}
              <Text>{t('store-pickup.storePage.stockHint')}</Text>
            </Stack>
            <StoreMap stores={store.country.stores} currentId={store.id} label={t('store-pickup.storePage.map')} map={store.country.map} />
          </Layout>
        ) : (
          <Text>{t('store-pickup.findInStore.loading')}</Text>
        )}
      </PageStack>
    </Container>
  );
}

/** Monday-first weekday index of `at` on the store's clock. */
function weekdayIndex(at: Date, timeZone: string): number {
  const name = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short' }).format(at);
  return ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(name);
}

const PageStack = styled(Stack)(({ theme }) => ({ paddingBlock: theme.space[6] }));
const Layout = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[5],
  gridTemplateColumns: 'minmax(0, 1fr)',
  [`@media (min-width: ${theme.breakpoints.md})`]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
}));
