import { useEffect, useRef, type FormEvent } from 'react';
import styled from '@emotion/styled';
import { STORE_QUERY_MAX } from '@sf/contracts';
import { useTranslation } from '@sf/i18n';
import { Button, Field, useShell } from '@sf/ui';

/** The page URL of a search: `?q=` on the same path, or the bare path for no search. */
export function storeSearchHref(path: string, query: string): string {
  const q = query.trim();
  return q ? `${path}?${new URLSearchParams({ q })}` : path;
}

/**
 * The store search. Without JavaScript it is a plain GET form to this page (the server answers `?q=` with the
 * matching stores); once hydrated, a submit goes through the shell's router instead of reloading the page.
 */
export function StoreSearchForm({ path, query }: { path: string; query: string | undefined }) {
  const { t } = useTranslation();
  const { navigate, hrefFor } = useShell();
  const inputRef = useRef<HTMLInputElement>(null);
  const shownQuery = useRef(query);

  // Back and Forward change the search without this form: show the search whose stores are listed. Only a change
  // of the URL's search writes the field, so text typed before hydration is left alone.
  useEffect(() => {
    if (shownQuery.current === query) return;
    shownQuery.current = query;
    if (inputRef.current) inputRef.current.value = query ?? '';
  }, [query]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(storeSearchHref(path, inputRef.current?.value ?? ''));
  };

  return (
    // A form with role search rather than <search>: not every screen reader announces <search> yet.
    <SearchForm role="search" aria-label={t('stores.title')} method="get" action={hrefFor(path)} onSubmit={submit}>
      <FieldBox>
        <Field
          ref={inputRef}
          type="search"
          name="q"
          label={t('stores.searchLabel')}
          defaultValue={query ?? ''}
          maxLength={STORE_QUERY_MAX}
          autoComplete="off"
        />
      </FieldBox>
      <Button type="submit">{t('stores.searchSubmit')}</Button>
    </SearchForm>
  );
}

/** Styled, not the css prop: @emotion/styled is a shared singleton, so it always gets the shell's theme. */
const SearchForm = styled.form(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: theme.space[3],
}));

const FieldBox = styled.div({ flex: '1 1 16rem', maxWidth: '32rem' });
