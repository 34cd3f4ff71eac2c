import { createReactParcel } from '@sf/remote-contract/parcel-react';
import type { PageProps } from '@sf/remote-contract';
import type { FindInStoreData } from '@sf/contracts/store-pickup';
import { localizedUrl } from '@sf/i18n';
import { StorefrontRoot } from '@sf/ui';
import { FindInStorePage } from '../features/find-in-store/find-in-store-page';

/** ./FindInStorePage (page, issue 25). */
function FindInStorePageParcel(props: PageProps<FindInStoreData>) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <FindInStorePage {...props} />
    </StorefrontRoot>
  );
}

export default createReactParcel(FindInStorePageParcel);
