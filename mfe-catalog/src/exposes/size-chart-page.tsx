import { createReactParcel } from '@sf/remote-contract/parcel-react';
import { StorefrontRoot } from '@sf/ui';
import { localizedUrl } from '@sf/i18n';
import type { SizeCharts } from '@sf/contracts';
import type { PageProps } from '@sf/remote-contract';
import { SizeChartPage } from '../features/size-chart/size-chart-page';

function SizeChartPageParcel(props: PageProps<SizeCharts>) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <SizeChartPage {...props} />
    </StorefrontRoot>
  );
}

export default createReactParcel(SizeChartPageParcel);
