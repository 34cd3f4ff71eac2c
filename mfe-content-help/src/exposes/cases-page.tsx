import { createReactParcel } from '@sf/remote-contract/parcel-react';
import type { PageProps } from '@sf/remote-contract';
import { localizedUrl } from '@sf/i18n';
import { StorefrontRoot } from '@sf/ui';
import { CasesPage } from '../features/internal-cases/cases-page';

/** ./CasesPage (page): /internal/cases (customer service's cases, role customer-service). */
function CasesPageParcel(props: PageProps) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <CasesPage {...props} />
    </StorefrontRoot>
  );
}

export default createReactParcel(CasesPageParcel);
