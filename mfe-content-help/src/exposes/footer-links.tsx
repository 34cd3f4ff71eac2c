import { createReactParcel } from '@sf/contracts/parcel-react';
import type { WidgetProps } from '@sf/contracts';
import { StorefrontRoot } from '@sf/ui';
import { FooterLinks } from '../features/footer-links/footer-links';
import { FooterNewsletter } from '../features/newsletter/footer-newsletter';

/** ./FooterLinks (widget): help links, cookie preferences and the newsletter sign-up in the shell's footer. */
function FooterLinksWidget(props: WidgetProps) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate}>
      <FooterLinks site={props.site} />
      <FooterNewsletter site={props.site} />
    </StorefrontRoot>
  );
}

export default createReactParcel(FooterLinksWidget);
