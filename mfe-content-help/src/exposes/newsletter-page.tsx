import { createReactParcel } from '@sf/remote-contract/parcel-react';
import type { PageProps } from '@sf/remote-contract';
import { localizedUrl } from '@sf/i18n';
import { StorefrontRoot } from '@sf/ui';
import { NewsletterPage } from '../features/newsletter/newsletter-page';

/** ./NewsletterPage (page): /newsletter-subscription (sign-up, confirmation and unsubscribe links). */
function NewsletterPageParcel(props: PageProps) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <NewsletterPage {...props} />
    </StorefrontRoot>
  );
}

export default createReactParcel(NewsletterPageParcel);
