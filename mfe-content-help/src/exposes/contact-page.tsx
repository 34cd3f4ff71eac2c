import { createReactParcel } from '@sf/remote-contract/parcel-react';
import type { PageProps } from '@sf/remote-contract';
import { localizedUrl } from '@sf/i18n';
import { StorefrontRoot } from '@sf/ui';
import { ContactPage } from '../features/contact-form/contact-page';

/** ./ContactPage (page): /contact-us and /help/contact-us (the contact form). */
function ContactPageParcel(props: PageProps) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <ContactPage {...props} />
    </StorefrontRoot>
  );
}

export default createReactParcel(ContactPageParcel);
