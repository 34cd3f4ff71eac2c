import { accountPageParcel } from '../app/account-page';
import { AddCardPage } from '../features/account-cards/add-card-page';

/** ./AccountAddCardPage (page `/account/credit-cards/add`). */
export default accountPageParcel(AddCardPage);
