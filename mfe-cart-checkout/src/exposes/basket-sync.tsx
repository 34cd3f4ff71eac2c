import { createReactParcel } from '@sf/remote-contract/parcel-react';
import type { WidgetProps } from '@sf/remote-contract';
import { BasketSync } from '../features/basket-merge/basket-sync';

/** ./BasketSync (headless widget, mounted by the shell for signed-in shoppers): the guest-basket merge at sign-in. */
function BasketSyncWidget(props: WidgetProps) {
  return <BasketSync site={props.site} />;
}

export default createReactParcel(BasketSyncWidget);
