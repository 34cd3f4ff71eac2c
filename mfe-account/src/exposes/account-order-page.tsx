import type { Shipment } from '@sf/contracts';
import type { PageProps } from '@sf/remote-contract';
import { accountPageParcel } from '../app/account-page';
import { AccountOrderPage } from '../features/account-orders/account-order-page';
import { ShipmentTracking } from '../features/orders/shipment-tracking';

const tracking = (shipment: Shipment, index: number) => <ShipmentTracking shipment={shipment} index={index} />;

function AccountOrderWithTracking(props: PageProps) {
  return <AccountOrderPage {...props} renderShipment={tracking} />;
}

/** ./AccountOrderPage (page `/account/order-details/:id`): the guest order pages' tracking timeline per shipment. */
export default accountPageParcel(AccountOrderWithTracking);
