import { createReactParcel } from '@sf/remote-contract/parcel-react';
import type { DialogProps } from '@sf/remote-contract';
import { StorefrontRoot } from '@sf/ui';
import { localizedUrl } from '@sf/i18n';
import { EmployeeTermsDialog } from '../features/employees/employee-terms-dialog';

/** ./EmployeeTermsDialog (dialog, declared in package.json): `#employee-terms`, at an employee's first sign-in until accepted. */
function EmployeeTermsDialogParcel(props: DialogProps) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <EmployeeTermsDialog site={props.site} close={props.close} setTitle={props.setTitle} />
    </StorefrontRoot>
  );
}

export default createReactParcel(EmployeeTermsDialogParcel);
