import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type { Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { ApiRequestError, createTypedApiClient, siteQuery } from '@sf/api-client';
import { useApiData } from '@sf/api-client/use-api-data';
import type { PickupOrder } from '@sf/contracts';
import type { PageProps, SiteInfo } from '@sf/remote-contract';
import { useTranslation } from '@sf/i18n';
import { Alert, Button, Container, Field, Heading, Select, SkeletonText, Stack, Text, VisuallyHidden } from '@sf/ui';
import { OperatorSignIn } from '../../shared/operator-sign-in';

/** The store counter's API (role store-staff), for the page's own site. */
export function createPickupsApi(site: Pick<SiteInfo, 'brand' | 'locale'>) {
  const api = createTypedApiClient();
  const siteApi = createTypedApiClient({ defaultQuery: () => siteQuery(site) });
  return {
    stores: (signal?: AbortSignal) => siteApi.get('/api/stores', { signal }),
    list: (storeId: string, signal?: AbortSignal) => api.get('/api/internal/pickups', { query: { storeId }, signal }),
    ready: (storeId: string, orderNumber: string) => api.post('/api/internal/pickups/{orderNumber}/ready', { path: { orderNumber }, body: { storeId } }),
    collect: (storeId: string, code: string) => api.post('/api/internal/pickups/collect', { body: { storeId, code } }),
  };
}
export type PickupsApi = ReturnType<typeof createPickupsApi>;

const STATUS_KEYS = {
  waiting: 'store-pickup.staff.statusWaiting',
  ready: 'store-pickup.staff.statusReady',
  collected: 'store-pickup.staff.statusCollected',
} as const;
const messageOf = (error: unknown) => (error instanceof ApiRequestError && error.body?.message ? error.body.message : String(error));

/**
 * /internal/pickups (issue 25, operators with role store-staff): a store's pickup orders; "mark ready" queues the
 * ready-for-pickup e-mail, and the counter hands an order over by scanning or typing the code from that e-mail. A
 * button is disabled while its request runs, and the server changes a status once however often it is asked.
 */
export function PickupsPage({ site, route, navigate, api: given }: PageProps & { api?: PickupsApi }) {
  const { t } = useTranslation();
  const id = useId();
  const api = useMemo(() => given ?? createPickupsApi(site), [given, site.brand, site.locale]);
  const storeId = route.query.storeId ?? '';
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  // The select offers the site's click-and-collect stores; without them it stays empty.
  const storeList = useApiData(`${site.brand}|${site.locale}|stores`, api.stores);
  const stores = storeList.state.status === 'ready' ? storeList.state.data.stores.filter((store) => store.services.includes('click-and-collect')) : [];

  const orders = useApiData(storeId ? `pickups|${storeId}` : null, (signal) => api.list(storeId, signal));
  const reload = orders.retry;
  const list = orders.state.status === 'ready' ? orders.state.data : null;
  const loadError = orders.state.status === 'failed' || orders.state.status === 'not-found' ? orders.state.error : null;
  const signedOut = loadError instanceof ApiRequestError && loadError.status === 401;
  const state = !storeId ? 'idle' : signedOut ? 'signed-out' : loadError !== null ? 'failed' : orders.state.status;
  // A list that failed to load says why; otherwise the last action's failure shows.
  const shownFailure = loadError !== null && !signedOut ? messageOf(loadError) : failure;

  const act = async (key: string, run: () => Promise<PickupOrder>, done?: (order: PickupOrder) => string) => {
    setBusy(key);
    setFailure(null);
    try {
      const order = await run();
      setNotice(done ? done(order) : null);
      reload();
    } catch (error: unknown) {
      setFailure(t('store-pickup.staff.failed', { message: messageOf(error) }));
    } finally {
      setBusy(null);
    }
  };

  const collect = (event: FormEvent) => {
    event.preventDefault();
    const code = codeRef.current?.value.trim() ?? '';
    if (!code || !storeId) return;
    void act(
      'collect',
      () => api.collect(storeId, code),
      (order) => {
        if (codeRef.current) codeRef.current.value = '';
        return t('store-pickup.staff.collected', { orderNumber: order.orderNumber });
      },
    );
  };

  return (
    <Container css={(theme: Theme) => ({ paddingBlock: theme.space[5] })}>
      <Stack gap={4} data-testid="pickups-page">
        <Heading level={1}>{t('store-pickup.staff.title')}</Heading>
        <Select
          id={`${id}-store`}
          label={t('store-pickup.staff.store')}
          value={storeId}
          placeholder={t('store-pickup.pickup.chooseStore')}
          options={stores.map((store) => ({ value: store.id, label: store.name }))}
          onChange={(event) => navigate(`${route.path}?${new URLSearchParams({ storeId: event.target.value })}`)}
        />
        {state === 'signed-out' && <OperatorSignIn onSignedIn={reload} />}
        {shownFailure && <Alert tone="error">{shownFailure}</Alert>}
        {notice && <Alert tone="success">{notice}</Alert>}
        {state === 'loading' && <SkeletonText lines={4} />}
        {state === 'ready' && list && (
          <>
            <form onSubmit={collect} aria-label={t('store-pickup.staff.collect')}>
              <Row>
                <Field ref={codeRef} id={`${id}-code`} label={t('store-pickup.staff.collectLabel')} autoComplete="off" inputMode="text" />
                <Button type="submit" loading={busy === 'collect'} disabled={busy === 'collect'}>
                  {t('store-pickup.staff.collect')}
                </Button>
              </Row>
            </form>
            {list.orders.length === 0 ? (
              <Text>{t('store-pickup.staff.empty')}</Text>
            ) : (
              <Table>
                <caption>{list.storeName}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('store-pickup.staff.orderNumber')}</th>
                    <th scope="col">{t('store-pickup.staff.person')}</th>
                    <th scope="col">{t('store-pickup.staff.items')}</th>
                    <th scope="col">{t('store-pickup.staff.status')}</th>
                    <th scope="col">
                      <VisuallyHidden>{t('store-pickup.staff.markReady')}</VisuallyHidden>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.orders.map((order) => (
                    <tr key={order.orderNumber} data-testid="pickup-order" data-order-number={order.orderNumber}>
                      <th scope="row">{order.orderNumber}</th>
                      <td>
                        {order.person.name}
                        <br />
                        {order.person.phone}
                      </td>
                      <td>{order.items.map((item) => `${item.quantity} × ${item.name} (${item.size})`).join(', ')}</td>
                      <td data-testid="pickup-status">{t(STATUS_KEYS[order.status])}</td>
                      <td>
                        {order.status === 'waiting' && (
                          <Button
                            size="sm"
                            loading={busy === order.orderNumber}
                            disabled={busy === order.orderNumber}
                            onClick={() => void act(order.orderNumber, () => api.ready(storeId, order.orderNumber))}
                            aria-label={`${t('store-pickup.staff.markReady')} ${order.orderNumber}`}
                          >
                            {t('store-pickup.staff.markReady')}
                          </Button>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}

const Row = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: theme.space[3] }));
const Table = styled.table(({ theme }) => ({
  borderCollapse: 'collapse',
  width: '100%',
  'th, td': { textAlign: 'start', padding: theme.space[2], borderBottom: `1px solid ${theme.colors.border}`, verticalAlign: 'top' },
  caption: { textAlign: 'start', fontWeight: 700, paddingBlock: theme.space[2] },
}));
