/**
 * Spec §2 dialogs of the reviews area, each opened from the URL fragment (package.json `storefront.dialogs`):
 * `#reviews_<productId>`, `#write-review_<productId>`, `#add-your-photo_<productId>`, `#review-ugc_<photoId>`,
 * `#ask-a-question_<productId>` and its success `#ask-a-question-success_<productId>`, `#report-issue_<reviewId>`.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useApiData } from '@sf/api-client/use-api-data';
import { isValidProductId } from '@sf/contracts';
import type { DialogProps } from '@sf/remote-contract';
import { REPORT_REASONS, type ReportReason } from '@sf/contracts/reviews';
import { Alert, Button, Field, Link, Spinner, Stack, Text, useSite } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { ChoiceGroup } from './choice-group';
import { refusalMessage, reviewsApi, type ReviewView } from './reviews-api';
import { ReviewSummaryBlock } from './review-summary-block';
import { ReviewsBrowser } from './reviews-browser';
import { TextArea } from './text-area';
import { WriteReviewForm } from './write-review-form';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHOTO_ID = /^[0-9a-f]{16}$/;
const REVIEW_ID = /^[0-9a-f-]{36}$/;

function useDialogTitle(setTitle: DialogProps['setTitle'], title: string) {
  useEffect(() => setTitle(title), [title, setTitle]);
}

function Invalid() {
  const { t } = useTranslation();
  return <Alert tone="error">{t('reviews.dialogInvalid')}</Alert>;
}

/** `#reviews_<productId>`: the summary and the reviews, sorted and filtered in place, and a link to the full page. */
export function ReviewsDialog({ arg, setTitle }: DialogProps) {
  const { t } = useTranslation();
  const site = useSite();
  const productId = arg.toUpperCase();
  const [view, setView] = useState<ReviewView>({ sort: 'newest', rating: null, page: 1 });
  useDialogTitle(setTitle, t('reviews.heading'));
  // Another sort, filter or page keeps the reviews on screen (and the control in use) until its answer arrives.
  const key = isValidProductId(productId) ? `${site.brand}|${site.locale}|${productId}|${view.sort}|${view.rating}|${view.page}` : null;
  const { state } = useApiData(key, (signal) => reviewsApi(site).list(productId, view, signal), { keepPrevious: true });
  const list = state.status === 'ready' ? state.data : state.status === 'loading' ? null : 'failed';
  if (!isValidProductId(productId)) return <Invalid />;
  if (list === 'failed') return <Alert tone="error">{t('reviews.loadFailed')}</Alert>;
  if (!list) return <Spinner label={t('reviews.loading')} />;
  return (
    <Stack gap={4}>
      <ReviewSummaryBlock summary={list.summary} />
      <Link to={`/reviews/${list.productId}`}>{t('reviews.seeAll', { count: list.summary.count })}</Link>
      <ReviewsBrowser list={list} onView={setView} headingLevel={3} />
    </Stack>
  );
}

/** `#write-review_<productId>` (and `#add-your-photo_<productId>`, the same form with the photo picker first). */
export function WriteReviewDialog({ arg, setTitle, photoFirst = false }: DialogProps & { photoFirst?: boolean }) {
  const { t } = useTranslation();
  const site = useSite();
  const productId = isValidProductId(arg.toUpperCase()) ? arg.toUpperCase() : null;
  useDialogTitle(setTitle, photoFirst ? t('reviews.addYourPhoto') : t('reviews.write'));
  // The product's name comes with its first page of reviews (no catalogue request of this feature's own).
  const key = productId ? `${site.brand}|${site.locale}|${productId}` : null;
  const { state } = useApiData(key, (signal) => reviewsApi(site).list(productId ?? '', { page: 1 }, signal));
  const product = state.status === 'ready' ? { productId: state.data.productId, name: state.data.productName } : state.status === 'loading' ? null : 'failed';
  if (!productId) return <Invalid />;
  if (product === 'failed') return <Alert tone="error">{t('reviews.loadFailed')}</Alert>;
  if (!product) return <Spinner label={t('reviews.loading')} />;
  return (
    <Stack gap={3}>
      <Text>{t('reviews.writeFor', { name: product.name })}</Text>
      <WriteReviewForm productId={product.productId} productName={product.name} photoFirst={photoFirst} />
    </Stack>
  );
}

/** `#add-your-photo_<productId>`: the review form with the photo picker first. */
export function AddYourPhotoDialog(props: DialogProps) {
  return <WriteReviewDialog {...props} photoFirst />;
}

/** `#review-ugc_<photoId>`: a shopper's photo, large. */
export function ReviewUgcDialog({ arg, setTitle }: DialogProps) {
  const { t } = useTranslation();
  useDialogTitle(setTitle, t('reviews.shopperPhoto'));
  if (!PHOTO_ID.test(arg)) return <Invalid />;
  return (
    <figure css={{ margin: 0 }}>
      <img
        src={`/images/photos/${arg}/960.jpg`}
        srcSet={`/images/photos/${arg}/640.jpg 640w, /images/photos/${arg}/960.jpg 960w, /images/photos/${arg}/1280.jpg 1280w`}
        sizes="(min-width: 64em) 50vw, 100vw"
        alt={t('reviews.shopperPhotoAlt')}
        css={{ display: 'block', maxWidth: '100%', height: 'auto', marginInline: 'auto' }}
      />
    </figure>
  );
}

