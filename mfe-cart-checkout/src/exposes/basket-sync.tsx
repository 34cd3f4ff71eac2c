import { createReactParcel } from '@sf/contracts/parcel-react';
import type { WidgetProps } from '@sf/contracts';
import { BasketSync } from '../features/basket-merge/basket-sync';

/** ./BasketSync (headless widget, mounted by the shell for signed-in shoppers): the guest-basket merge at sign-in. */
function BasketSyncWidget(props: WidgetProps) {
  return <BasketSync site={props.site} />;
}

export default createReactParcel(BasketSyncWidget);
