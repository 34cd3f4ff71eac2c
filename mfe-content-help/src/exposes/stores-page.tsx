import { createReactParcel } from '@sf/remote-contract/parcel-react';
import type { StoreList } from '@sf/contracts';
import type { PageProps } from '@sf/remote-contract';
import { localizedUrl } from '@sf/i18n';
import { StorefrontRoot } from '@sf/ui';
import { StoresPage } from '../features/stores/stores-page';

/** ./StoresPage (page): /stores and /store-locator, the store locator. */
function StoresPageParcel(props: PageProps<StoreList>) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <StoresPage {...props} />
    </StorefrontRoot>
  );
}

export default createReactParcel(StoresPageParcel);
