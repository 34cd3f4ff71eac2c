import { createReactParcel } from '@sf/contracts/parcel-react';
import { StorefrontRoot } from '@sf/ui';
import { localizedUrl } from '@sf/i18n';
import type { DialogProps } from '@sf/contracts';
import { WriteReviewDialog } from '../features/reviews/review-dialogs';

function AddYourPhotoDialogParcel(props: DialogProps) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <WriteReviewDialog {...props} photoFirst />
    </StorefrontRoot>
  );
}

export default createReactParcel(AddYourPhotoDialogParcel);
