import { createReactParcel } from '@sf/remote-contract/parcel-react';
import type { PageProps } from '@sf/remote-contract';
import { StorefrontRoot } from '@sf/ui';
import { localizedUrl } from '@sf/i18n';
import { CheckoutPage } from '../features/checkout/checkout-page';

function CheckoutPageParcel(props: PageProps) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <CheckoutPage {...props} />
    </StorefrontRoot>
  );
}

export default createReactParcel(CheckoutPageParcel);
