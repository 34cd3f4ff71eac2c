import { createReactParcel } from '@sf/remote-contract/parcel-react';
import { StorefrontRoot } from '@sf/ui';
import { localizedUrl } from '@sf/i18n';
import type { ProductList } from '@sf/contracts';
import type { PageProps } from '@sf/remote-contract';
import { CategoryPage } from '../features/category/category-page';

function CategoryPageParcel(props: PageProps<ProductList>) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <CategoryPage {...props} />
    </StorefrontRoot>
  );
}

export default createReactParcel(CategoryPageParcel);
