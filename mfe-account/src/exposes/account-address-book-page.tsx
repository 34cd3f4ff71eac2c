import { accountPageParcel } from '../app/account-page';
import { AddressBookPage } from '../features/account-addresses/address-book-page';

/** ./AccountAddressBookPage (page `/account/address`). */
export default accountPageParcel(AddressBookPage);
