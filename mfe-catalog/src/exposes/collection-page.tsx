import { createReactParcel } from '@sf/contracts/parcel-react';
import { StorefrontRoot } from '@sf/ui';
import { localizedUrl } from '@sf/i18n';
import type { CollectionListing, PageProps } from '@sf/contracts';
import { CollectionPage } from '../features/collections/collection-page';

function CollectionPageParcel(props: PageProps<CollectionListing>) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <CollectionPage {...props} />
    </StorefrontRoot>
  );
}

export default createReactParcel(CollectionPageParcel);
