import { createReactParcel } from '@sf/contracts/parcel-react';
import { StorefrontRoot } from '@sf/ui';
import { localizedUrl } from '@sf/i18n';
import type { Looks, PageProps } from '@sf/contracts';
import { LookPage } from '../features/looks/look-page';

function LookPageParcel(props: PageProps<Looks>) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <LookPage {...props} />
    </StorefrontRoot>
  );
}

export default createReactParcel(LookPageParcel);
