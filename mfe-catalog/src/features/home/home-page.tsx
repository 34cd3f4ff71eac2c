import type { Theme } from '@emotion/react';
import { useEffect } from 'react';
import type { CmsPage } from '@sf/contracts';
import type { PageProps } from '@sf/remote-contract';
import { ContentBlocks } from '@sf/content-blocks';
import { Heading, useSite, visuallyHiddenStyles } from '@sf/ui';
import { catalogApi } from '../../shared/catalog-api';
import { usePageData } from '../../shared/use-page-data';
import { LoadFailed, PageSkeleton } from '../../shared/page-states';

/**
 * Home (`/`), issue 25: the brand's merchandised page from the CMS (campaign hero, category tiles, new arrivals and
 * best sellers from the catalogue, editorial blocks, the promo bar). First data: the page with its products filled,
 * so the server renders it whole. The hero's title is the page's h1.
 */
export function HomePage(props: PageProps<CmsPage>) {
  const site = useSite();
  const page = usePageData(props, {
    load: (signal) => catalogApi(site).home(signal),
    meta: (home) => ({ title: site.brandName, description: home.description }),
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

  const hasHero = page.data.blocks.some((block) => block.type === 'hero');
  return (
    <div data-testid="home-page" css={(theme: Theme) => ({ paddingBlockEnd: theme.space[7] })}>
      {/* A home page without a hero still has its h1 (the brand). */}
      {!hasHero && (
        <Heading level={1} css={visuallyHiddenStyles}>
          {site.brandName}
        </Heading>
      )}
      <ContentBlocks blocks={page.data.blocks} headingLevel={2} heroIsPageHeading />
    </div>
  );
}
