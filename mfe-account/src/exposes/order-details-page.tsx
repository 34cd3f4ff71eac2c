import { createReactParcel } from '@sf/remote-contract/parcel-react';
import type { PageProps } from '@sf/remote-contract';
import { StorefrontRoot } from '@sf/ui';
import { localizedUrl } from '@sf/i18n';
import { OrderDetailsPage } from '../features/orders/order-details-page';

/** ./OrderDetailsPage (page). */
function OrderDetailsPageParcel(props: PageProps) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <OrderDetailsPage {...props} />
    </StorefrontRoot>
  );
}

export default createReactParcel(OrderDetailsPageParcel);
