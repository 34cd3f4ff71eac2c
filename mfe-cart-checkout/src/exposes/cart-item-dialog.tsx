import { createReactParcel } from '@sf/remote-contract/parcel-react';
import type { DialogProps } from '@sf/remote-contract';
import { StorefrontRoot } from '@sf/ui';
import { localizedUrl } from '@sf/i18n';
import { ItemActionsDialog } from '../features/cart/item-actions-dialog';

function ItemActionsDialogParcel(props: DialogProps) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <ItemActionsDialog {...props} />
    </StorefrontRoot>
  );
}

export default createReactParcel(ItemActionsDialogParcel);
