import { createReactParcel } from '@sf/remote-contract/parcel-react';
import type { DialogProps } from '@sf/remote-contract';
import { StorefrontRoot } from '@sf/ui';
import { localizedUrl } from '@sf/i18n';
import { SignUpDialogView } from '../features/sign-up/sign-up-dialog-view';

/** ./SignUpDialog (dialog, declared in package.json): `#sign-up`, `#sign-up_<content id>` (content block below the form). */
function SignUpDialogViewParcel(props: DialogProps) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <SignUpDialogView {...props} />
    </StorefrontRoot>
  );
}

export default createReactParcel(SignUpDialogViewParcel);
