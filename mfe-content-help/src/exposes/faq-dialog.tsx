import { createReactParcel } from '@sf/remote-contract/parcel-react';
import type { DialogProps } from '@sf/remote-contract';
import { localizedUrl } from '@sf/i18n';
import { StorefrontRoot } from '@sf/ui';
import { FaqDialogView } from '../features/help-centre/faq-dialog-view';

/** ./FaqDialog (dialog `#faq_<topic>`, declared in package.json): one help topic's questions and answers. */
function FaqDialogParcel(props: DialogProps) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <FaqDialogView arg={props.arg} site={props.site} setTitle={props.setTitle} />
    </StorefrontRoot>
  );
}

export default createReactParcel(FaqDialogParcel);
