import type { ComponentType } from 'react';
import type { PageProps } from '@sf/remote-contract';
import { createReactParcel } from '@sf/remote-contract/parcel-react';
import { StorefrontRoot } from '@sf/ui';
import { localizedUrl } from '@sf/i18n';
import { AccountLayout } from '../features/account-layout/account-layout';

/**
 * An account page as a single-spa parcel: the brand theme and shell router (StorefrontRoot) around the account
 * layout (menu) around the page. Every `/account/*` expose is one call of this.
 */
export function accountPageParcel(Page: ComponentType<PageProps>) {
  function AccountPageParcel(props: PageProps) {
    return (
      <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
        <AccountLayout route={props.route}>
          <Page {...props} />
        </AccountLayout>
      </StorefrontRoot>
    );
  }
  AccountPageParcel.displayName = `AccountPage(${Page.displayName ?? Page.name})`;
  return createReactParcel(AccountPageParcel);
}
