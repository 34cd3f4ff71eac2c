import { createReactParcel } from '@sf/remote-contract/parcel-react';
import type { WidgetProps } from '@sf/remote-contract';
import { localizedUrl } from '@sf/i18n';
import { Inline, StorefrontRoot } from '@sf/ui';
import { AccountEntry } from '../features/account-entry/account-entry';
import { EmployeeSessionIndicator } from '../features/employees/employee-session-indicator';

/** ./AccountEntry (widget): the header's sign-in link or greeting, and the employee session (prices, terms). */
function AccountEntryWidget(props: WidgetProps) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <Inline gap={2} align="center">
        <AccountEntry />
        <EmployeeSessionIndicator site={props.site} />
      </Inline>
    </StorefrontRoot>
  );
}

export default createReactParcel(AccountEntryWidget);
