import { createReactParcel } from '@sf/remote-contract/parcel-react';
import type { PageProps } from '@sf/remote-contract';
import { StorefrontRoot } from '@sf/ui';
import { localizedUrl } from '@sf/i18n';
import { WebVitalsPage } from '../features/web-vitals/web-vitals-page';

function WebVitalsPageParcel(props: PageProps) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <WebVitalsPage {...props} />
    </StorefrontRoot>
  );
}

export default createReactParcel(WebVitalsPageParcel);
