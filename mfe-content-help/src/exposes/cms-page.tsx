import { createReactParcel } from '@sf/remote-contract/parcel-react';
import type { CmsPage } from '@sf/contracts';
import type { PageProps } from '@sf/remote-contract';
import { localizedUrl } from '@sf/i18n';
import { StorefrontRoot } from '@sf/ui';
import { CmsPageView } from '../features/cms-content/cms-page-view';

/** ./CmsPage (page): the catch-all /{slug...} CMS page. */
function CmsPageParcel(props: PageProps<CmsPage>) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <CmsPageView {...props} />
    </StorefrontRoot>
  );
}

export default createReactParcel(CmsPageParcel);
