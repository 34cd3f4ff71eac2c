import { createReactParcel } from '@sf/contracts/parcel-react';
import { StorefrontRoot } from '@sf/ui';
import { localizedUrl } from '@sf/i18n';
import type { DialogProps } from '@sf/contracts';
import { ReviewUgcDialog } from '../features/reviews/review-dialogs';

function ReviewUgcDialogParcel(props: DialogProps) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <ReviewUgcDialog {...props} />
    </StorefrontRoot>
  );
}

export default createReactParcel(ReviewUgcDialogParcel);
