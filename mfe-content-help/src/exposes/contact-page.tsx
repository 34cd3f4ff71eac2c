import { createReactParcel } from '@sf/contracts/parcel-react';
import type { PageProps } from '@sf/contracts';
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
