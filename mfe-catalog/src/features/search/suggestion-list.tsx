import type { Theme } from '@emotion/react';
import { useTranslation } from '@sf/i18n';
import type { SuggestionOption } from './use-suggestions';

const GROUP_TEXT: Record<SuggestionOption['group'], string> = {
  phrases: 'search-box.suggestedSearches',
  categories: 'search-box.suggestedCategories',
  products: 'search-box.suggestedProducts',
};

interface SuggestionListProps {
  id: string;
  options: readonly SuggestionOption[];
  expanded: boolean;
  activeId: string | undefined;
  onChoose: (option: SuggestionOption) => void;
}

/** The combobox's listbox: options in labelled groups; the active one is marked for sight and for assistive tech. */
export function SuggestionList({ id, options, expanded, activeId, onChoose }: SuggestionListProps) {
  const { t } = useTranslation();
  const groups = (['phrases', 'categories', 'products'] as const).map((group) => ({ group, items: options.filter((option) => option.group === group) }));
  return (
    <div id={id} role="listbox" aria-label={t('search-box.suggestionsLabel')} hidden={!expanded} css={listStyles}>
      {groups
        .filter(({ items }) => items.length > 0)
        .map(({ group, items }) => (
          // biome-ignore lint/a11y/useSemanticElements: a group of combobox options (ARIA listbox pattern), not a form <fieldset>.
          <div key={group} role="group" aria-labelledby={`${id}-${group}`}>
            <div
              id={`${id}-${group}`}
              role="presentation"
              css={(theme: Theme) => ({
                padding: theme.space[2],
                fontSize: theme.fontSizes.sm,
                color: theme.colors.mutedText,
                fontWeight: theme.fontWeights.bold,
              })}
            >
              {t(GROUP_TEXT[group])}
            </div>
            {items.map((option) => (
              // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: options of a combobox stay unfocusable; the input owns focus and the keys (ArrowUp/Down, Enter).
              <div
                key={option.id}
                id={option.id}
                role="option"
                aria-selected={option.id === activeId}
                // Keeps focus in the input: the click chooses, the input never blurs.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onChoose(option)}
                css={optionStyles}
              >
                {option.label}
              </div>
            ))}
          </div>
        ))}
    </div>
  );
}

const listStyles = (theme: Theme) => ({
  position: 'absolute' as const,
  insetInlineStart: 0,
  insetInlineEnd: 0,
  insetBlockStart: '100%',
  zIndex: theme.zIndices.overlay,
  marginTop: theme.space[1],
  paddingBlock: theme.space[1],
  background: theme.colors.background,
  color: theme.colors.text,
  border: `${theme.sizes.borderWidth} solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  boxShadow: theme.shadows.md,
  '&[hidden]': { display: 'none' },
});

const optionStyles = (theme: Theme) => ({
  display: 'flex',
  alignItems: 'center',
  minHeight: theme.sizes.minTarget,
  paddingInline: theme.space[3],
  cursor: 'pointer',
  '&:hover': { background: theme.colors.surface },
  '&[aria-selected="true"]': {
    background: theme.colors.surface,
    outline: `${theme.sizes.strokeWidth} solid ${theme.colors.primary}`,
    outlineOffset: `-${theme.sizes.strokeWidth}`,
  },
});
