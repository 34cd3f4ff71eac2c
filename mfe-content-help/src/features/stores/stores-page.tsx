import { useEffect, useMemo, useRef, useState } from 'react';
import styled from '@emotion/styled';
import { STORE_WEEKDAYS, storeQueryOf, type StoreList, type StoreWeekday } from '@sf/contracts';
import { routeDataKey, type PageProps } from '@sf/remote-contract';
import { useTranslation } from '@sf/i18n';
import { Container, Heading, Link, RetryAlert, Stack, Text } from '@sf/ui';
import { StoreMap } from '../store-detail/store-map';
import { LocateControl } from './locate-control';
import { StoreResults } from './store-results';
import { StoreSearchForm } from './store-search-form';
import { createStoresApi, type StoresApi } from './stores-api';
import { useNearbyStores } from './use-nearby-stores';
import { useStoreList } from './use-store-list';

/**
 * /stores and /store-locator (spec §2): the site's stores, narrowed by a search in the URL (`?q=`), or sorted by
 * distance from the shopper after "use my location". First data: StoreList, inlined by the edge for the route.
 */
export function StoresPage(props: PageProps<StoreList> & { api?: StoresApi }) {
  const { route, site, api: injected } = props;
  const { t } = useTranslation();
  const api = useMemo(() => injected ?? createStoresApi(site), [injected, site.brand, site.locale]);
  const query = storeQueryOf(route.query);
  const routeList = useStoreList(props, api);
  const nearby = useNearbyStores(api, query);
  const today = useToday();

  // A new search replaces the list sorted by distance.
  const key = routeDataKey(route);
  const listedKey = useRef(key);
  useEffect(() => {
    if (listedKey.current === key) return;
    listedKey.current = key;
    nearby.reset();
  }, [key, nearby.reset]);

  const nearbyList = nearby.state.status === 'ready' ? nearby.state.list : null;
  const shownList = nearbyList ?? (routeList.status === 'ready' ? routeList.list : routeList.status === 'loading' ? routeList.previous : null);
  const narrowed = Boolean(query) || nearbyList !== null;
  const showAll = narrowed ? (
    <Link to={route.path} onClick={nearby.reset}>
      {t('stores.showAll')}
    </Link>
  ) : null;

  return (
    <Container>
      <PageStack gap={5} data-testid="stores-page">
        <Stack gap={2}>
          <Heading level={1}>{t('stores.title')}</Heading>
          <Text>{t('stores.intro')}</Text>
        </Stack>
        <Stack gap={3}>
          <StoreSearchForm path={route.path} query={query} />
          <LocateControl nearby={nearby} />
        </Stack>
        {nearby.state.status === 'failed' ? (
          <RetryAlert message={t('stores.loadFailed')} retryLabel={t('content.retry')} onRetry={nearby.locate} />
        ) : nearbyList ? (
          <StoreResults list={nearbyList} busy={false} nearby today={today} showAll={showAll} />
        ) : routeList.status === 'failed' ? (
          <RetryAlert message={t('stores.loadFailed')} retryLabel={t('content.retry')} onRetry={routeList.retry} />
        ) : (
          <StoreResults
            list={routeList.status === 'ready' ? routeList.list : routeList.previous}
            busy={routeList.status === 'loading'}
            nearby={false}
            today={today}
            showAll={showAll}
          />
        )}
        {shownList ? (
          <StoreMap
            stores={shownList.stores.map((store) => ({
              id: store.id,
              name: store.name,
              latitude: store.location.latitude,
              longitude: store.location.longitude,
            }))}
            currentId={null}
            label={t('stores.mapLabel')}
            map={shownList.map}
          />
        ) : null}
      </PageStack>
    </Container>
  );
}

/** Today's weekday in the shopper's clock; null on the server and until hydration, so both render the same. */
function useToday(): StoreWeekday | null {
  const [today, setToday] = useState<StoreWeekday | null>(null);
  useEffect(() => setToday(STORE_WEEKDAYS[(new Date().getDay() + 6) % 7] ?? null), []);
  return today;
}

/** Styled, not the css prop: @emotion/styled is a shared singleton, so it always gets the shell's theme. */
const PageStack = styled(Stack)(({ theme }) => ({ paddingBlock: theme.space[6] }));
