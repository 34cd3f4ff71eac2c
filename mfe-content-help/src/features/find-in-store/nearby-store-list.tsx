import styled from '@emotion/styled';
import type { NearbyStores } from '@sf/contracts';
import { useTranslation } from '@sf/i18n';
import { Badge, Button, Link, Stack, Text } from '@sf/ui';

/**
 * Stores nearest first: distance in the site's unit, open now on the store's own clock, and the chosen size's units
 * (in words and a badge, never colour alone). `onChoose` adds a button per store that has the size (store pickup).
 */
export function NearbyStoreList({
  nearby,
  variantId,
  chooseLabel,
  onChoose,
}: {
  nearby: NearbyStores;
  variantId: string | null;
  chooseLabel?: string;
  onChoose?: (storeId: string) => void;
}) {
  const { t } = useTranslation();
  const heading = nearby.place?.label ? t('store-pickup.findInStore.results', { place: nearby.place.label }) : t('store-pickup.findInStore.resultsNearYou');
  return (
    <Stack gap={3}>
      <Text as="p" weight="bold" aria-live="polite">
        {heading}
      </Text>
      <List data-testid="nearby-stores">
        {nearby.stores.map((store) => {
          const units = variantId ? (store.stock[variantId] ?? 0) : null;
          return (
            <Item key={store.id} data-testid="nearby-store" data-store-id={store.id}>
              <Stack gap={1}>
                <Link to={`/stores/${store.id}`}>{store.name}</Link>
                <Text as="p">
                  {store.address.line1}, {store.address.postalCode} {store.address.city}
                </Text>
                <Text as="p">
                  {t(nearby.unit === 'mi' ? 'store-pickup.findInStore.distanceMi' : 'store-pickup.findInStore.distanceKm', {
                    distance: String(store.distance),
                  })}
                  {' · '}
                  {store.openNow ? t('store-pickup.findInStore.openNow') : t('store-pickup.findInStore.closedNow')}
                </Text>
                {units !== null && (
                  <span data-testid="store-units" data-units={units}>
                    <Badge tone={units > 0 ? 'success' : 'neutral'}>
                      {units > 0 ? t('store-pickup.findInStore.inStock', { count: String(units) }) : t('store-pickup.findInStore.outOfStock')}
                    </Badge>
                  </span>
                )}
                {onChoose && units !== null && units > 0 && store.pickup && (
                  <div>
                    <Button size="sm" onClick={() => onChoose(store.id)}>
                      {chooseLabel ?? t('store-pickup.pickup.selectStore')}
                    </Button>
                  </div>
                )}
              </Stack>
            </Item>
          );
        })}
      </List>
    </Stack>
  );
}

const List = styled.ol(({ theme }) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space[3] }));
const Item = styled.li(({ theme }) => ({ border: `1px solid ${theme.colors.border}`, borderRadius: theme.radii.md, padding: theme.space[3] }));
