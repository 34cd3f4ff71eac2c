import { createReactParcel } from '@sf/contracts/parcel-react';
import type { WidgetProps } from '@sf/contracts';
import { StorefrontRoot } from '@sf/ui';
import { AccountEntry } from '../features/account-entry/account-entry';

/** ./AccountEntry (widget): the header's sign-in link or greeting. */
function AccountEntryWidget(props: WidgetProps) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate}>
      <AccountEntry />
    </StorefrontRoot>
  );
}

export default createReactParcel(AccountEntryWidget);
