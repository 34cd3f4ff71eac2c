import { createReactParcel } from '@sf/remote-contract/parcel-react';
import { StorefrontRoot } from '@sf/ui';
import { localizedUrl } from '@sf/i18n';
import type { SearchResult } from '@sf/contracts';
import type { PageProps } from '@sf/remote-contract';
import { SearchPage } from '../features/search/search-page';

function SearchPageParcel(props: PageProps<SearchResult>) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <SearchPage {...props} />
    </StorefrontRoot>
  );
}

export default createReactParcel(SearchPageParcel);
