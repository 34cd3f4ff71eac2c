import { createReactParcel } from '@sf/remote-contract/parcel-react';
import type { PageProps } from '@sf/remote-contract';
import { localizedUrl } from '@sf/i18n';
import { StorefrontRoot } from '@sf/ui';
import { ModerationPage } from '../features/internal-moderation/moderation-page';

/** ./ModerationPage (page): /internal/moderation, reviews and questions waiting for a moderator (issue 25). */
function ModerationPageParcel(props: PageProps) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <ModerationPage {...props} />
    </StorefrontRoot>
  );
}

export default createReactParcel(ModerationPageParcel);
