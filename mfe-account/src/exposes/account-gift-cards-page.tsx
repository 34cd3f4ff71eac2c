import { accountPageParcel } from '../app/account-page';
import { GiftCardsPage } from '../features/account-gift-cards/gift-cards-page';

/** ./AccountGiftCardsPage (page `/account/gift-cards`). */
export default accountPageParcel(GiftCardsPage);
