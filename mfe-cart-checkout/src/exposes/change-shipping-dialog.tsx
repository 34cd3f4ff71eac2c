import { createReactParcel } from '@sf/remote-contract/parcel-react';
import type { DialogProps } from '@sf/remote-contract';
import { StorefrontRoot } from '@sf/ui';
import { localizedUrl } from '@sf/i18n';
import { ChangeShippingDialog } from '../features/cart/change-shipping-dialog';

function ChangeShippingDialogParcel(props: DialogProps) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <ChangeShippingDialog {...props} />
    </StorefrontRoot>
  );
}

export default createReactParcel(ChangeShippingDialogParcel);
