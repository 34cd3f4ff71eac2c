import type { Theme } from '@emotion/react';
import { useEffect, useState } from 'react';
import { Button, Stack, Text } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { hasFilters, toggleFilter } from './listing-filters';
import type { FacetId, FacetValue, ListingFacet, ListingFilters } from './listing-vocabulary';
import { useFacetLabel } from './use-facet-label';

export interface FacetsPanelProps {
  facets: readonly ListingFacet[];
  /** The selection as the URL says (the answer's `selected` may belong to the previous view while loading). */
  filters: ListingFilters;
  onToggle: (facet: FacetId, value: string) => void;
  onClearAll: () => void;
}

/** One fieldset of checkboxes per facet, each value with its count; colours show a swatch. Multi-select. */
export function FacetsPanel({ facets, filters: urlFilters, onToggle, onClearAll }: FacetsPanelProps) {
  const { t } = useTranslation();
  const label = useFacetLabel(facets);
  // The URL changes a moment after a click (navigation, then new props); until then the box shows what was clicked,
  // so it never flickers back to its old state.
  const [pending, setPending] = useState<ListingFilters | null>(null);
  const urlKey = JSON.stringify(urlFilters);
  useEffect(() => setPending(null), [urlKey]);
  const filters = pending ?? urlFilters;
  const toggle = (facet: FacetId, value: string) => {
    setPending(toggleFilter(filters, facet, value));
    onToggle(facet, value);
  };
  return (
    <Stack gap={4}>
      {facets
        .filter((facet) => facet.values.length > 0)
        .map((facet) => (
          <fieldset key={facet.id} css={fieldsetStyles}>
            <legend css={(theme: Theme) => ({ fontWeight: theme.fontWeights.bold, marginBottom: theme.space[2], padding: 0 })}>{facet.label}</legend>
            <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {facet.values.map((value) => (
                <li key={value.value}>
                  <FacetOption
                    facet={facet.id}
                    value={value}
                    label={label(facet.id, value.value)}
                    checked={filters[facet.id]?.includes(value.value) ?? false}
                    onToggle={toggle}
                  />
                </li>
              ))}
            </ul>
          </fieldset>
        ))}
      {hasFilters(filters) && (
        <Button variant="secondary" onClick={onClearAll}>
          {t('catalog.clearAllFilters')}
        </Button>
      )}
    </Stack>
  );
}

interface FacetOptionProps {
  facet: FacetId;
  value: FacetValue;
  label: string;
  checked: boolean;
  onToggle: (facet: FacetId, value: string) => void;
}

function FacetOption({ facet, value, label, checked, onToggle }: FacetOptionProps) {
  const { t } = useTranslation();
  // A value no product would match stays visible (so the shopper sees it exists) but cannot be chosen.
  const disabled = value.count === 0 && !checked;
  return (
    <label css={(theme: Theme) => optionStyles(theme, disabled)}>
      <input
        type="checkbox"
        name={facet}
        value={value.value}
        checked={checked}
        disabled={disabled}
        onChange={() => onToggle(facet, value.value)}
        css={(theme: Theme) => ({ width: theme.sizes.iconSm, height: theme.sizes.iconSm, accentColor: theme.colors.primary, margin: 0 })}
      />
      {facet === 'colour' && value.hex && <Swatch hex={value.hex} />}
      <span>{label}</span>
      <Text as="span" size="sm" tone="muted">
        {t('catalog.facetCount', { n: value.count })}
      </Text>
    </label>
  );
}

/** The colour itself, next to its name (the name carries the meaning; the swatch is decoration). */
function Swatch({ hex }: { hex: string }) {
  return (
    <span
      aria-hidden="true"
      css={(theme: Theme) => ({
        width: theme.sizes.iconSm,
        height: theme.sizes.iconSm,
        borderRadius: theme.radii.pill,
        border: `${theme.sizes.borderWidth} solid ${theme.colors.border}`,
        flexShrink: 0,
      })}
      style={{ background: hex }}
    />
  );
}

const fieldsetStyles = (theme: Theme) => ({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column' as const,
  gap: theme.space[1],
});

const optionStyles = (theme: Theme, disabled: boolean) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[2],
  minHeight: theme.sizes.minTarget,
  cursor: disabled ? 'not-allowed' : 'pointer',
  color: disabled ? theme.colors.mutedText : theme.colors.text,
  '&:focus-within': {
    outline: `${theme.sizes.focusRingWidth} solid ${theme.colors.focus}`,
    outlineOffset: theme.sizes.focusRingOffset,
    borderRadius: theme.radii.sm,
  },
});
