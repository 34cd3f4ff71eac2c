import { useId, useMemo, useRef, useState } from 'react';
import styled from '@emotion/styled';
import { createTypedApiClient, siteQuery } from '@sf/api-client';
import type { Basket, NearbyStores } from '@sf/contracts';
import { STORE_PLACE_MAX } from '@sf/contracts/store-pickup';
import { useTranslation } from '@sf/i18n';
import { Alert, Button, Dialog, Field, Inline, Stack, Text, useSite } from '@sf/ui';

/** The store and the person who collects a pickup order (sent with the order as `pickup`). */
export interface PickupDetails {
  storeId: string;
  storeName: string;
  person: { name: string; email: string; phone: string };
}

type Store = NearbyStores['stores'][number];

/** The basket's lines this store lacks (units per variant against the quantity), by name and size. */
export function missingAt(store: Store, basket: Pick<Basket, 'items'>): string[] {
  return basket.items.filter((item) => (store.stock[item.variantId] ?? 0) < item.quantity).map((item) => `${item.name} (${item.size})`);
}

/**
 * Store pickup in the shipping step (issue 25): the store-pickup store search dialog lists the stores nearest a
 * postcode or town with, for each, whether every line of the basket is on its shelf (only such a store can be
 * chosen; the others say which items they lack); choosing another store asks first (change store confirmation) and
 * then says so (store changed). Below it, who collects the order.
 */
