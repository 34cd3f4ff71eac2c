import { createReactParcel } from '@sf/remote-contract/parcel-react';
import { StorefrontRoot } from '@sf/ui';
import { localizedUrl } from '@sf/i18n';
import type { CmsPage } from '@sf/contracts';
import type { PageProps } from '@sf/remote-contract';
import { HomePage } from '../features/home/home-page';

function HomePageParcel(props: PageProps<CmsPage>) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <HomePage {...props} />
    </StorefrontRoot>
  );
}

export default createReactParcel(HomePageParcel);
