import { createReactParcel } from '@sf/remote-contract/parcel-react';
import type { PageProps } from '@sf/remote-contract';
import { StorefrontRoot } from '@sf/ui';
import { localizedUrl } from '@sf/i18n';
import { VerifyEmailPage } from '../features/verify-email/verify-email-page';

/** ./VerifyEmailPage (page). */
function VerifyEmailPageParcel(props: PageProps) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <VerifyEmailPage {...props} />
    </StorefrontRoot>
  );
}

export default createReactParcel(VerifyEmailPageParcel);
