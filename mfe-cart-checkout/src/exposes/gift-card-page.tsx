import { createReactParcel } from '@sf/remote-contract/parcel-react';
import type { PageProps } from '@sf/remote-contract';
import { StorefrontRoot } from '@sf/ui';
import { localizedUrl } from '@sf/i18n';
import { GiftCardPage } from '../features/gift-card/gift-card-page';

function GiftCardPageParcel(props: PageProps) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <GiftCardPage {...props} />
    </StorefrontRoot>
  );
}

export default createReactParcel(GiftCardPageParcel);
