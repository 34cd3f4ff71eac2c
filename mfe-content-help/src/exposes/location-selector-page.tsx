import { createReactParcel } from '@sf/contracts/parcel-react';
import type { LocationSelector, PageProps } from '@sf/contracts';
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
