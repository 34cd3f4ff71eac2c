import type { Theme } from '@emotion/react';
import { useEffect, useId } from 'react';
import type { CategoryList, PageProps } from '@sf/contracts';
import { Grid, Heading, Link, Stack, useSite } from '@sf/ui';
import { useTranslation } from '@sf/i18n';
import { catalogApi } from '../../shared/catalog-api';
import { usePageData } from '../../shared/use-page-data';
import { LoadFailed, PageSkeleton } from '../../shared/page-states';
import { PageFrame } from '../../shared/page-frame';
import { buildCategoryTree, type CategoryNode } from './category-tree';

/** Home (`/`): the brand and its category tree. First data: CategoryList. */
export function HomePage(props: PageProps<CategoryList>) {
  const { t } = useTranslation();
  const site = useSite();
  const headingId = useId();
  const page = usePageData(props, {
    load: (signal) => catalogApi(site).categories(signal),
    meta: () => ({ title: site.brandName, description: t('catalog.homeHeading', { brand: site.brandName }) }),
  });

  // Spec §3 loadPageData: the home route is on the suppression list, so the page reports itself, once it is shown.
  // The writer loads then, not with the page (the home page's first-load budget); a failed load costs only the entry.
  useEffect(() => {
    if (page.status !== 'ready') return;
    import(/* webpackChunkName: "page-data" */ '@sf/analytics').then(
      ({ pushPageData }) => pushPageData({ pageType: 'Home', pageName: 'Home', pageTitle: site.brandName }, site),
      () => {},
    );
  }, [page.status, site]);

  if (page.status === 'loading') return <PageSkeleton />;
  if (page.status === 'failed') return <LoadFailed retry={page.retry} />;
  if (page.status === 'not-found') return null;

  const tree = buildCategoryTree(page.data.categories);
  return (
    <PageFrame>
      <Heading level={1}>{t('catalog.homeHeading', { brand: site.brandName })}</Heading>
      <nav aria-labelledby={headingId}>
        <Stack gap={4}>
          <Heading level={2} id={headingId}>
            {t('catalog.shopByCategory')}
          </Heading>
          <Grid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap={5}>
            {tree.map((node) => (
              <li key={node.category.id}>
                <Link to={`/c/${node.category.slug}`} css={(theme: Theme) => ({ fontSize: theme.fontSizes.lg, fontWeight: theme.fontWeights.bold })}>
                  {node.category.name}
                </Link>
                <CategoryChildren nodes={node.children} />
              </li>
            ))}
          </Grid>
        </Stack>
      </nav>
    </PageFrame>
  );
}

function CategoryChildren({ nodes }: { nodes: CategoryNode[] }) {
  if (nodes.length === 0) return null;
  return (
    <Stack as="ul" gap={2} css={(theme: Theme) => ({ marginTop: theme.space[2], paddingInlineStart: theme.space[4] })}>
      {nodes.map((node) => (
        <li key={node.category.id}>
          <Link to={`/c/${node.category.slug}`}>{node.category.name}</Link>
          <CategoryChildren nodes={node.children} />
        </li>
      ))}
    </Stack>
  );
}
