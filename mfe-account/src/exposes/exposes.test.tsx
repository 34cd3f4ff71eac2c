import { describe, expect, it } from 'vitest';
import type { ParcelModule } from '@sf/remote-contract';
import { REMOTE_EXPOSES } from '@sf/remote-contract/remote-modules';
import accountEntry from './account-entry';
import orderDetailsPage from './order-details-page';
import orderStatusPage from './order-status-page';
import returnLabelPage from './return-label-page';
import accountAddCardPage from './account-add-card-page';
import accountAddressBookPage from './account-address-book-page';
import accountAddressFormPage from './account-address-form-page';
import accountCardsPage from './account-cards-page';
import accountDashboardPage from './account-dashboard-page';
import accountGiftCardsPage from './account-gift-cards-page';
import accountOrderHistoryPage from './account-order-history-page';
import accountOrderPage from './account-order-page';
import accountProfilePage from './account-profile-page';
import plusAccountDialog from './plus-account-dialog';
import forgotPasswordDialog from './forgot-password-dialog';
import forgotPasswordPage from './forgot-password-page';
import resetPasswordPage from './reset-password-page';
import signInConfirmationDialog from './sign-in-confirmation-dialog';
import signInDialog from './sign-in-dialog';
import signInPage from './sign-in-page';
import signUpDialog from './sign-up-dialog';
import verifyEmailPage from './verify-email-page';
import welcomeDialog from './welcome-dialog';
import accountLoyaltyPage from './account-loyalty-page';
import loyaltySignUpDialog from './loyalty-sign-up-dialog';
import simplifiedEnrollmentDialog from './simplified-enrollment-dialog';
import employeeTermsDialog from './employee-terms-dialog';
import studentVerificationDialog from './student-verification-dialog';

const modules: Record<(typeof REMOTE_EXPOSES.mfe_account)[number], ParcelModule<never>> = {
  './AccountEntry': accountEntry as ParcelModule<never>,
  './OrderStatusPage': orderStatusPage as ParcelModule<never>,
  './OrderDetailsPage': orderDetailsPage as ParcelModule<never>,
  './ReturnLabelPage': returnLabelPage as ParcelModule<never>,
  './AccountDashboardPage': accountDashboardPage as ParcelModule<never>,
  './AccountProfilePage': accountProfilePage as ParcelModule<never>,
  './AccountAddressBookPage': accountAddressBookPage as ParcelModule<never>,
  './AccountAddressFormPage': accountAddressFormPage as ParcelModule<never>,
  './AccountCardsPage': accountCardsPage as ParcelModule<never>,
  './AccountAddCardPage': accountAddCardPage as ParcelModule<never>,
  './AccountOrderHistoryPage': accountOrderHistoryPage as ParcelModule<never>,
  './AccountOrderPage': accountOrderPage as ParcelModule<never>,
  './AccountGiftCardsPage': accountGiftCardsPage as ParcelModule<never>,
  './PlusAccountDialog': plusAccountDialog as ParcelModule<never>,
  './SignInPage': signInPage as ParcelModule<never>,
  './ForgotPasswordPage': forgotPasswordPage as ParcelModule<never>,
  './ResetPasswordPage': resetPasswordPage as ParcelModule<never>,
  './VerifyEmailPage': verifyEmailPage as ParcelModule<never>,
  './SignInDialog': signInDialog as ParcelModule<never>,
  './SignUpDialog': signUpDialog as ParcelModule<never>,
  './ForgotPasswordDialog': forgotPasswordDialog as ParcelModule<never>,
  './SignInConfirmationDialog': signInConfirmationDialog as ParcelModule<never>,
  './WelcomeDialog': welcomeDialog as ParcelModule<never>,
  './AccountLoyaltyPage': accountLoyaltyPage as ParcelModule<never>,
  './LoyaltySignUpDialog': loyaltySignUpDialog as ParcelModule<never>,
  './SimplifiedEnrollmentDialog': simplifiedEnrollmentDialog as ParcelModule<never>,
  './EmployeeTermsDialog': employeeTermsDialog as ParcelModule<never>,
  './StudentVerificationDialog': studentVerificationDialog as ParcelModule<never>,
};

describe('exposed modules', () => {
  it('are single-spa parcels, one per contract name', () => {
    for (const name of REMOTE_EXPOSES.mfe_account) {
      // A React parcel also carries its component, which the server renderer renders (issue 13).
      expect(Object.keys(modules[name]).sort(), name).toEqual(['bootstrap', 'component', 'mount', 'unmount', 'update']);
      expect(typeof modules[name].component, name).toBe('function');
    }
  });
});
