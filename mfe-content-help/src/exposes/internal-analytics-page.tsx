import { createReactParcel } from '@sf/remote-contract/parcel-react';
import type { PageProps } from '@sf/remote-contract';
import { StorefrontRoot } from '@sf/ui';
import { InternalAnalyticsPage } from '../features/internal-analytics/internal-analytics-page';

/** ./InternalAnalyticsPage (page): /internal/analytics for operators (funnel charts, searches without results). */
function InternalAnalyticsPageParcel(props: PageProps) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate}>
      <InternalAnalyticsPage {...props} />
    </StorefrontRoot>
  );
}

export default createReactParcel(InternalAnalyticsPageParcel);
