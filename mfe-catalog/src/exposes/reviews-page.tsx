import { useState, type ComponentType } from 'react';
import { createReactParcel } from '@sf/remote-contract/parcel-react';
import { StorefrontRoot } from '@sf/ui';
import { localizedUrl } from '@sf/i18n';
import type { DialogProps, PageProps } from '@sf/remote-contract';
import type { ReviewList } from '@sf/contracts/api';
import { ReviewsPage } from '../features/reviews/reviews-page';
import { WriteReviewPage } from '../features/reviews/write-review-page';
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
const DIALOGS: Record<string, ComponentType<DialogProps>> = {
  reviews: ReviewsDialog,
  'write-review': WriteReviewDialog,
  'add-your-photo': AddYourPhotoDialog,
  'review-ugc': ReviewUgcDialog,
  'ask-a-question': AskQuestionDialog,
  'ask-a-question-success': AskQuestionSuccessDialog,
  'report-issue': ReportIssueDialog,
};

/** `#write-review_NB1001` → WriteReviewDialog. The shell mounts a dialog afresh per name and argument. */
const dialogOfFragment = (): ComponentType<DialogProps> => DIALOGS[decodeURIComponent(window.location.hash.slice(1)).split('_')[0] ?? ''] ?? ReviewsDialog;

type Props = PageProps<ReviewList> | DialogProps;

function ReviewDialog(props: DialogProps) {
  const [Dialog] = useState(dialogOfFragment);
  return <Dialog {...props} />;
}

/**
 * One exposed module for the whole reviews area: `/reviews/{id}`, `/write-a-review` (told apart by route name) and
 * the seven dialogs (no route). Every exposed module adds to the remote's entry file, which is in every page's first
 * load (issue 13's budgets), and these parts share nearly all their code.
 */
function ReviewsAreaParcel(props: Props) {
  return (
    <StorefrontRoot site={props.site} navigate={props.navigate} urlAlias={localizedUrl}>
      {!('route' in props) ? <ReviewDialog {...props} /> : props.route.name === 'write-a-review' ? <WriteReviewPage {...props} /> : <ReviewsPage {...props} />}
    </StorefrontRoot>
  );
}

export default createReactParcel(ReviewsAreaParcel);
