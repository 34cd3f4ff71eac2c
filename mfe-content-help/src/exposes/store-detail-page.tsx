import { createReactParcel } from '@sf/remote-contract/parcel-react';
import type { PageProps } from '@sf/remote-contract';
import type { StoreDetailData } from '@sf/contracts/store-pickup';
import { localizedUrl } from '@sf/i18n';
import { StorefrontRoot } from '@sf/ui';
import { StoreDetailPage } from '../features/store-detail/store-detail-page';

/** ./StoreDetailPage (page, issue 25). */
function StoreDetailPageParcel(props: PageProps<StoreDetailData>) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <StoreDetailPage {...props} />
    </StorefrontRoot>
  );
}

export default createReactParcel(StoreDetailPageParcel);
