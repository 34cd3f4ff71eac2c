import { accountPageParcel } from '../app/account-page';
import { OrderHistoryPage } from '../features/account-orders/order-history-page';

/** ./AccountOrderHistoryPage (page `/account/order-history?page=N`). */
export default accountPageParcel(OrderHistoryPage);
