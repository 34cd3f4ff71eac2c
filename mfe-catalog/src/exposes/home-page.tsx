import { createReactParcel } from '@sf/contracts/parcel-react';
import { StorefrontRoot } from '@sf/ui';
import { localizedUrl } from '@sf/i18n';
import type { CategoryList, PageProps } from '@sf/contracts';
import { HomePage } from '../features/home/home-page';
import { RecommendedSlot } from '../features/recommendations/recommended-slot';

function HomePageParcel(props: PageProps<CategoryList>) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <HomePage {...props} />
      {/* Last on the page, so its late arrival moves nothing above it; in a page frame of its own. */}
      <RecommendedSlot framed />
    </StorefrontRoot>
  );
}

export default createReactParcel(HomePageParcel);
