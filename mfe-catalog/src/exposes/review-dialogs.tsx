import { useState, type ComponentType } from 'react';
import { createReactParcel } from '@sf/contracts/parcel-react';
import { StorefrontRoot } from '@sf/ui';
import { localizedUrl } from '@sf/i18n';
import type { DialogProps } from '@sf/contracts';
import {
  AddYourPhotoDialog,
  AskQuestionDialog,
  AskQuestionSuccessDialog,
  ReportIssueDialog,
  ReviewsDialog,
  ReviewUgcDialog,
  WriteReviewDialog,
} from '../features/reviews/review-dialogs';

/** The reviews area's dialogs by fragment name (package.json `storefront.dialogs` points each at this module). */
const BY_NAME: Record<string, ComponentType<DialogProps>> = {
  reviews: ReviewsDialog,
  'write-review': WriteReviewDialog,
  'add-your-photo': AddYourPhotoDialog,
  'review-ugc': ReviewUgcDialog,
  'ask-a-question': AskQuestionDialog,
  'ask-a-question-success': AskQuestionSuccessDialog,
  'report-issue': ReportIssueDialog,
};

/** `#write-review_NB1001` → WriteReviewDialog. The shell mounts a dialog afresh per name and argument. */
const dialogOfFragment = (): ComponentType<DialogProps> => BY_NAME[decodeURIComponent(window.location.hash.slice(1)).split('_')[0] ?? ''] ?? ReviewsDialog;

/**
 * One exposed module for the seven dialogs of the reviews area: every exposed module adds an entry to the remote's
 * entry file, which is in every page's first load (issue 13's budgets), and these dialogs share all their code.
 */
function ReviewDialogsParcel(props: DialogProps) {
  const [Dialog] = useState(dialogOfFragment);
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      <Dialog {...props} />
    </StorefrontRoot>
  );
}

export default createReactParcel(ReviewDialogsParcel);
