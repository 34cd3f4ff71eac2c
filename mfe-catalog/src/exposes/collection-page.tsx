import { createReactParcel } from '@sf/remote-contract/parcel-react';
import { StorefrontRoot } from '@sf/ui';
import { localizedUrl } from '@sf/i18n';
import type { CollectionListing } from '@sf/contracts';
import type { PageProps } from '@sf/remote-contract';
import { CollectionPage } from '../features/collections/collection-page';

function CollectionPageParcel(props: PageProps<CollectionListing>) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <CollectionPage {...props} />
    </StorefrontRoot>
  );
}

export default createReactParcel(CollectionPageParcel);
