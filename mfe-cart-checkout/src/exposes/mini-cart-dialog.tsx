import { createReactParcel } from '@sf/remote-contract/parcel-react';
import type { DialogProps } from '@sf/remote-contract';
import { StorefrontRoot } from '@sf/ui';
import { localizedUrl } from '@sf/i18n';
import { MiniCartDialog } from '../features/mini-cart/mini-cart-dialog';

function MiniCartDialogParcel(props: DialogProps) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <MiniCartDialog {...props} />
    </StorefrontRoot>
  );
}

export default createReactParcel(MiniCartDialogParcel);
