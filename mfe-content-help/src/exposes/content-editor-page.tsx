import { createReactParcel } from '@sf/remote-contract/parcel-react';
import type { PageProps } from '@sf/remote-contract';
import { localizedUrl } from '@sf/i18n';
import { StorefrontRoot } from '@sf/ui';
import { ContentEditorPage } from '../features/internal-content-editor/content-editor-page';

/** ./ContentEditorPage (page): /internal/content, the content editors' page versions, publishing and schedules (issue 25). */
function ContentEditorPageParcel(props: PageProps) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <ContentEditorPage {...props} />
    </StorefrontRoot>
  );
}

export default createReactParcel(ContentEditorPageParcel);
