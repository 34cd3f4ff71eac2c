import { createReactParcel } from '@sf/remote-contract/parcel-react';
import type { DialogProps } from '@sf/remote-contract';
import { StorefrontRoot } from '@sf/ui';
import { localizedUrl } from '@sf/i18n';
import { SimplifiedEnrollmentDialog } from '../features/loyalty/enrollment-dialogs';

/** ./SimplifiedEnrollmentDialog (`#simplified-enrollment`; guests are sent to sign-in by its guard). */
function SimplifiedEnrollmentDialogParcel(props: DialogProps) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <SimplifiedEnrollmentDialog setTitle={props.setTitle} close={props.close} />
    </StorefrontRoot>
  );
}

export default createReactParcel(SimplifiedEnrollmentDialogParcel);
