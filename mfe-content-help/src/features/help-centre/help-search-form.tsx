import { useId, useState, type FormEvent } from 'react';
import styled from '@emotion/styled';
import { useTranslation } from '@sf/i18n';
import { Button, Field, useShell } from '@sf/ui';

/**
 * The help search box: a GET form to /search/articles (works before hydration), sent through the router once the
 * page runs, so the help articles page opens without a reload.
 */
export function HelpSearchForm({ term = '' }: { term?: string }) {
  const { t } = useTranslation();
  const { navigate, hrefFor } = useShell();
  const id = useId();
  const [value, setValue] = useState(term);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = value.trim();
    if (q) navigate(`/search/articles?q=${encodeURIComponent(q)}`);
  };
  return (
    // A form with role search rather than <search>: not every screen reader announces <search> yet.
    // biome-ignore lint/a11y/useSemanticElements: see above
    <form role="search" action={hrefFor('/search/articles')} method="get" onSubmit={submit} aria-label={t('help.searchLabel')} data-testid="help-search">
      <Row>
        <Field
          id={`${id}-q`}
          name="q"
          type="search"
          label={t('help.searchLabel')}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          maxLength={100}
        />
        <div>
          <Button type="submit">{t('help.searchSubmit')}</Button>
        </div>
      </Row>
    </form>
  );
}

const Row = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[3],
  alignItems: 'end',
  gridTemplateColumns: '1fr',
  [theme.media.sm]: { gridTemplateColumns: '1fr auto' },
}));
