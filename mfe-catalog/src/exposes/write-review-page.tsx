import { createReactParcel } from '@sf/contracts/parcel-react';
import { StorefrontRoot } from '@sf/ui';
import { localizedUrl } from '@sf/i18n';
import type { PageProps } from '@sf/contracts';
import { WriteReviewPage } from '../features/reviews/write-review-page';

function WriteReviewPageParcel(props: PageProps) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <WriteReviewPage {...props} />
    </StorefrontRoot>
  );
}

export default createReactParcel(WriteReviewPageParcel);
