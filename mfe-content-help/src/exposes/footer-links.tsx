import { createReactParcel } from '@sf/remote-contract/parcel-react';
import { FOOTER_NAVIGATION_DATA_KEY, type Navigation } from '@sf/contracts';
import type { WidgetProps } from '@sf/remote-contract';
import { localizedUrl } from '@sf/i18n';
import { StorefrontRoot } from '@sf/ui';
import { FooterLinks } from '../features/footer-links/footer-links';
import { FooterNewsletter } from '../features/newsletter/footer-newsletter';

/** ./FooterLinks (widget): help links, cookie preferences and the newsletter sign-up in the shell's footer. */
function FooterLinksWidget(props: WidgetProps) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <FooterLinks site={props.site} initial={props.initialData?.key === FOOTER_NAVIGATION_DATA_KEY ? (props.initialData.data as Navigation) : undefined} />
      <FooterNewsletter site={props.site} />
    </StorefrontRoot>
  );
}

export default createReactParcel(FooterLinksWidget);
