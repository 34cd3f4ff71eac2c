import { createReactParcel } from '@sf/remote-contract/parcel-react';
import type { PageProps } from '@sf/remote-contract';
import { localizedUrl } from '@sf/i18n';
import { StorefrontRoot } from '@sf/ui';
import { FeatureFlagsPage } from '../features/internal-feature-flags/feature-flags-page';

/** ./FeatureFlagsPage (page): /healthcheck/feature-flags, the operators' flag editor and audit trail (issue 24). */
function FeatureFlagsPageParcel(props: PageProps) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <FeatureFlagsPage {...props} />
    </StorefrontRoot>
  );
}

export default createReactParcel(FeatureFlagsPageParcel);
