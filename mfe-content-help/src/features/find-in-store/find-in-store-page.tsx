import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import styled from '@emotion/styled';
import { useApiData } from '@sf/api-client/use-api-data';
import type { NearbyStores } from '@sf/contracts';
import { emit, routeDataKey, type PageProps } from '@sf/remote-contract';
import { findInStorePath, STORE_PLACE_MAX, type FindInStoreData } from '@sf/contracts/store-pickup';
import { useTranslation } from '@sf/i18n';
import { Alert, Button, Container, Field, Heading, Link, RetryAlert, Select, Stack, Text, useShell } from '@sf/ui';
import { createFindInStoreApi, type FindInStoreApi } from './find-in-store-api';
import { NearbyStoreList } from './nearby-store-list';

/**
 * /find-in-store/{productId} (spec §2): which of the brand's stores near a place have the chosen size, nearest first.
 * Without JavaScript the form is a GET to this page (`?place=&size=`) and the server lists the stores; the browser's
 * location is used only when the shopper presses "use my location". First data: FindInStoreData from the edge.
 */
export function FindInStorePage(props: PageProps<FindInStoreData> & { api?: FindInStoreApi }) {
  const { route, site, initialData, api: injected } = props;
  const { t } = useTranslation();
  const { navigate, hrefFor } = useShell();
  const api = useMemo(() => injected ?? createFindInStoreApi(site), [injected, site.brand, site.locale]);
  const productId = route.path.replace(/^\/find-in-store\//, '').replace(/\/+$/, '');
  const place = route.query.place?.trim() || null;
  const key = routeDataKey(route);
  // Inlined data is for the document's site; after a brand or locale switch the page is read again.
  const documentSite = useRef(`${site.brand}:${site.locale}`);
  const siteKey = `${site.brand}:${site.locale}`;
  const inlined = initialData?.key === key && documentSite.current === siteKey ? initialData.data : undefined;
  const { state: loaded, retry } = useApiData(`${siteKey}|${key}`, (signal) => api.load(productId, place, signal), { initial: inlined });
  const [located, setLocated] = useState<NearbyStores | null>(null);
  const [locating, setLocating] = useState<'idle' | 'busy' | 'denied'>('idle');
  const id = useId();

  // Stores found by the shopper's position belong to the search they were found for.
  useEffect(() => setLocated(null), [key, siteKey]);
  const fetched = !inlined && loaded.status === 'ready' ? loaded.data : null;
  useEffect(() => {
    if (fetched)
      emit('page:meta', { title: `${t('store-pickup.findInStore.title')}: ${fetched.product.name}`, description: t('store-pickup.findInStore.intro') });
  }, [fetched]);

  const data = loaded.status === 'ready' ? loaded.data : null;
  const variants = data?.product.variants ?? [];
  const requestedSize = route.query.size ?? null;
  const [variantId, setVariantId] = useState<string | null>(requestedSize);
  useEffect(() => setVariantId(requestedSize), [requestedSize]);
  const chosen = variants.some((variant) => variant.variantId === variantId) ? variantId : null;
  const placeRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(findInStorePath(productId, { place: placeRef.current?.value.trim() ?? '', variantId: chosen }));
  };

  const locate = () => {
    if (!('geolocation' in navigator)) return setLocating('denied');
    setLocating('busy');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        api
          .nearby(productId, { near: { latitude: position.coords.latitude, longitude: position.coords.longitude } })
          .then((found) => {
            setLocated(found);
            setLocating('idle');
          })
          .catch(() => setLocating('denied'));
      },
      () => setLocating('denied'),
      { maximumAge: 300_000, timeout: 10_000 },
    );
  };

  const nearby = located ?? data?.nearby ?? null;
  return (
    <Container>
      <PageStack gap={4} data-testid="find-in-store-page">
        <Stack gap={2}>
          <Heading level={1}>{t('store-pickup.findInStore.title')}</Heading>
          {data && <Link to={data.product.path}>{data.product.name}</Link>}
          <Text>{t('store-pickup.findInStore.intro')}</Text>
        </Stack>
        {loaded.status === 'failed' || loaded.status === 'not-found' ? (
          <RetryAlert message={t('store-pickup.findInStore.loadFailed')} retryLabel={t('content.retry')} onRetry={retry} />
        ) : loaded.status === 'ready' && !data ? (
          <Alert tone="error">{t('store-pickup.findInStore.notFound')}</Alert>
        ) : (
          <SearchForm role="search" aria-label={t('store-pickup.findInStore.title')} method="get" action={hrefFor(route.path)} onSubmit={submit}>
            <Select
              id={`${id}-size`}
              name="size"
              label={t('store-pickup.findInStore.size')}
              value={chosen ?? ''}
              onChange={(event) => setVariantId(event.target.value || null)}
              options={[
                { value: '', label: t('store-pickup.findInStore.chooseSize') },
                ...variants.map((variant) => ({ value: variant.variantId, label: `${variant.size} · ${variant.colour}` })),
              ]}
            />
            <Field
              ref={placeRef}
              id={`${id}-place`}
              type="search"
              name="place"
              label={t('store-pickup.findInStore.placeLabel')}
              defaultValue={place ?? ''}
              maxLength={STORE_PLACE_MAX}
              autoComplete="postal-code"
              required
            />
            <Button type="submit">{t('store-pickup.findInStore.search')}</Button>
            <Button type="button" variant="secondary" onClick={locate} loading={locating === 'busy'}>
              {t('store-pickup.findInStore.useLocation')}
            </Button>
          </SearchForm>
        )}
        {locating === 'denied' && <Alert tone="info">{t('store-pickup.findInStore.locationDenied')}</Alert>}
        <Results aria-busy={loaded.status === 'loading'}>
          {loaded.status === 'loading' ? (
            <Text>{t('store-pickup.findInStore.loading')}</Text>
          ) : nearby && !nearby.found ? (
            <Alert tone="info">{t('store-pickup.findInStore.noPlace', { place: place ?? '' })}</Alert>
          ) : nearby ? (
            <NearbyStoreList nearby={nearby} variantId={chosen} />
          ) : null}
        </Results>
      </PageStack>
    </Container>
  );
}

const PageStack = styled(Stack)(({ theme }) => ({ paddingBlock: theme.space[6] }));
const SearchForm = styled.form(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: theme.space[3] }));
/** Reserves room so the list arriving later does not push the footer (CLS). */
const Results = styled.div({ minHeight: '12rem' });
