import { createReactParcel } from '@sf/contracts/parcel-react';
import { StorefrontRoot } from '@sf/ui';
import { localizedUrl } from '@sf/i18n';
import type { PageProps, ProductList } from '@sf/contracts';
import { CategoryPage } from '../features/category/category-page';

function CategoryPageParcel(props: PageProps<ProductList>) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <CategoryPage {...props} />
    </StorefrontRoot>
  );
}

export default createReactParcel(CategoryPageParcel);
