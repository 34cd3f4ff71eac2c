import { createReactParcel } from '@sf/remote-contract/parcel-react';
import type { DialogProps } from '@sf/remote-contract';
import { StorefrontRoot } from '@sf/ui';
import { localizedUrl } from '@sf/i18n';
import { WelcomeDialogView } from '../features/welcome/welcome-dialog-view';

/** ./WelcomeDialog (dialog, declared in package.json): `#welcome`, after the first sign-in of a new account. */
function WelcomeDialogViewParcel(props: DialogProps) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <WelcomeDialogView {...props} />
    </StorefrontRoot>
  );
}

export default createReactParcel(WelcomeDialogViewParcel);
