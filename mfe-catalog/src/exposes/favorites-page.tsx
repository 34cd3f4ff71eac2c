import { createReactParcel } from '@sf/remote-contract/parcel-react';
import { StorefrontRoot } from '@sf/ui';
import { localizedUrl } from '@sf/i18n';
import type { PageProps } from '@sf/remote-contract';
import { FavoritesPage } from '../features/favorites/favorites-page';

function FavoritesPageParcel(props: PageProps) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <FavoritesPage {...props} />
    </StorefrontRoot>
  );
}

export default createReactParcel(FavoritesPageParcel);
