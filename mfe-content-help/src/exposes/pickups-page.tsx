import { createReactParcel } from '@sf/remote-contract/parcel-react';
import type { PageProps } from '@sf/remote-contract';
import { localizedUrl } from '@sf/i18n';
import { StorefrontRoot } from '@sf/ui';
import { PickupsPage } from '../features/internal-pickups/pickups-page';

/** ./PickupsPage (page, issue 25). */
function PickupsPageParcel(props: PageProps) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <PickupsPage {...props} />
    </StorefrontRoot>
  );
}

export default createReactParcel(PickupsPageParcel);
