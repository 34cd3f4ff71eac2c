import { createReactParcel } from '@sf/remote-contract/parcel-react';
import { StorefrontRoot } from '@sf/ui';
import { localizedUrl } from '@sf/i18n';
import type { WidgetProps } from '@sf/remote-contract';
import { SearchBox } from '../features/search/search-box';

/** Header widget: the shell mounts it in its header slot; the test-kit runs it alone. */
function SearchBoxParcel(props: WidgetProps) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <SearchBox site={props.site} navigate={props.navigate} />
    </StorefrontRoot>
  );
}

export default createReactParcel(SearchBoxParcel);
