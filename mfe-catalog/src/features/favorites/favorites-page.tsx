import { useEffect, useRef, useState } from 'react';
import { pushPageData } from '@sf/analytics';
import { emit, type PageProps } from '@sf/remote-contract';
import { Alert, Button, Grid, Heading, Stack, Text, useSite, VisuallyHidden } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { PageFrame } from '../../shared/page-frame';
import { LoadFailed, PageSkeleton } from '../../shared/page-states';
import { EAGER_CARDS, ProductCard } from '../../shared/product-card';
import { FavoriteButton } from '../../shared/favorite-button';
import { useFavorites } from '../../shared/favorites-hook';
import { addFavorites, removeFavorite } from '../../shared/favorites-store';
import { parseSharedIds } from './shared-favorites-link';
import { ShareFavoritesButton } from './share-favorites-dialog';
import { useProductSummaries } from './use-product-summaries';

/** `/favorites`: the shopper's favourites, or a list someone shared (`?shared=NB1001,NB1002`). */
export function FavoritesPage(props: PageProps) {
  const { t } = useTranslation();
  const site = useSite();
  const shared = parseSharedIds(props.route.query.shared);
  const title = shared ? t('catalog.sharedFavoritesHeading') : t('catalog.favoritesHeading');

  useEffect(() => {
    emit('page:meta', { title, description: title });
    pushPageData({ pageType: 'Favorites', pageName: shared ? 'Favorites:shared' : 'Favorites', pageTitle: title }, site);
  }, [title, site.locale]);

  return <PageFrame>{shared ? <SharedFavorites ids={shared} /> : <OwnFavorites />}</PageFrame>;
}

function OwnFavorites() {
  const favorites = useFavorites();
  const products = useProductSummaries(favorites.ready ? favorites.productIds : null);
  const page = useRef<HTMLDivElement>(null);
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  /** After a removal: the product whose button takes focus, or null for the heading. */
  const focusNext = useRef<string | null | undefined>(undefined);
  const [failed, setFailed] = useState(false);

  // The removed card's button is gone: continue with a neighbour, or the heading when none is left.
  useEffect(() => {
    if (focusNext.current === undefined) return;
    const next = focusNext.current;
    focusNext.current = undefined;
    const target = (next ? removeButtons.current.get(next) : undefined) ?? page.current?.querySelector('h1');
    target?.focus();
  });

  const remove = async (productId: string, neighbour: string | undefined) => {
    setFailed(false);
    focusNext.current = neighbour ?? null;
    if (!(await removeFavorite(productId))) {
      focusNext.current = undefined;
      setFailed(true);
    }
  };

  return (
    <div ref={page}>
      <OwnFavoritesView products={products} failed={failed} onRemove={remove} removeButtons={removeButtons.current} />
    </div>
  );
}

interface OwnFavoritesViewProps {
  products: ReturnType<typeof useProductSummaries>;
  failed: boolean;
  onRemove: (productId: string, neighbour: string | undefined) => void;
  removeButtons: Map<string, HTMLButtonElement>;
}

function OwnFavoritesView({ products, failed, onRemove, removeButtons }: OwnFavoritesViewProps) {
  const { t } = useTranslation();
  const header = (
    <Heading level={1} tabIndex={-1}>
      {t('catalog.favoritesHeading')}
    </Heading>
  );
  if (products.status === 'loading')
    return (
      <>
        {header}
        <PageSkeleton />
      </>
    );
  if (products.status === 'failed')
    return (
      <>
        {header}
        <LoadFailed retry={products.retry} />
      </>
    );
  if (products.items.length === 0) {
    return (
      <Stack gap={3}>
        {header}
        <Text>{t('catalog.favoritesEmpty')}</Text>
      </Stack>
    );
  }

  const items = products.items;
  return (
    <Stack gap={5}>
      <Stack gap={3}>
        {header}
        <Text tone="muted">{t('catalog.productCount', { count: items.length })}</Text>
        <div>
          <ShareFavoritesButton productIds={items.map((item) => item.productId)} />
        </div>
      </Stack>
      {failed && <Alert tone="error">{t('catalog.favoriteFailed')}</Alert>}
      <Grid as="ul" gap={4}>
        {items.map((item, index) => (
          <li key={item.productId}>
            <ProductCard
              product={item}
              eager={index < EAGER_CARDS}
              action={
                <Button
                  variant="secondary"
                  size="sm"
                  ref={(element: HTMLButtonElement | null) => {
                    if (element) removeButtons.set(item.productId, element);
                    else removeButtons.delete(item.productId);
                  }}
                  onClick={() => onRemove(item.productId, (items[index + 1] ?? items[index - 1])?.productId)}
                >
                  {t('catalog.remove')}
                  <VisuallyHidden>{`: ${item.name}`}</VisuallyHidden>
                </Button>
              }
            />
          </li>
        ))}
      </Grid>
    </Stack>
  );
}

function SharedFavorites({ ids }: { ids: readonly string[] }) {
  const { t } = useTranslation();
  useFavorites(); // "add all" writes to this site's list
  const products = useProductSummaries(ids);
  const [added, setAdded] = useState<'idle' | 'done' | 'failed'>('idle');

  const header = <Heading level={1}>{t('catalog.sharedFavoritesHeading')}</Heading>;
  if (products.status === 'loading')
    return (
      <>
        {header}
        <PageSkeleton />
      </>
    );
  if (products.status === 'failed')
    return (
      <>
        {header}
        <LoadFailed retry={products.retry} />
      </>
    );
  if (products.items.length === 0)
    return (
      <>
        {header}
        <Text>{t('catalog.sharedFavoritesEmpty')}</Text>
      </>
    );

  const addAll = async () => setAdded((await addFavorites(products.items.map((item) => item.productId))) ? 'done' : 'failed');
  return (
    <>
      <Stack gap={3}>
        {header}
        <Text tone="muted">{t('catalog.productCount', { count: products.items.length })}</Text>
        <div>
          <Button onClick={() => void addAll()}>{t('catalog.addAllToFavorites')}</Button>
        </div>
        {added === 'done' && <Alert tone="success">{t('catalog.addedAllToFavorites')}</Alert>}
        {added === 'failed' && <Alert tone="error">{t('catalog.favoriteFailed')}</Alert>}
      </Stack>
      <Grid as="ul" gap={4}>
        {products.items.map((item, index) => (
          <li key={item.productId}>
            <ProductCard product={item} eager={index < EAGER_CARDS} action={<FavoriteButton productId={item.productId} name={item.name} />} />
          </li>
        ))}
      </Grid>
    </>
  );
}
