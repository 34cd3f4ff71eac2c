import { createReactParcel } from '@sf/remote-contract/parcel-react';
import type { DialogProps } from '@sf/remote-contract';
import { StorefrontRoot } from '@sf/ui';
import { localizedUrl } from '@sf/i18n';
import { SignInDialogView } from '../features/sign-in/sign-in-dialog-view';

/** ./SignInDialog (dialog, declared in package.json): `#sign-in`, `#sign-in_<form location>`. */
function SignInDialogViewParcel(props: DialogProps) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <SignInDialogView {...props} />
    </StorefrontRoot>
  );
}

export default createReactParcel(SignInDialogViewParcel);
