import { createReactParcel } from '@sf/remote-contract/parcel-react';
import { StorefrontRoot } from '@sf/ui';
import { localizedUrl } from '@sf/i18n';
import type { Looks } from '@sf/contracts';
import type { PageProps } from '@sf/remote-contract';
import { LookPage } from '../features/looks/look-page';

function LookPageParcel(props: PageProps<Looks>) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <LookPage {...props} />
    </StorefrontRoot>
  );
}

export default createReactParcel(LookPageParcel);