/** `#ask-a-question_<productId>`: the question; once sent, the success dialog takes over the fragment. */
export function AskQuestionDialog({ arg, setTitle }: DialogProps) {
  const { t } = useTranslation();
  const site = useSite();
  const productId = arg.toUpperCase();
  const [body, setBody] = useState('');
  const [authorName, setAuthorName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'body' | 'authorName' | 'email', string>>>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useDialogTitle(setTitle, t('reviews.askTitle'));
  if (!isValidProductId(productId)) return <Invalid />;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found: typeof errors = {};
    if (body.trim().length < 10) found.body = t('reviews.errorQuestion');
    if (!authorName.trim()) found.authorName = t('reviews.errorName');
    if (!EMAIL.test(email.trim())) found.email = t('reviews.errorEmail');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    setFailure(null);
    try {
      await reviewsApi(site).ask(productId, { body, authorName, email });
      // The success dialog is a fragment of its own: the shell swaps this dialog for it.
      window.location.hash = `ask-a-question-success_${productId}`;
    } catch (error) {
      setSending(false);
      setFailure(refusalMessage(error) ?? t('reviews.sendFailed'));
    }
  };
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap={4}>
        <Text>{t('reviews.askIntro')}</Text>
        <TextArea
          label={t('reviews.question')}
          name="question"
          maxLength={1000}
          value={body}
          error={errors.body}
          onChange={(event) => setBody(event.target.value)}
        />
        <Field
          label={t('reviews.name')}
          name="authorName"
          maxLength={60}
          value={authorName}
          error={errors.authorName}
          onChange={(event) => setAuthorName(event.target.value)}
        />
        <Field
          label={t('reviews.email')}
          hint={t('reviews.emailHintQuestion')}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          error={errors.email}
          onChange={(event) => setEmail(event.target.value)}
        />
        {failure && <Alert tone="error">{failure}</Alert>}
        <Button type="submit" loading={sending}>
          {t('reviews.askSubmit')}
        </Button>
      </Stack>
    </form>
  );
}

/** `#ask-a-question-success_<productId>`: the thank-you after a question was sent. */
export function AskQuestionSuccessDialog({ setTitle, close }: DialogProps) {
  const { t } = useTranslation();
  useDialogTitle(setTitle, t('reviews.askSuccessTitle'));
  return (
    <Stack gap={4}>
      <Alert tone="success">{t('reviews.askThanks')}</Alert>
      <Button variant="secondary" onClick={close}>
        {t('reviews.close')}
      </Button>
    </Stack>
  );
}

const REASON_KEYS: Record<ReportReason, string> = {
  spam: 'reviews.reasonSpam',
  offensive: 'reviews.reasonOffensive',
  'off-topic': 'reviews.reasonOffTopic',
  'personal-data': 'reviews.reasonPersonalData',
  other: 'reviews.reasonOther',
};

/** `#report-issue_<reviewId>`: tell the moderators what is wrong with a review. */
export function ReportIssueDialog({ arg, setTitle }: DialogProps) {
  const { t } = useTranslation();
  const site = useSite();
  const [reason, setReason] = useState('');
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState<'idle' | 'sending' | 'done'>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const done = useRef<HTMLDivElement>(null);
  useDialogTitle(setTitle, t('reviews.reportTitle'));
  useEffect(() => {
    if (status === 'done') done.current?.focus();
  }, [status]);
  if (!REVIEW_ID.test(arg)) return <Invalid />;
  if (status === 'done') {
    return (
      <div ref={done} tabIndex={-1}>
        <Alert tone="success">{t('reviews.reportThanks')}</Alert>
      </div>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === 'sending') return;
    if (!reason) return setError(t('reviews.errorReason'));
    setError(undefined);
    setStatus('sending');
    try {
      await reviewsApi(site).report(arg, reason as ReportReason, comment);
      setStatus('done');
    } catch (failed) {
      setStatus('idle');
      setFailure(refusalMessage(failed) ?? t('reviews.sendFailed'));
    }
  };
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap={4}>
        <ChoiceGroup
          legend={t('reviews.reportReason')}
          name="reason"
          value={reason}
          onChange={setReason}
          error={error}
          choices={REPORT_REASONS.map((value) => ({ value, label: t(REASON_KEYS[value]) }))}
        />
        <TextArea label={t('reviews.reportComment')} name="comment" maxLength={1000} value={comment} onChange={(event) => setComment(event.target.value)} />
        {failure && <Alert tone="error">{failure}</Alert>}
        <Button type="submit" loading={status === 'sending'}>
          {t('reviews.reportSubmit')}
        </Button>
      </Stack>
    </form>
  );
}
