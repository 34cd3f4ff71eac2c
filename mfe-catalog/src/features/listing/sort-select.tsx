import { Select } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { LISTING_SORTS, type ListingSort } from './listing-vocabulary';

const SORT_TEXT: Record<ListingSort, string> = {
  recommended: 'catalog.sortRecommended',
  newest: 'catalog.sortNewest',
  'price-asc': 'catalog.sortPriceAsc',
  'price-desc': 'catalog.sortPriceDesc',
  'top-rated': 'catalog.sortTopRated',
};

/** The sort order; changing it reloads the listing from the first page. */
export function SortSelect({ value, onChange }: { value: ListingSort; onChange: (sort: ListingSort) => void }) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('catalog.sortBy')}
      value={value}
      options={LISTING_SORTS.map((sort) => ({ value: sort, label: t(SORT_TEXT[sort]) }))}
      onChange={(event) => onChange(event.target.value as ListingSort)}
    />
  );
}
