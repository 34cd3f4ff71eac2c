import { createReactParcel } from '@sf/remote-contract/parcel-react';
import type { LocationSelector } from '@sf/contracts';
import type { PageProps } from '@sf/remote-contract';
import { localizedUrl } from '@sf/i18n';
import { StorefrontRoot } from '@sf/ui';
import { LocationSelectorPage } from '../features/location-selector/location-selector-page';

/** ./LocationSelectorPage (page): /location-selector, the country and language chooser. */
function LocationSelectorPageParcel(props: PageProps<LocationSelector>) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <LocationSelectorPage {...props} />
    </StorefrontRoot>
  );
}

export default createReactParcel(LocationSelectorPageParcel);
