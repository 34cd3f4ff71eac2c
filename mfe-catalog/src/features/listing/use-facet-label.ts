import { useSite } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { facetValueLabel } from './listing-filters';
import type { FacetId, ListingFacet } from './listing-vocabulary';

/** `facetValueLabel` bound to the site's currency and the page's texts. */
export function useFacetLabel(facets: readonly ListingFacet[]) {
  const { t } = useTranslation();
  const { tag, currency } = useSite();
  const format = {
    tag,
    currency,
    range: (min: string, max: string) => t('catalog.priceRange', { min, max }),
    from: (min: string) => t('catalog.priceFrom', { min }),
  };
  return (facet: FacetId, value: string) => facetValueLabel(facets, facet, value, format);
}
