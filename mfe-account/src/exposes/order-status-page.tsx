import { createReactParcel } from '@sf/remote-contract/parcel-react';
import type { PageProps } from '@sf/remote-contract';
import { StorefrontRoot } from '@sf/ui';
import { localizedUrl } from '@sf/i18n';
import { OrderStatusPage } from '../features/orders/order-status-page';

/** ./OrderStatusPage (page). */
function OrderStatusPageParcel(props: PageProps) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <OrderStatusPage {...props} />
    </StorefrontRoot>
  );
}

export default createReactParcel(OrderStatusPageParcel);
