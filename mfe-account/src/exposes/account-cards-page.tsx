import { accountPageParcel } from '../app/account-page';
import { CardsPage } from '../features/account-cards/cards-page';

/** ./AccountCardsPage (page `/account/credit-cards`). */
export default accountPageParcel(CardsPage);
