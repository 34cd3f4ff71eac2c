import { useEffect } from 'react';
import { pushPageData } from '@sf/analytics';
import type { PageProps } from '@sf/remote-contract';
import type { ReviewList } from '@sf/contracts/api';
import { Heading, Inline, Link, Stack, useNavigate, useSite } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { usePageData } from '../../shared/use-page-data';
import { LoadFailed, PageSkeleton } from '../../shared/page-states';
import { PageFrame } from '../../shared/page-frame';
import { reviewsApi, type ReviewView } from './reviews-api';
import { ReviewSummaryBlock } from './review-summary-block';
import { ReviewsBrowser } from './reviews-browser';
import { viewOfQuery, viewQuery } from './review-view';

/** `/reviews/{productId}`: every approved review of a product, sorted and filtered by the URL. First data: ReviewList. */
export function ReviewsPage(props: PageProps<ReviewList>) {
  const { t } = useTranslation();
  const site = useSite();
  const navigate = useNavigate();
  const productId = (props.route.path.split('/')[2] ?? '').toUpperCase();
  const page = usePageData(props, {
    load: (signal) => reviewsApi(site).list(productId, viewOfQuery(props.route.query), signal),
    meta: (list) => ({ title: t('reviews.pageTitle', { name: list.productName }), description: t('reviews.pageDescription', { name: list.productName }) }),
  });
  const ready = page.status === 'ready';
  useEffect(() => {
    if (ready) pushPageData({ pageType: 'Content', pageName: 'Reviews', pageTitle: t('reviews.heading') }, site);
  }, [ready, site.locale]);

  if (page.status === 'loading') return <PageSkeleton blocks={3} />;
  if (page.status === 'failed') return <LoadFailed retry={page.retry} />;
  if (page.status === 'not-found') return null;
  const list = page.data;
  const show = (view: ReviewView) => navigate(`/reviews/${list.productId}${viewQuery(view)}`);
  return (
    <PageFrame>
      <Stack gap={4}>
        <Heading level={1}>{t('reviews.pageTitle', { name: list.productName })}</Heading>
        <Inline gap={4}>
          <Link to={list.productPath}>{t('reviews.backToProduct')}</Link>
          <Link to={`/write-a-review?productId=${list.productId}`}>{t('reviews.write')}</Link>
        </Inline>
        <ReviewSummaryBlock summary={list.summary} />
        <ReviewsBrowser list={list} onView={show} />
      </Stack>
    </PageFrame>
  );
}
