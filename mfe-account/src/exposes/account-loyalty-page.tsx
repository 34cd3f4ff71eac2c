import { accountPageParcel } from '../app/account-page';
import { LoyaltyPage } from '../features/loyalty/loyalty-page';

/** ./AccountLoyaltyPage (page `/account/loyalty`). */
export default accountPageParcel(LoyaltyPage);
