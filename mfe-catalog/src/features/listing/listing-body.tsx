import type { Theme } from '@emotion/react';
import { useState, type ReactNode } from 'react';
import { Alert, Button, Dialog, Inline, Stack, Text } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { LoadFailed, PageSkeleton } from '../../shared/page-states';
import { FacetsPanel } from './facets-panel';
import type { ListingResponse } from './kept-listings';
import { hasFilters, selectedFilters, toggleFilter } from './listing-filters';
import { LISTING_PAGE_SIZE, type FacetId } from './listing-vocabulary';
import { ProductGrid } from './product-grid';
import { SelectedFilters } from './selected-filters';
import { SortSelect } from './sort-select';
import type { ListingPage } from './use-listing-page';

interface ListingBodyProps<T extends ListingResponse> {
  page: ListingPage<T>;
  /** Breadcrumb, heading and anything the page says above its list. */
  header: (head: T) => ReactNode;
  /** What an empty list says when no filter is applied (a filtered empty list offers to clear them). */
  emptyText: (head: T) => ReactNode;
}

/**
 * The listing UI shared by category, search and collection pages: facets (a side panel on wide screens, a
 * "Filters" dialog on small ones), sort, removable filter chips, the grid, a live "Showing X of Y" and "load more".
 */
export function ListingBody<T extends ListingResponse>({ page, header, emptyText }: ListingBodyProps<T>) {
  const { t } = useTranslation();
  const { listing, view, setView } = page;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);

  if (listing.status === 'failed') return <LoadFailed retry={listing.retry} />;
  if (listing.status === 'not-found') return null;
  const head = listing.head;
  if (!head) return <PageSkeleton />;

  const filtered = hasFilters(view.filters);
  const onToggle = (facet: FacetId, value: string) => setView({ ...view, filters: toggleFilter(view.filters, facet, value), pages: 1 });
  const onClearAll = () => setView({ ...view, filters: {}, pages: 1 });
  const onLoadMore = () => {
    setFocusIndex(listing.items.length);
    setView({ ...view, pages: Math.ceil(listing.items.length / LISTING_PAGE_SIZE) + 1 }, { replace: true });
  };
  const facets = <FacetsPanel facets={head.facets} filters={view.filters} onToggle={onToggle} onClearAll={onClearAll} />;
  const hasMore = listing.items.length < head.total;
  const selectedCount = selectedFilters(view.filters).length;

  return (
    <Stack gap={5}>
      {header(head)}
      <div css={layoutStyles}>
        <aside aria-label={t('catalog.filters')} css={(theme: Theme) => ({ display: 'none', [theme.media.md]: { display: 'block' } })}>
          {facets}
        </aside>
        <Stack gap={4} aria-busy={listing.stale || undefined}>
          <Inline justify="between" align="end" gap={3}>
            <span css={(theme: Theme) => ({ [theme.media.md]: { display: 'none' } })}>
              <Button variant="secondary" aria-haspopup="dialog" onClick={() => setFiltersOpen(true)}>
                {selectedCount > 0 ? t('catalog.filtersWithCount', { n: selectedCount }) : t('catalog.filters')}
              </Button>
            </span>
            <SortSelect value={view.sort} onChange={(sort) => setView({ ...view, sort, pages: 1 })} />
          </Inline>
          <SelectedFilters facets={head.facets} filters={view.filters} onRemove={onToggle} onClearAll={onClearAll} />
          {listing.items.length === 0 ? (
            <Stack gap={3} align="start">
              {filtered ? <Text>{t('catalog.noFilterMatches')}</Text> : emptyText(head)}
              {filtered && <Button onClick={onClearAll}>{t('catalog.clearFilters')}</Button>}
            </Stack>
          ) : (
            <ProductGrid items={listing.items} focusIndex={focusIndex} onFocused={() => setFocusIndex(null)} onOpen={page.onOpen} />
          )}
          <Stack gap={3} align="center">
            <Text role="status" tone="muted">
              {listing.items.length > 0 ? t('catalog.showing', { shown: listing.items.length, total: head.total }) : ''}
            </Text>
            {listing.moreFailed && (
              <Alert
                tone="error"
                action={
                  <Button variant="secondary" onClick={listing.retry}>
                    {t('catalog.retry')}
                  </Button>
                }
              >
                {t('catalog.loadMoreFailed')}
              </Alert>
            )}
            {hasMore && !listing.moreFailed && (
              <Button variant="secondary" loading={listing.loadingMore} onClick={onLoadMore}>
                {t('catalog.loadMore')}
              </Button>
            )}
          </Stack>
        </Stack>
      </div>
      <Dialog open={filtersOpen} onClose={() => setFiltersOpen(false)} title={t('catalog.filters')} closeLabel={t('catalog.closeDialog')} size="sm">
        <Stack gap={4}>
          {facets}
          <Button fullWidth onClick={() => setFiltersOpen(false)}>
            {t('catalog.showProducts', { count: head.total })}
          </Button>
        </Stack>
      </Dialog>
    </Stack>
  );
}

const layoutStyles = (theme: Theme) => ({
  display: 'grid',
  gap: theme.space[5],
  gridTemplateColumns: 'minmax(0, 1fr)',
  [theme.media.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 3fr)' },
});
