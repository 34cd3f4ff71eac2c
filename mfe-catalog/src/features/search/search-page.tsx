import { useMemo } from 'react';
import type { SearchResult } from '@sf/contracts';
import type { PageProps } from '@sf/remote-contract';
import { Heading, Stack, Text } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { catalogApi } from '../../shared/catalog-api';
import { PageFrame } from '../../shared/page-frame';
import { ListingBody, useListingPage, type ListingSource } from '../listing';
import { searchTypeOf, searchTermOf } from './search-url';
import { ZeroResults } from './zero-results';

/** Search results (`/search?q=`): the listing of the term, or of the corrected term when the server adjusted it. */
export function SearchPage(props: PageProps<SearchResult>) {
  const { t } = useTranslation();
  const term = searchTermOf(props.route.query);
  if (!term) {
    return (
      <PageFrame>
        <Heading level={1}>{t('catalog.searchHeading')}</Heading>
        <Text>{t('catalog.searchEnterTerm')}</Text>
      </PageFrame>
    );
  }
  return <SearchResults {...props} term={term} />;
}

function SearchResults({ term, ...props }: PageProps<SearchResult> & { term: string }) {
  const { t } = useTranslation();
  const searchType = searchTypeOf(props.route.query);
  const source = useMemo<ListingSource<SearchResult>>(() => {
    const api = catalogApi(props.site);
    return {
      fetch: (query, signal) => api.search(term, query, signal),
      keepAlive: true,
      list: 'Search',
      meta: (result) => ({ title: t('catalog.searchTitle', { term }), description: t('catalog.resultCount', { count: result.total }) }),
      pageData: (result) => ({
        pageType: 'Search',
        pageName: 'Search',
        pageTitle: t('catalog.searchTitle', { term }),
        searchTerm: term,
        adjustedTerm: result.adjustedTerm,
        searchType,
        searchResults: result.total,
      }),
    };
  }, [props.site, term, searchType, t]);
  const page = useListingPage(props, source);

  return (
    <PageFrame>
      <ListingBody
        page={page}
        header={(result) => (
          <Stack gap={2}>
            <Heading level={1}>{t('catalog.searchResultsFor', { term: result.adjustedTerm ?? term })}</Heading>
            {result.adjustedTerm && (
              <Text data-testid="adjusted-term">
                {t('catalog.showingResultsFor', { adjusted: result.adjustedTerm })} {t('catalog.noResultsFor', { term })}
              </Text>
            )}
            <Text tone="muted">{t('catalog.resultCount', { count: result.total })}</Text>
          </Stack>
        )}
        emptyText={() => <ZeroResults term={term} />}
      />
    </PageFrame>
  );
}
