import { createReactParcel } from '@sf/contracts/parcel-react';
import type { CmsPage, PageProps } from '@sf/contracts';
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
