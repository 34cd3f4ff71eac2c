import { accountPageParcel } from '../app/account-page';
import { AddressFormPage } from '../features/account-addresses/address-form-page';

/** ./AccountAddressFormPage (pages `/account/address/add-billing-address`, `/account/address/add-shipping-address`, `?id=` edits). */
export default accountPageParcel(AddressFormPage);
