import { createReactParcel } from '@sf/contracts/parcel-react';
import type { WidgetProps } from '@sf/contracts';
import { StorefrontRoot } from '@sf/ui';
import { FooterLinks } from '../features/footer-links/footer-links';

/** ./FooterLinks (widget): help links and cookie preferences in the shell's footer. */
function FooterLinksWidget(props: WidgetProps) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate}>
      <FooterLinks site={props.site} />
    </StorefrontRoot>
  );
}

export default createReactParcel(FooterLinksWidget);
