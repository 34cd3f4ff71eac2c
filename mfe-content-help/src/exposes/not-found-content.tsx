import { createReactParcel } from '@sf/remote-contract/parcel-react';
import { NOT_FOUND_CONTENT_DATA_KEY, type ContentAsset, type NotFoundContentProps } from '@sf/contracts';
import { localizedUrl } from '@sf/i18n';
import { StorefrontRoot } from '@sf/ui';
import { NotFoundContentView } from '../features/not-found-content/not-found-content';

/** ./NotFoundContent (widget): the CMS blocks the shell's not-found page shows above and below its picture. */
function NotFoundContentWidget(props: NotFoundContentProps) {
  const inlined = props.initialData?.key === NOT_FOUND_CONTENT_DATA_KEY ? (props.initialData.data as ContentAsset | null) : undefined;
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <NotFoundContentView site={props.site} placement={props.placement} initial={inlined} />
    </StorefrontRoot>
  );
}

export default createReactParcel(NotFoundContentWidget);
