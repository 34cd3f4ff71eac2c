import { createReactParcel } from '@sf/contracts/parcel-react';
import type { PageProps } from '@sf/contracts';
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
