import { createReactParcel } from '@sf/remote-contract/parcel-react';
import type { PageProps } from '@sf/remote-contract';
import { StorefrontRoot } from '@sf/ui';
import { localizedUrl } from '@sf/i18n';
import { OutboxPage } from '../features/outbox/outbox-page';

function OutboxPageParcel(props: PageProps) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <OutboxPage {...props} />
    </StorefrontRoot>
  );
}

export default createReactParcel(OutboxPageParcel);
