import { createReactParcel } from '@sf/remote-contract/parcel-react';
import type { DialogProps } from '@sf/remote-contract';
import { StorefrontRoot } from '@sf/ui';
import { localizedUrl } from '@sf/i18n';
import { SignInConfirmationDialogView } from '../features/sign-in/sign-in-confirmation-dialog-view';

/** ./SignInConfirmationDialog (dialog, declared in package.json): `#sign-in-confirmation`, after a sign-in from the dialog. */
function SignInConfirmationDialogViewParcel(props: DialogProps) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <SignInConfirmationDialogView {...props} />
    </StorefrontRoot>
  );
}

export default createReactParcel(SignInConfirmationDialogViewParcel);
