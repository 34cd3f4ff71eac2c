import { accountPageParcel } from '../app/account-page';
import { DashboardPage } from '../features/account-dashboard/dashboard-page';

/** ./AccountDashboardPage (page `/account`, `/account/dashboard`). */
export default accountPageParcel(DashboardPage);
