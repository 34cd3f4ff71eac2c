import type { Theme } from '@emotion/react';
import { useApiData } from '@sf/api-client/use-api-data';
import { Alert, Grid, Heading, Inline, Link, Stack, Text, useSite } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { ReviewCard } from './review-card';
import { reviewsApi } from './reviews-api';
import { ReviewSummaryBlock } from './review-summary-block';

const SHOWN = 3;

/** The PDP's reviews (summary, size advice, the most helpful three) and questions with answers (loaded late). */
export default function ReviewsSection({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const site = useSite();
  const key = `${site.brand}|${site.locale}|${productId}`;
  const { state: reviewsLoad } = useApiData(key, (signal) => reviewsApi(site).list(productId, { sort: 'helpful' }, signal));
  // Questions are extra: while loading or after a failure the list is simply not there.
  const { state: questionsLoad } = useApiData(key, (signal) => reviewsApi(site).questions(productId, signal));
  const reviews = reviewsLoad.status === 'ready' ? reviewsLoad.data : reviewsLoad.status === 'loading' ? null : 'failed';
  const questions = questionsLoad.status === 'ready' ? questionsLoad.data : null;

  return (
    <Grid columns={{ base: 1, md: 2 }} gap={6}>
      <section aria-labelledby="reviews-heading">
        <Stack gap={3}>
          <Heading level={2} size="lg" id="reviews-heading">
            {t('reviews.heading')}
          </Heading>
          {reviews === 'failed' && <Alert tone="error">{t('reviews.loadFailed')}</Alert>}
          {reviews && reviews !== 'failed' && (
            <>
              <ReviewSummaryBlock summary={reviews.summary} />
              <Inline gap={4}>
                <Link to={`#write-review_${productId}`}>{t('reviews.write')}</Link>
                <Link to={`#add-your-photo_${productId}`}>{t('reviews.addYourPhoto')}</Link>
                {reviews.summary.count > 0 && <Link to={`/reviews/${productId}`}>{t('reviews.seeAll', { count: reviews.summary.count })}</Link>}
              </Inline>
              <div>
                {reviews.items.slice(0, SHOWN).map((review) => (
                  <ReviewCard key={review.id} review={review} />
                ))}
              </div>
              {reviews.summary.count > SHOWN && <Link to={`#reviews_${productId}`}>{t('reviews.readMore')}</Link>}
            </>
          )}
        </Stack>
      </section>
      <section aria-labelledby="questions-heading">
        <Stack gap={3}>
          <Heading level={2} size="lg" id="questions-heading">
            {t('reviews.questionsHeading')}
          </Heading>
          <Link to={`#ask-a-question_${productId}`}>{t('reviews.ask')}</Link>
          {questions && questions.items.length === 0 && <Text tone="muted">{t('reviews.noQuestions')}</Text>}
          {questions && questions.items.length > 0 && (
            <ul css={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {questions.items.map((question) => (
                <li
                  key={question.id}
                  data-testid="question"
                  css={(theme: Theme) => ({ borderBlockEnd: `${theme.sizes.borderWidth} solid ${theme.colors.border}`, paddingBlock: theme.space[3] })}
                >
                  <Text weight="bold" lang={question.language}>
                    {t('reviews.questionBy', { name: question.authorName })} {question.body}
                  </Text>
                  {question.answer && <Text>{t('reviews.answer', { answer: question.answer })}</Text>}
                </li>
              ))}
            </ul>
          )}
        </Stack>
      </section>
    </Grid>
  );
}
