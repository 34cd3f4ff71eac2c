import { useMemo } from 'react';
import { createReactParcel } from '@sf/remote-contract/parcel-react';
import { StorefrontRoot } from '@sf/ui';
import { localizedUrl } from '@sf/i18n';
import type { ProductDetail } from '@sf/contracts';
import type { PageProps } from '@sf/remote-contract';
import { addToCartFor } from '../app/add-to-cart';
import { productPageSlots } from '../app/product-page-slots';
import { ProductPage } from '../features/product/product-page';

function ProductPageParcel(props: PageProps<ProductDetail>) {
  const addToCart = useMemo(() => addToCartFor(props.site), [props.site]);
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <ProductPage {...props} addToCart={addToCart} slots={productPageSlots} />
    </StorefrontRoot>
  );
}

export default createReactParcel(ProductPageParcel);
