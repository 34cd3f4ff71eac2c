import type { Theme } from '@emotion/react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { Navigate, SiteInfo } from '@sf/remote-contract';
import { Button, controlStyles, VisuallyHidden } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { searchHref } from './search-url';
import { SuggestionList } from './suggestion-list';
import { suggestionOptions, useSuggestions, type SuggestionOption } from './use-suggestions';

/**
 * The header search: an ARIA 1.2 combobox (editable, list autocomplete) over grouped suggestions. Focus stays in
 * the input; arrows, Home and End move the active option (aria-activedescendant), Enter follows it or submits the
 * term, Escape closes the list and then clears the input.
 */
export function SearchBox({ site, navigate }: { site: SiteInfo; navigate: Navigate }) {
  const { t } = useTranslation();
  const id = useId();
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const answer = useSuggestions(site, term);
  const options = suggestionOptions(answer, id, (phrase) => searchHref(phrase, 'click'));
  const expanded = open && options.length > 0;
  const activeOption = expanded ? options[active] : undefined;

  const go = (option: SuggestionOption) => {
    setOpen(false);
    setActive(-1);
    if (option.group === 'phrases') setTerm(option.label);
    navigate(option.href);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (activeOption) return go(activeOption);
    const trimmed = term.trim();
    if (!trimmed) return;
    setOpen(false);
    navigate(searchHref(trimmed));
  };
  const move = (to: number) => {
    setOpen(true);
    setActive(options.length === 0 ? -1 : (to + options.length) % options.length);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => (expanded ? move(active + 1) : move(0)),
      ArrowUp: () => (expanded ? move(active <= 0 ? options.length - 1 : active - 1) : move(options.length - 1)),
      Escape: () => {
        if (expanded) setOpen(false);
        else setTerm('');
        setActive(-1);
      },
    };
    // Home and End move the caret as usual until an option is active; then they move through the list.
    if (activeOption) Object.assign(keys, { Home: () => move(0), End: () => move(options.length - 1) });
    const action = keys[event.key];
    if (!action || (event.key.startsWith('Arrow') && options.length === 0)) return;
    event.preventDefault();
    action();
  };

  const listId = `${id}-list`;
  const inputId = `${id}-input`;
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not yet announced by every screen reader; a form with role search is.
    <form role="search" aria-label={t('search-box.label')} onSubmit={submit} css={formStyles}>
      <label htmlFor={inputId}>
        <VisuallyHidden>{t('search-box.label')}</VisuallyHidden>
      </label>
      <input
        id={inputId}
        type="search"
        role="combobox"
        name="q"
        autoComplete="off"
        maxLength={100}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeOption?.id}
        placeholder={t('search-box.placeholder')}
        value={term}
        onChange={(event) => {
          setTerm(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        css={inputStyles}
      />
      <Button type="submit" variant="primary" size="sm">
        {t('search-box.submit')}
      </Button>
      <SuggestionList id={listId} options={options} expanded={expanded} activeId={activeOption?.id} onChoose={go} />
      <VisuallyHidden role="status">{term.trim() && answer ? t('search-box.suggestionCount', { count: options.length }) : ''}</VisuallyHidden>
    </form>
  );
}

const formStyles = (theme: Theme) => ({
  position: 'relative' as const,
  display: 'flex',
  alignItems: 'center',
  gap: theme.space[2],
  flex: '1 1 auto',
  maxWidth: theme.sizes.proseMax,
});

const inputStyles = (theme: Theme) => ({ ...controlStyles(theme), flex: '1 1 auto', width: 'auto', minWidth: 0 });
