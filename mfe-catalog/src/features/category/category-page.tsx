import { useEffect, useMemo } from 'react';
import { isValidCategoryPath, type ProductList } from '@sf/contracts';
import { emit, type PageProps } from '@sf/remote-contract';
import { LandingBlocks } from '@sf/content-blocks';
import { Heading, Stack, Text } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { catalogApi } from '../../shared/catalog-api';
import { PageFrame } from '../../shared/page-frame';
import { Breadcrumb } from '../../shared/breadcrumb';
import { ListingBody, useListingPage, type ListingSource } from '../listing';
import { categorySlug } from './category-slug';
import { useCategoryLanding } from './use-category-landing';

/** Category listing (`/c/<slug...>`). First data: ProductList of the view in the URL. */
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
  const source = useMemo<ListingSource<ProductList>>(() => {
    const api = catalogApi(props.site);
    return {
      fetch: (query, signal) => api.categoryListing(slug, query, signal),
      keepAlive: true,
      list: `PLP:${slug}`,
      meta: (list) => ({ title: list.category.name, description: t('catalog.productCount', { count: list.total }) }),
      pageData: (list) => ({
        pageType: 'PLP',
        pageName: `PLP:${slug}`,
        pageTitle: list.category.name,
        breadcrumb: trailOf(list).map((crumb) => crumb.name),
        categoryId: list.category.id,
        searchResults: list.total,
      }),
    };
  }, [props.site, slug, t]);
  const page = useListingPage(props, source);
  const landing = useCategoryLanding(props, slug);

  return (
    <PageFrame>
      <ListingBody
        page={page}
        header={(list) => (
          <>
            <Breadcrumb trail={trailOf(list)} />
            <Stack gap={2}>
              <Heading level={1}>{list.category.name}</Heading>
              <Text tone="muted">{t('catalog.productCount', { count: list.total })}</Text>
            </Stack>
            {landing && <LandingBlocks blocks={landing} headingLevel={2} />}
          </>
        )}
        emptyText={() => <Text>{t('catalog.emptyCategory')}</Text>}
      />
    </PageFrame>
  );
}

/** The server's trail normally ends with the category itself; add it when it does not. */
function trailOf(list: ProductList) {
  const last = list.breadcrumb.at(-1);
  return last?.slug === list.category.slug ? list.breadcrumb : [...list.breadcrumb, list.category];
}
