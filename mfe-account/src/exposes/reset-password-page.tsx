import { createReactParcel } from '@sf/remote-contract/parcel-react';
import type { PageProps } from '@sf/remote-contract';
import { StorefrontRoot } from '@sf/ui';
import { localizedUrl } from '@sf/i18n';
import { ResetPasswordPage } from '../features/password-reset/reset-password-page';

/** ./ResetPasswordPage (page). */
function ResetPasswordPageParcel(props: PageProps) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <ResetPasswordPage {...props} />
    </StorefrontRoot>
  );
}

export default createReactParcel(ResetPasswordPageParcel);