export function PickupStorePanel({
  basket,
  value,
  onChange,
  showErrors,
}: {
  basket: Basket;
  value: PickupDetails | null;
  onChange: (next: PickupDetails) => void;
  showErrors: boolean;
}) {
  const { t } = useTranslation();
  const site = useSite();
  const id = useId();
  const client = useMemo(() => createTypedApiClient({ defaultQuery: () => siteQuery(site) }), [site.brand, site.locale]);
  const [searching, setSearching] = useState(false);
  const [result, setResult] = useState<NearbyStores | null>(null);
  const [failed, setFailed] = useState(false);
  const [pending, setPending] = useState<Store | null>(null);
  const [changed, setChanged] = useState<string | null>(null);
  const placeRef = useRef<HTMLInputElement>(null);
  const person = value?.person ?? { name: '', email: '', phone: '' };

  const search = async () => {
    const place = placeRef.current?.value.trim() ?? '';
    if (!place) return;
    setFailed(false);
    try {
      const variants = [...new Set(basket.items.map((item) => item.variantId))].slice(0, 50).join(',');
      setResult(await client.get('/api/stores/nearby', { query: { place, variants } }));
    } catch {
      setFailed(true);
    }
  };

  const choose = (store: Store) => {
    if (value && value.storeId !== store.id) {
      setPending(store);
      return;
    }
    onChange({ storeId: store.id, storeName: store.name, person });
    setSearching(false);
  };

  const confirmChange = () => {
    if (!pending) return;
    onChange({ storeId: pending.id, storeName: pending.name, person });
    setChanged(pending.name);
    setPending(null);
    setSearching(false);
  };

  const setPerson = (field: keyof PickupDetails['person'], text: string) => {
    if (value) onChange({ ...value, person: { ...person, [field]: text } });
  };

  return (
    <Stack gap={3} data-testid="pickup-store-panel">
      {value ? (
        <Text data-testid="pickup-store">{t('store-pickup.pickup.pickupAt', { store: value.storeName })}</Text>
      ) : (
        showErrors && <Alert tone="error">{t('store-pickup.pickup.storeRequired')}</Alert>
      )}
      <div>
        <Button variant="secondary" onClick={() => setSearching(true)}>
          {value ? t('store-pickup.pickup.changeStore') : t('store-pickup.pickup.chooseStore')}
        </Button>
      </div>
      {value && (
        <fieldset css={{ border: 0, padding: 0, margin: 0 }}>
          <Stack gap={3}>
            <legend>
              <Text weight="bold">{t('store-pickup.pickup.person')}</Text>
            </legend>
            <Field
              id={`${id}-name`}
              label={t('store-pickup.pickup.personName')}
              value={person.name}
              onChange={(event) => setPerson('name', event.target.value)}
              autoComplete="name"
              required
              maxLength={120}
              error={showErrors && !person.name.trim() ? t('store-pickup.pickup.personName') : undefined}
            />
            <Field
              id={`${id}-email`}
              type="email"
              label={t('store-pickup.pickup.personEmail')}
              value={person.email}
              onChange={(event) => setPerson('email', event.target.value)}
              autoComplete="email"
              required
              maxLength={254}
              error={showErrors && !/^\S+@\S+\.\S+$/.test(person.email.trim()) ? t('store-pickup.pickup.personEmail') : undefined}
            />
            <Field
              id={`${id}-phone`}
              type="tel"
              label={t('store-pickup.pickup.personPhone')}
              value={person.phone}
              onChange={(event) => setPerson('phone', event.target.value)}
              autoComplete="tel"
              required
              maxLength={30}
              error={showErrors && !/^\+?[0-9 ()./-]{6,30}$/.test(person.phone.trim()) ? t('store-pickup.pickup.personPhone') : undefined}
            />
          </Stack>
        </fieldset>
      )}
      <Dialog
        open={searching}
        onClose={() => setSearching(false)}
        title={t('store-pickup.pickup.searchTitle')}
        closeLabel={t('store-pickup.findInStore.close')}
        size="lg"
      >
        <Stack gap={4}>
          {/* Not a form: the dialog sits inside the shipping form, and forms do not nest. Enter searches here. */}
          <SearchRow role="search" aria-label={t('store-pickup.pickup.searchTitle')}>
            <Field
              ref={placeRef}
              id={`${id}-place`}
              type="search"
              label={t('store-pickup.findInStore.placeLabel')}
              maxLength={STORE_PLACE_MAX}
              autoComplete="postal-code"
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                void search();
              }}
            />
            <Button onClick={() => void search()}>{t('store-pickup.findInStore.search')}</Button>
          </SearchRow>
          {failed && <Alert tone="error">{t('store-pickup.findInStore.loadFailed')}</Alert>}
          {result && !result.found && <Alert tone="info">{t('store-pickup.findInStore.noPlace', { place: placeRef.current?.value ?? '' })}</Alert>}
          {result?.found && (
            <List aria-label={t('store-pickup.pickup.searchTitle')} data-testid="pickup-stores">
              {result.stores
                .filter((store) => store.pickup)
                .map((store) => {
                  const missing = missingAt(store, basket);
                  return (
                    <Item key={store.id} data-testid="pickup-store-option" data-store-id={store.id}>
                      <Stack gap={1}>
                        <Text weight="bold">{store.name}</Text>
                        <Text>
                          {store.address.line1}, {store.address.postalCode} {store.address.city} ·{' '}
                          {t(result.unit === 'mi' ? 'store-pickup.findInStore.distanceMi' : 'store-pickup.findInStore.distanceKm', {
                            distance: String(store.distance),
                          })}
                          {' · '}
                          {store.openNow ? t('store-pickup.findInStore.openNow') : t('store-pickup.findInStore.closedNow')}
                        </Text>
                        {missing.length > 0 ? (
                          <Text>{t('store-pickup.pickup.notInStock', { store: store.name, items: missing.join(', ') })}</Text>
                        ) : (
                          <>
                            <Text>{t('store-pickup.pickup.allInStock')}</Text>
                            <div>
                              <Button size="sm" onClick={() => choose(store)} aria-label={`${t('store-pickup.pickup.selectStore')}: ${store.name}`}>
                                {t('store-pickup.pickup.selectStore')}
                              </Button>
                            </div>
                          </>
                        )}
                      </Stack>
                    </Item>
                  );
                })}
            </List>
          )}
        </Stack>
      </Dialog>
      <Dialog
        open={pending !== null}
        onClose={() => setPending(null)}
        title={t('store-pickup.pickup.confirmChangeTitle')}
        closeLabel={t('store-pickup.findInStore.close')}
        size="sm"
      >
        <Stack gap={4}>
          <Text>{t('store-pickup.pickup.confirmChangeText', { store: pending?.name ?? '', previous: value?.storeName ?? '' })}</Text>
          <Inline gap={3}>
            <Button onClick={confirmChange}>{t('store-pickup.pickup.confirmChange')}</Button>
            <Button variant="secondary" onClick={() => setPending(null)}>
              {t('store-pickup.pickup.keepStore', { store: value?.storeName ?? '' })}
            </Button>
          </Inline>
        </Stack>
      </Dialog>
      <Dialog
        open={changed !== null}
        onClose={() => setChanged(null)}
        title={t('store-pickup.pickup.changedTitle')}
        closeLabel={t('store-pickup.findInStore.close')}
        size="sm"
      >
        <Stack gap={4}>
          <Text>{t('store-pickup.pickup.changedText', { store: changed ?? '' })}</Text>
          <div>
            <Button onClick={() => setChanged(null)}>{t('store-pickup.pickup.ok')}</Button>
          </div>
        </Stack>
      </Dialog>
    </Stack>
  );
}

/** Whether the pickup details can be sent (the server checks them again). */
export const pickupComplete = (value: PickupDetails | null): value is PickupDetails =>
  value !== null &&
  value.person.name.trim().length > 0 &&
  /^\S+@\S+\.\S+$/.test(value.person.email.trim()) &&
  /^\+?[0-9 ()./-]{6,30}$/.test(value.person.phone.trim());

const SearchRow = styled.div(({ theme }) => ({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: theme.space[3] }));
const List = styled.ul(({ theme }) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space[3] }));
const Item = styled.li(({ theme }) => ({ border: `1px solid ${theme.colors.border}`, borderRadius: theme.radii.md, padding: theme.space[3] }));
