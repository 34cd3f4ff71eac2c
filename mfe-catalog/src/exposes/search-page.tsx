import { createReactParcel } from '@sf/contracts/parcel-react';
import { StorefrontRoot } from '@sf/ui';
import { localizedUrl } from '@sf/i18n';
import type { PageProps, SearchResult } from '@sf/contracts';
import { SearchPage } from '../features/search/search-page';

function SearchPageParcel(props: PageProps<SearchResult>) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <SearchPage {...props} />
    </StorefrontRoot>
  );
}

export default createReactParcel(SearchPageParcel);
