import { createReactParcel } from '@sf/remote-contract/parcel-react';
import type { PageProps } from '@sf/remote-contract';
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
