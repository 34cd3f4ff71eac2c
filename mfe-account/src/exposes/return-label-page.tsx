import { createReactParcel } from '@sf/remote-contract/parcel-react';
import type { PageProps } from '@sf/remote-contract';
import { StorefrontRoot } from '@sf/ui';
import { localizedUrl } from '@sf/i18n';
import { ReturnLabelPage } from '../features/orders/return-label-page';

/** ./ReturnLabelPage (page). */
function ReturnLabelPageParcel(props: PageProps) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <ReturnLabelPage {...props} />
    </StorefrontRoot>
  );
}

export default createReactParcel(ReturnLabelPageParcel);
