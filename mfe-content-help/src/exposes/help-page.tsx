import { createReactParcel } from '@sf/remote-contract/parcel-react';
import type { PageProps } from '@sf/remote-contract';
import type { HelpPageData } from '@sf/contracts/api';
import { localizedUrl } from '@sf/i18n';
import { StorefrontRoot } from '@sf/ui';
import { HelpPage } from '../features/help-centre/help-page';

/** ./HelpPage (page): /help, its children and /search/articles (the help centre). */
function HelpPageParcel(props: PageProps<HelpPageData>) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <HelpPage {...props} />
    </StorefrontRoot>
  );
}

export default createReactParcel(HelpPageParcel);
