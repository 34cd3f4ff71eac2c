import { createReactParcel } from '@sf/remote-contract/parcel-react';
import type { PageProps } from '@sf/remote-contract';
import { StorefrontRoot } from '@sf/ui';
import { localizedUrl } from '@sf/i18n';
import { OrderConfirmationPage } from '../features/order-confirmation/order-confirmation-page';

function OrderConfirmationPageParcel(props: PageProps) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <OrderConfirmationPage {...props} />
    </StorefrontRoot>
  );
}

export default createReactParcel(OrderConfirmationPageParcel);
