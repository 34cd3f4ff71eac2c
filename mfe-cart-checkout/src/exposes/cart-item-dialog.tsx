import { createReactParcel } from '@sf/contracts/parcel-react';
import type { DialogProps } from '@sf/contracts';
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
