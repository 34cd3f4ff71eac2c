import { useState } from 'react';
import type { Theme } from '@emotion/react';
import type { Review } from '@sf/contracts/api';
import { Badge, Button, Heading, Inline, Link, RatingStars, Stack, Text, useSite } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { reviewsApi } from './reviews-api';

const FIT_KEYS = { small: 'reviews.fitSmall', true: 'reviews.fitTrue', large: 'reviews.fitLarge' } as const;

/**
 * One review. The shopper's text is rendered by React (escaped): markup in a review shows as text. It carries its
 * language, so a screen reader reads a German review in German on the English site.
 */
export function ReviewCard({ review, headingLevel = 3 }: { review: Review; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const { tag } = useSite();
  const date = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(review.createdAt));
  return (
    <article
      data-testid="review"
      css={(theme: Theme) => ({ borderBlockEnd: `${theme.sizes.borderWidth} solid ${theme.colors.border}`, paddingBlock: theme.space[4] })}
    >
      <Stack gap={2}>
        <RatingStars value={review.rating} label={t('reviews.stars', { count: review.rating })} size="sm" />
        <div lang={review.language}>
          <Heading level={headingLevel} size="md">
            {review.title}
          </Heading>
          <Text>{review.body}</Text>
        </div>
        <Inline gap={2}>
          <Text as="span" size="sm" tone="muted">
            {t('reviews.byline', { name: review.authorName, date })}
          </Text>
          {review.verifiedBuyer && <Badge tone="success">{t('reviews.verifiedBuyer')}</Badge>}
          {review.fit && (
            <Text as="span" size="sm">
              {t('reviews.fitSaid', { fit: t(FIT_KEYS[review.fit]) })}
            </Text>
          )}
        </Inline>
        {review.photos.length > 0 && (
          <ul aria-label={t('reviews.photos')} css={(theme: Theme) => ({ display: 'flex', gap: theme.space[2], listStyle: 'none', padding: 0, margin: 0 })}>
            {review.photos.map((photo, index) => (
              <li key={photo.id}>
                <Link to={`#review-ugc_${photo.id}`} variant="plain" aria-label={t('reviews.openPhoto', { number: index + 1 })}>
                  <img src={photo.thumbnail} alt="" width={80} height={80} loading="lazy" css={{ objectFit: 'cover', display: 'block' }} />
                </Link>
              </li>
            ))}
          </ul>
        )}
        <Inline gap={3}>
          <HelpfulButton review={review} />
          <Link to={`#report-issue_${review.id}`}>{t('reviews.report')}</Link>
        </Inline>
      </Stack>
    </article>
  );
}

/** One vote per visitor (the server's key); the button is pressed once counted, and a repeat changes nothing. */
function HelpfulButton({ review }: { review: Review }) {
  const { t } = useTranslation();
  const site = useSite();
  const [count, setCount] = useState(review.helpfulCount);
  const [state, setState] = useState<'idle' | 'sending' | 'voted' | 'failed'>('idle');
  const vote = async () => {
    if (state !== 'idle' && state !== 'failed') return;
    setState('sending');
    try {
      const answer = await reviewsApi(site).helpful(review.id);
      setCount(answer.helpfulCount);
      setState('voted');
    } catch {
      setState('failed');
    }
  };
  return (
    <Inline gap={2}>
      <Button variant="secondary" size="sm" aria-pressed={state === 'voted'} loading={state === 'sending'} onClick={() => void vote()}>
        {t('reviews.helpful', { count })}
      </Button>
      {state === 'failed' && (
        <Text as="span" size="sm" tone="muted" role="status">
          {t('reviews.voteFailed')}
        </Text>
      )}
    </Inline>
  );
}
