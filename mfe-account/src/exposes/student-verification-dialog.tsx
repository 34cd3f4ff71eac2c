import { createReactParcel } from '@sf/remote-contract/parcel-react';
import type { DialogProps } from '@sf/remote-contract';
import { StorefrontRoot } from '@sf/ui';
import { localizedUrl } from '@sf/i18n';
import { StudentVerificationDialog } from '../features/student-verification/student-verification-dialog';

/** ./StudentVerificationDialog (`#student-verification`, declared in package.json): academic e-mail, code, student discount. */
function StudentVerificationDialogParcel(props: DialogProps) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <StudentVerificationDialog site={props.site} setTitle={props.setTitle} close={props.close} />
    </StorefrontRoot>
  );
}

export default createReactParcel(StudentVerificationDialogParcel);
