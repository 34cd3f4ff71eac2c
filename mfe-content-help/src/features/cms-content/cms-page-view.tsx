import { useEffect, useId } from 'react';
import styled from '@emotion/styled';
import type { CmsPage } from '@sf/contracts';
import { emit, type PageProps } from '@sf/remote-contract';
import { useTranslation } from '@sf/i18n';
import { Container, Heading, Skeleton, SkeletonGroup, SkeletonText, Stack } from '@sf/ui';
import { ContentBlocks } from './content-blocks';
import { useCmsPage } from './use-cms-page';

/**
 * The catch-all CMS page. It renders inside the shell's <main>, so its root is an <article>. Header transparency
 * and mode (spec §2 rule 2) come from the page data and go to the shell's header over the event bus.
 */
export function CmsPageView(props: PageProps<CmsPage>) {
  const state = useCmsPage(props);
  if (state.status === 'failed') return null; // the shell shows its error page
  if (state.status === 'loading') return <CmsPageSkeleton />;
  return <CmsArticle page={state.page} />;
}

function CmsArticle({ page }: { page: CmsPage }) {
  const titleId = useId();
  useEffect(() => emit('page:header', { overlay: page.overlayHeader, style: page.headerStyle }), [page.slug, page.overlayHeader, page.headerStyle]);
  // Issue 25: a page that opens with a hero (campaign pages, about-us) has the hero's title as its h1.
  const opensWithHero = page.blocks[0]?.type === 'hero';
  return (
    <article
      aria-labelledby={opensWithHero ? undefined : titleId}
      aria-label={opensWithHero ? page.title : undefined}
      data-overlay-header={String(page.overlayHeader)}
      data-header-style={page.headerStyle}
      data-testid="cms-page"
    >
      <PageStack gap={5}>
        {!opensWithHero && (
          <Container width="prose">
            <Heading level={1} id={titleId}>
              {page.title}
            </Heading>
          </Container>
        )}
        <ContentBlocks blocks={page.blocks} headingLevel={2} heroIsPageHeading={opensWithHero} />
      </PageStack>
    </article>
  );
}

function CmsPageSkeleton() {
  const { t } = useTranslation();
  return (
    <Container width="prose">
      <SkeletonGroup label={t('content.loading')} data-testid="cms-page-loading">
        <PageStack gap={4}>
          <Skeleton height={7} width="60%" />
          <SkeletonText lines={4} />
          <SkeletonText lines={3} />
        </PageStack>
      </SkeletonGroup>
    </Container>
  );
}

/** Styled, not the css prop: @emotion/styled is a shared singleton, so it always gets the shell's theme. */
const PageStack = styled(Stack)(({ theme }) => ({ paddingBlock: theme.space[6] }));
