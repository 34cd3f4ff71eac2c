import { createReactParcel } from '@sf/remote-contract/parcel-react';
import type { DialogProps } from '@sf/remote-contract';
import { localizedUrl } from '@sf/i18n';
import { StorefrontRoot } from '@sf/ui';
import { ContentDialogView } from '../features/cms-content/content-dialog-view';

/** ./ContentDialog (dialog `#content_<id>`, declared in package.json): one CMS content asset. */
function ContentDialogParcel(props: DialogProps) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <ContentDialogView arg={props.arg} site={props.site} setTitle={props.setTitle} />
    </StorefrontRoot>
  );
}

export default createReactParcel(ContentDialogParcel);
