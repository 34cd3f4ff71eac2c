import { createReactParcel } from '@sf/remote-contract/parcel-react';
import type { DialogProps } from '@sf/remote-contract';
import { StorefrontRoot } from '@sf/ui';
import { localizedUrl } from '@sf/i18n';
import { StrengthCheckedPassword } from '../app/strength-checked-password';
import { PlusAccountDialog } from '../features/account-plus/plus-account-dialog';

/** ./PlusAccountDialog (dialog `#plus-account`, blocked for signed-in shoppers). */
function PlusAccountDialogParcel(props: DialogProps) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <PlusAccountDialog close={props.close} setTitle={props.setTitle} NewPassword={StrengthCheckedPassword} />
    </StorefrontRoot>
  );
}

export default createReactParcel(PlusAccountDialogParcel);
