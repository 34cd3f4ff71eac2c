import { createReactParcel } from '@sf/remote-contract/parcel-react';
import type { DialogProps } from '@sf/remote-contract';
import { StorefrontRoot } from '@sf/ui';
import { localizedUrl } from '@sf/i18n';
import { LoyaltySignUpDialog } from '../features/loyalty/enrollment-dialogs';

/** ./LoyaltySignUpDialog (`#loyalty-sign-up`). */
function LoyaltySignUpDialogParcel(props: DialogProps) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <LoyaltySignUpDialog setTitle={props.setTitle} close={props.close} />
    </StorefrontRoot>
  );
}

export default createReactParcel(LoyaltySignUpDialogParcel);
