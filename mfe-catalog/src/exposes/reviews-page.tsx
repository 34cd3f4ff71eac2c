import { createReactParcel } from '@sf/contracts/parcel-react';
import { StorefrontRoot } from '@sf/ui';
import { localizedUrl } from '@sf/i18n';
import type { PageProps } from '@sf/contracts';
import type { ReviewList } from '@sf/contracts/api';
import { ReviewsPage } from '../features/reviews/reviews-page';

function ReviewsPageParcel(props: PageProps<ReviewList>) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <ReviewsPage {...props} />
    </StorefrontRoot>
  );
}

export default createReactParcel(ReviewsPageParcel);
