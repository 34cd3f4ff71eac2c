import { useMemo } from 'react';
import { createReactParcel } from '@sf/remote-contract/parcel-react';
import { StorefrontRoot } from '@sf/ui';
import { localizedUrl } from '@sf/i18n';
import type { DialogProps } from '@sf/remote-contract';
import { addToCartFor } from '../app/add-to-cart';
import { productPageSlots } from '../app/product-page-slots';
import { QuickshopDialog } from '../features/product/quickshop-dialog';

function QuickshopDialogParcel(props: DialogProps) {
  const addToCart = useMemo(() => addToCartFor(props.site), [props.site]);
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <QuickshopDialog {...props} addToCart={addToCart} sizeChart={productPageSlots.sizeChart} />
    </StorefrontRoot>
  );
}

export default createReactParcel(QuickshopDialogParcel);
