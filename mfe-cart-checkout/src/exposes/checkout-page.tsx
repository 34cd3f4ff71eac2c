import { createReactParcel } from '@sf/contracts/parcel-react';
import type { PageProps } from '@sf/contracts';
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
