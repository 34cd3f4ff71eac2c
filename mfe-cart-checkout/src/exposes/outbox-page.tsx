import { createReactParcel } from '@sf/contracts/parcel-react';
import type { PageProps } from '@sf/contracts';
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
