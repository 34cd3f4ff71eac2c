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
  const options = LISTING_SORTS.map((sort) => ({ value: sort, label: t(SORT_TEXT[sort]) }));
  // A width from the texts, not from the options the browser has read so far: the parser can paint the select before
  // it has read them all, and a select that then widens moves (a layout shift, issue 13). 3.5rem: padding and arrow.
  const longest = Math.max(...options.map((option) => option.label.length));
  return (
    <div css={{ width: `calc(${longest}ch + 3.5rem)`, maxWidth: '100%' }}>
      <Select label={t('catalog.sortBy')} value={value} options={options} onChange={(event) => onChange(event.target.value as ListingSort)} />
    </div>
  );
}
