import { createReactParcel } from '@sf/contracts/parcel-react';
import type { PageProps } from '@sf/contracts';
import { StorefrontRoot } from '@sf/ui';
import { ExperimentsPage } from '../features/internal-experiments/experiments-page';

/** ./ExperimentsPage (page, operators): /healthcheck/experiments, the experiments' counts per variant. */
function ExperimentsPageParcel(props: PageProps) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate}>
      <ExperimentsPage {...props} />
    </StorefrontRoot>
  );
}

export default createReactParcel(ExperimentsPageParcel);
