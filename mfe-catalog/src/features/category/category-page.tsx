import { useEffect, useRef } from 'react';
import { emit, isValidCategoryPath, type PageProps, type ProductList } from '@sf/contracts';
import { Alert, Button, Grid, Heading, Stack, Text, useSite } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { catalogApi } from '../../shared/catalog-api';
import { usePageData } from '../../shared/use-page-data';
import { LoadFailed, PageSkeleton } from '../../shared/page-states';
import { PageFrame } from '../../shared/page-frame';
import { Breadcrumb } from '../../shared/breadcrumb';
import { categorySlug } from './category-slug';
import { ProductCard } from './product-card';
import { useMoreProducts } from './use-more-products';

/** Category listing (`/c/<slug...>`). First data: ProductList of the first page. */
export function CategoryPage(props: PageProps<ProductList>) {
  const slug = categorySlug(props.route);
  const valid = isValidCategoryPath(`/c/${slug}`);
  useEffect(() => {
    // The shell validates category paths first; this only guards a parcel mounted with a path it should not get.
    if (!valid) emit('page:error', { status: 404, message: `Page not found: ${props.route.path}` });
  }, [valid, props.route.path]);
  if (!valid) return null;
  return <CategoryListing {...props} slug={slug} />;
}

function CategoryListing({ slug, ...props }: PageProps<ProductList> & { slug: string }) {
  const { t } = useTranslation();
  const site = useSite();
  const api = catalogApi(site);
  const page = usePageData(props, {
    load: (signal) => api.categoryProducts(slug, { offset: 0 }, signal),
    meta: (list) => ({ title: list.category.name, description: t('catalog.productCount', { count: list.total }) }),
  });
  const first = page.status === 'ready' ? page.data : null;
  const more = useMoreProducts(`${site.locale}:${slug}`, first, (offset, limit, signal) => api.categoryProducts(slug, { offset, limit }, signal));

  // After "load more", focus moves to the first new product so keyboard users continue where the list grew.
  const links = useRef<Array<HTMLAnchorElement | null>>([]);
  const focusIndex = useRef<number | null>(null);
  useEffect(() => {
    if (focusIndex.current === null || more.loading) return;
    links.current[focusIndex.current]?.focus();
    focusIndex.current = null;
  }, [more.items.length, more.loading]);

  if (page.status === 'loading') return <PageSkeleton />;
  if (page.status === 'failed') return <LoadFailed retry={page.retry} />;
  if (page.status === 'not-found' || !first) return null;

  const items = [...first.items, ...more.items];
  const hasMore = items.length < first.total;
  const onLoadMore = () => {
    focusIndex.current = items.length;
    more.loadMore();
  };

  return (
    <PageFrame>
      <Breadcrumb trail={trailOf(first)} />
      <Stack gap={2}>
        <Heading level={1}>{first.category.name}</Heading>
        <Text tone="muted">{t('catalog.productCount', { count: first.total })}</Text>
      </Stack>
      {items.length === 0 ? (
        <Text>{t('catalog.emptyCategory')}</Text>
      ) : (
        <Grid as="ul" aria-label={t('catalog.productListLabel')}>
          {items.map((product, index) => (
            <li key={`${product.productId}-${index}`}>
              <ProductCard product={product} linkRef={(element) => { links.current[index] = element; }} />
            </li>
          ))}
        </Grid>
      )}
      {items.length > 0 && (
        <Stack gap={3} align="center">
          <Text role="status" tone="muted">
            {t('catalog.showing', { shown: items.length, total: first.total })}
          </Text>
          {more.failed && <Alert tone="error">{t('catalog.loadMoreFailed')}</Alert>}
          {hasMore && (
            <Button variant="secondary" loading={more.loading} onClick={onLoadMore}>
              {t('catalog.loadMore')}
            </Button>
          )}
        </Stack>
      )}
    </PageFrame>
  );
}

/** The server's trail normally ends with the category itself; add it when it does not. */
function trailOf(list: ProductList) {
  const last = list.breadcrumb.at(-1);
  return last?.slug === list.category.slug ? list.breadcrumb : [...list.breadcrumb, list.category];
}
