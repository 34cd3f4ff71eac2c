import { createReactParcel } from '@sf/remote-contract/parcel-react';
import type { PageProps } from '@sf/remote-contract';
import { StorefrontRoot } from '@sf/ui';
import { localizedUrl } from '@sf/i18n';
import { SignInPage } from '../features/sign-in/sign-in-page';

/** ./SignInPage (page). */
function SignInPageParcel(props: PageProps) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <SignInPage {...props} />
    </StorefrontRoot>
  );
}

export default createReactParcel(SignInPageParcel);
