import { createReactParcel } from '@sf/contracts/parcel-react';
import { StorefrontRoot } from '@sf/ui';
import { localizedUrl } from '@sf/i18n';
import type { CmsPage, PageProps } from '@sf/contracts';
import { HomePage } from '../features/home/home-page';

function HomePageParcel(props: PageProps<CmsPage>) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <HomePage {...props} />
    </StorefrontRoot>
  );
}

export default createReactParcel(HomePageParcel);
