import { createReactParcel } from '@sf/remote-contract/parcel-react';
import type { PageProps } from '@sf/remote-contract';
import { StorefrontRoot } from '@sf/ui';
import { localizedUrl } from '@sf/i18n';
import { ForgotPasswordPage } from '../features/password-reset/forgot-password-page';

/** ./ForgotPasswordPage (page). */
function ForgotPasswordPageParcel(props: PageProps) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <ForgotPasswordPage {...props} />
    </StorefrontRoot>
  );
}

export default createReactParcel(ForgotPasswordPageParcel);
