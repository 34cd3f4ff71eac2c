import { createReactParcel } from '@sf/contracts/parcel-react';
import type { PageProps, StoreList } from '@sf/contracts';
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
