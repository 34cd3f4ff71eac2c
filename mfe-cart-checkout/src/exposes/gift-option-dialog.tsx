import { createReactParcel } from '@sf/remote-contract/parcel-react';
import type { DialogProps } from '@sf/remote-contract';
import { StorefrontRoot } from '@sf/ui';
import { localizedUrl } from '@sf/i18n';
import { GiftOptionDialog } from '../features/cart/gift-option-dialog';

function GiftOptionDialogParcel(props: DialogProps) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <GiftOptionDialog {...props} />
    </StorefrontRoot>
  );
}

export default createReactParcel(GiftOptionDialogParcel);
