import type { Theme } from '@emotion/react';
import { Button, Inline, VisuallyHidden } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { selectedFilters } from './listing-filters';
import type { FacetId, ListingFacet, ListingFilters } from './listing-vocabulary';
import { useFacetLabel } from './use-facet-label';

interface SelectedFiltersProps {
  facets: readonly ListingFacet[];
  filters: ListingFilters;
  onRemove: (facet: FacetId, value: string) => void;
  onClearAll: () => void;
}

/** The applied filters as removable chips ("Remove filter: Black"), plus "clear all". Nothing when none apply. */
export function SelectedFilters({ facets, filters, onRemove, onClearAll }: SelectedFiltersProps) {
  const { t } = useTranslation();
  const label = useFacetLabel(facets);
  const selected = selectedFilters(filters);
  if (selected.length === 0) return null;
  return (
    <Inline gap={2} align="center">
      <Inline as="ul" gap={2} aria-label={t('catalog.selectedFilters')}>
        {selected.map(({ facet, value }) => (
          <li key={`${facet}:${value}`}>
            <Button variant="secondary" size="sm" onClick={() => onRemove(facet, value)} css={(theme: Theme) => ({ borderRadius: theme.radii.pill })}>
              <VisuallyHidden>{`${t('catalog.removeFilter')}: `}</VisuallyHidden>
              {label(facet, value)}
              <span aria-hidden="true">×</span>
            </Button>
          </li>
        ))}
      </Inline>
      <Button variant="ghost" size="sm" onClick={onClearAll}>
        {t('catalog.clearAllFilters')}
      </Button>
    </Inline>
  );
}
