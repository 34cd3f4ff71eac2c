import type { ReviewList, ReviewSort } from '@sf/contracts/api';
import { REVIEW_SORTS } from '@sf/contracts/reviews';
import { Button, Inline, Select, Stack, Text } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { ReviewCard } from './review-card';
import type { ReviewView } from './reviews-api';

const SORT_KEYS: Record<ReviewSort, string> = {
  newest: 'reviews.sortNewest',
  highest: 'reviews.sortHighest',
  lowest: 'reviews.sortLowest',
  helpful: 'reviews.sortHelpful',
};

/** Sort and star filter, the page of reviews, and previous/next. `onView` loads another view (URL or state). */
export function ReviewsBrowser({ list, onView, headingLevel = 2 }: { list: ReviewList; onView: (view: ReviewView) => void; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const view: ReviewView = { sort: list.sort, rating: list.rating, page: list.page };
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  return (
    <Stack gap={3}>
      <Inline gap={4}>
        <Select
          label={t('reviews.sortLabel')}
          value={list.sort}
          options={REVIEW_SORTS.map((sort) => ({ value: sort, label: t(SORT_KEYS[sort]) }))}
          onChange={(event) => onView({ ...view, sort: event.target.value as ReviewSort, page: 1 })}
        />
        <Select
          label={t('reviews.filterLabel')}
          value={String(list.rating ?? '')}
          options={[
            { value: '', label: t('reviews.filterAll') },
            ...[5, 4, 3, 2, 1].map((stars) => ({ value: String(stars), label: t('reviews.stars', { count: stars }) })),
          ]}
          onChange={(event) => onView({ ...view, rating: event.target.value ? Number(event.target.value) : null, page: 1 })}
        />
      </Inline>
      <Text role="status" size="sm" tone="muted">
        {t('reviews.showing', { count: list.total })}
      </Text>
      <div>
        {list.items.map((review) => (
          <ReviewCard key={review.id} review={review} headingLevel={headingLevel === 2 ? 3 : 2} />
        ))}
      </div>
      {pages > 1 && (
        <Inline gap={3}>
          <Button variant="secondary" disabled={list.page <= 1} onClick={() => onView({ ...view, page: list.page - 1 })}>
            {t('reviews.previous')}
          </Button>
          <Text as="span">{t('reviews.pageOf', { page: list.page, pages })}</Text>
          <Button variant="secondary" disabled={list.page >= pages} onClick={() => onView({ ...view, page: list.page + 1 })}>
            {t('reviews.next')}
          </Button>
        </Inline>
      )}
    </Stack>
  );
}
