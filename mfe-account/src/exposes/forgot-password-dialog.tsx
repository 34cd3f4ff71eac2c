import { createReactParcel } from '@sf/remote-contract/parcel-react';
import type { DialogProps } from '@sf/remote-contract';
import { StorefrontRoot } from '@sf/ui';
import { localizedUrl } from '@sf/i18n';
import { ForgotPasswordDialogView } from '../features/password-reset/forgot-password-dialog-view';

/** ./ForgotPasswordDialog (dialog, declared in package.json): `#forgot-password`. */
function ForgotPasswordDialogViewParcel(props: DialogProps) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <ForgotPasswordDialogView {...props} />
    </StorefrontRoot>
  );
}

export default createReactParcel(ForgotPasswordDialogViewParcel);
