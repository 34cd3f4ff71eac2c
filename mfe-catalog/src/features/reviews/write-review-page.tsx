import type { PageProps } from '@sf/remote-contract';
import { isValidProductId } from '@sf/contracts';
import { Alert, Heading, Link, Stack, Text, useSite } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { catalogApi } from '../../shared/catalog-api';
import { usePageData } from '../../shared/use-page-data';
import { LoadFailed, PageSkeleton } from '../../shared/page-states';
import { PageFrame } from '../../shared/page-frame';
import { WriteReviewForm } from './write-review-form';

/** `/write-a-review?productId=NB1001`: the review form for one product (the shopper's page: not server-rendered). */
export function WriteReviewPage(props: PageProps) {
  const { t } = useTranslation();
  const productId = (props.route.query.productId ?? '').toUpperCase();
  if (!isValidProductId(productId)) {
    return (
      <PageFrame>
        <Heading level={1}>{t('reviews.write')}</Heading>
        <Alert tone="error">{t('reviews.noProduct')}</Alert>
        <Link to="/">{t('reviews.home')}</Link>
      </PageFrame>
    );
  }
  return <WriteReviewFor {...props} productId={productId} />;
}

function WriteReviewFor({ productId, ...props }: PageProps & { productId: string }) {
  const { t } = useTranslation();
  const site = useSite();
  const page = usePageData(
    { route: props.route },
    {
      load: (signal) => catalogApi(site).product(productId, signal),
      meta: (product) => ({ title: t('reviews.writeFor', { name: product.name }), description: t('reviews.writeIntro') }),
    },
  );
  if (page.status === 'loading') return <PageSkeleton blocks={2} />;
  if (page.status === 'failed') return <LoadFailed retry={page.retry} />;
  if (page.status === 'not-found') return null;
  const product = page.data;
  return (
    <PageFrame>
      <Stack gap={4}>
        <Heading level={1}>{t('reviews.writeFor', { name: product.name })}</Heading>
        <Text>{t('reviews.writeIntro')}</Text>
        <Link to={product.path}>{t('reviews.backToProduct')}</Link>
        <WriteReviewForm productId={product.productId} productName={product.name} />
      </Stack>
    </PageFrame>
  );
}
