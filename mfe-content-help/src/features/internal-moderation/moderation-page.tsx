import { useId, useState, type FormEvent } from 'react';
import type { Theme } from '@emotion/react';
import { ApiRequestError, createTypedApiClient } from '@sf/api-client';
import { useApiData } from '@sf/api-client/use-api-data';
import type { PageProps } from '@sf/remote-contract';
import type { ModerationQuestion, ModerationReview } from '@sf/contracts/api';
import { Alert, Badge, Button, Container, Field, Heading, Inline, RetryAlert, SkeletonText, Stack, Text } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { operatorStatus } from '../../shared/operator-load';
import { OperatorSignIn } from '../../shared/operator-sign-in';

const api = () => createTypedApiClient();

/**
 * `/internal/moderation` (issue 25, role moderator): reviews waiting for approval (and published ones someone
 * reported), and questions to approve or answer. Shoppers' text is shown as React text (escaped), like on the site.
 */
export function ModerationPage(_props: PageProps) {
  const { t } = useTranslation();
  const { state: data, retry: reload } = useApiData('moderation-queue', (signal) => api().get('/api/internal/moderation', { signal }));
  // A 403 is an operator without the moderator role: the page shows the server's message.
  const refusal = data.status === 'failed' && data.error instanceof ApiRequestError && data.error.status === 403 ? data.error : null;
  const state = refusal ? 'forbidden' : operatorStatus(data);
  const forbidden = refusal?.body?.message ?? '';
  const queue = data.status === 'ready' ? data.data : null;
  return (
    <Container>
      <Stack gap={5} data-testid="moderation-page">
        <Stack gap={2}>
          <Heading level={1}>{t('moderation.title')}</Heading>
          <Text tone="muted">{t('moderation.intro')}</Text>
        </Stack>
        {state === 'failed' && <RetryAlert message={t('moderation.loadFailed')} retryLabel={t('moderation.retry')} onRetry={reload} />}
        {state === 'forbidden' && <Alert tone="error">{forbidden}</Alert>}
        {state === 'loading' && <SkeletonText lines={6} />}
        {state === 'signed-out' && <OperatorSignIn onSignedIn={reload} />}
        {state === 'ready' && queue && (
          <>
            <section aria-labelledby="moderation-reviews">
              <Stack gap={3}>
                <Heading level={2} size="lg" id="moderation-reviews">
                  {t('moderation.reviewsHeading')}
                </Heading>
                {queue.reviews.length === 0 && <Text>{t('moderation.noReviews')}</Text>}
                {queue.reviews.map((review) => (
                  <ReviewItem key={review.id} review={review} />
                ))}
              </Stack>
            </section>
            <section aria-labelledby="moderation-questions">
              <Stack gap={3}>
                <Heading level={2} size="lg" id="moderation-questions">
                  {t('moderation.questionsHeading')}
                </Heading>
                {queue.questions.length === 0 && <Text>{t('moderation.noQuestions')}</Text>}
                {queue.questions.map((question) => (
                  <QuestionItem key={question.id} question={question} />
                ))}
              </Stack>
            </section>
          </>
        )}
      </Stack>
    </Container>
  );
}

const itemStyles = (theme: Theme) => ({
  border: `${theme.sizes.borderWidth} solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  padding: theme.space[4],
});

type Outcome = { status: ModerationReview['status']; error: boolean };

function ReviewItem({ review }: { review: ModerationReview }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [outcome, setOutcome] = useState<Outcome>({ status: review.status, error: false });
  const [busy, setBusy] = useState(false);
  const decide = async (decision: 'approved' | 'rejected') => {
    setBusy(true);
    try {
      await api().post('/api/internal/moderation/reviews/{id}', { path: { id: review.id }, body: { decision } });
      setOutcome({ status: decision, error: false });
    } catch {
      setOutcome((current) => ({ ...current, error: true }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <article aria-labelledby={headingId} data-testid="moderation-review" css={itemStyles}>
      <Stack gap={2}>
        <Heading level={3} size="md" id={headingId}>
          {review.title}
        </Heading>
        <Inline gap={2}>
          <Text as="span" size="sm">
            {t('moderation.product', { id: review.productId })}
          </Text>
          <Text as="span" size="sm">
            {t('moderation.rating', { rating: review.rating })}
          </Text>
          {review.verifiedBuyer && <Badge tone="success">{t('moderation.verified')}</Badge>}
          {review.reportCount > 0 && <Badge tone="sale">{t('moderation.reported', { count: review.reportCount })}</Badge>}
        </Inline>
        <Text lang={review.language}>{review.body}</Text>
        <Text size="sm" tone="muted">
          {t('moderation.by', { name: review.authorName, email: review.email })}
        </Text>
        {review.photos.length > 0 && (
          <Inline gap={2}>
            {review.photos.map((photo) => (
              <img key={photo.id} src={photo.thumbnail} alt="" width={80} height={80} css={{ objectFit: 'cover' }} />
            ))}
          </Inline>
        )}
        <Text role="status" size="sm">
          {t('moderation.status', { status: t(`moderation.${outcome.status}`) })}
          {outcome.error && ` ${t('moderation.failed')}`}
        </Text>
        <Inline gap={2}>
          <Button size="sm" loading={busy} disabled={outcome.status === 'approved'} onClick={() => void decide('approved')}>
            {t('moderation.approve')}
          </Button>
          <Button size="sm" variant="secondary" loading={busy} disabled={outcome.status === 'rejected'} onClick={() => void decide('rejected')}>
            {t('moderation.reject')}
          </Button>
        </Inline>
      </Stack>
    </article>
  );
}

function QuestionItem({ question }: { question: ModerationQuestion }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [answer, setAnswer] = useState(question.answer ?? '');
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState<ModerationQuestion['status']>(question.status);
  const [answered, setAnswered] = useState(Boolean(question.answer));
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (answer.trim().length < 2) return setError(t('moderation.errorAnswer'));
    setError(undefined);
    setBusy(true);
    try {
      await api().post('/api/internal/moderation/questions/{id}/answer', { path: { id: question.id }, body: { answer } });
      setStatus('approved');
      setAnswered(true);
      setFailed(false);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  const reject = async () => {
    setBusy(true);
    try {
      await api().post('/api/internal/moderation/questions/{id}', { path: { id: question.id }, body: { decision: 'rejected' } });
      setStatus('rejected');
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <article aria-labelledby={headingId} data-testid="moderation-question" css={itemStyles}>
      <form noValidate onSubmit={(event) => void send(event)}>
        <Stack gap={2}>
          <Heading level={3} size="md" id={headingId}>
            {t('moderation.product', { id: question.productId })}
          </Heading>
          <Text lang={question.language}>{question.body}</Text>
          <Text size="sm" tone="muted">
            {t('moderation.by', { name: question.authorName, email: question.email })}
          </Text>
          <Field label={t('moderation.answer')} name="answer" value={answer} error={error} onChange={(event) => setAnswer(event.target.value)} />
          <Text role="status" size="sm">
            {t('moderation.status', { status: t(`moderation.${status}`) })}
            {answered && status === 'approved' && ` ${t('moderation.done')}`}
            {failed && ` ${t('moderation.failed')}`}
          </Text>
          <Inline gap={2}>
            <Button type="submit" size="sm" loading={busy}>
              {t('moderation.answerSubmit')}
            </Button>
            <Button size="sm" variant="secondary" loading={busy} disabled={status === 'rejected'} onClick={() => void reject()}>
              {t('moderation.reject')}
            </Button>
          </Inline>
        </Stack>
      </form>
    </article>
  );
}
