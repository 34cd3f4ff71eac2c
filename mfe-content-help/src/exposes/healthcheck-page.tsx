import { createReactParcel } from '@sf/remote-contract/parcel-react';
import type { PageProps } from '@sf/remote-contract';
import { localizedUrl } from '@sf/i18n';
import { StorefrontRoot } from '@sf/ui';
import { HealthcheckPage } from '../features/internal-healthcheck/healthcheck-page';

/** ./HealthcheckPage (page): the operators' /healthcheck area, its index and children (issue 24). */
function HealthcheckPageParcel(props: PageProps) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <HealthcheckPage {...props} />
    </StorefrontRoot>
  );
}

export default createReactParcel(HealthcheckPageParcel);
