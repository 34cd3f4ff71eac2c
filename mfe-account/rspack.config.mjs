import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { createAppConfig } from '@sf/build-config';

const dir = path.dirname(fileURLToPath(import.meta.url));

/** Exposes exactly REMOTE_EXPOSES.mfe_account of @sf/contracts. */
const exposes = {
  './AccountEntry': './src/exposes/account-entry.tsx',
  './OrderStatusPage': './src/exposes/order-status-page.tsx',
  './OrderDetailsPage': './src/exposes/order-details-page.tsx',
  './ReturnLabelPage': './src/exposes/return-label-page.tsx',
  './AccountDashboardPage': './src/exposes/account-dashboard-page.tsx',
  './AccountProfilePage': './src/exposes/account-profile-page.tsx',
  './AccountAddressBookPage': './src/exposes/account-address-book-page.tsx',
  './AccountAddressFormPage': './src/exposes/account-address-form-page.tsx',
  './AccountCardsPage': './src/exposes/account-cards-page.tsx',
  './AccountAddCardPage': './src/exposes/account-add-card-page.tsx',
  './AccountOrderHistoryPage': './src/exposes/account-order-history-page.tsx',
  './AccountOrderPage': './src/exposes/account-order-page.tsx',
  './AccountGiftCardsPage': './src/exposes/account-gift-cards-page.tsx',
  './PlusAccountDialog': './src/exposes/plus-account-dialog.tsx',
  './AccountLoyaltyPage': './src/exposes/account-loyalty-page.tsx',
  './LoyaltySignUpDialog': './src/exposes/loyalty-sign-up-dialog.tsx',
  './SimplifiedEnrollmentDialog': './src/exposes/simplified-enrollment-dialog.tsx',
  './SignInPage': './src/exposes/sign-in-page.tsx',
  './ForgotPasswordPage': './src/exposes/forgot-password-page.tsx',
  './ResetPasswordPage': './src/exposes/reset-password-page.tsx',
  './VerifyEmailPage': './src/exposes/verify-email-page.tsx',
  './SignInDialog': './src/exposes/sign-in-dialog.tsx',
  './SignUpDialog': './src/exposes/sign-up-dialog.tsx',
  './ForgotPasswordDialog': './src/exposes/forgot-password-dialog.tsx',
  './SignInConfirmationDialog': './src/exposes/sign-in-confirmation-dialog.tsx',
  './WelcomeDialog': './src/exposes/welcome-dialog.tsx',
  './EmployeeTermsDialog': './src/exposes/employee-terms-dialog.tsx',
};

export default (_env, argv) => createAppConfig({ dir, kind: 'remote', name: 'mfe_account', exposes }, argv);
