import { type ReactElement, useMemo } from 'react';
import styled from '@emotion/styled';
import type { PageProps } from '@sf/remote-contract';
import type { HelpPageData } from '@sf/contracts/api';
import { useTranslation } from '@sf/i18n';
import { Container, Heading, Link, RetryAlert, SkeletonText, Stack, Text } from '@sf/ui';
import { createHelpApi, type HelpApi } from './help-api';
import { HelpSearchForm } from './help-search-form';
import { ArticleView, ContactPanel, FaqList, SearchResults, TopicList } from './help-views';
import { type HelpMeta, useHelpData } from './use-help-data';

interface Crumb {
  label: string;
  to: string;
}

/**
 * The help centre (issue 25, spec §2): /help (popular topics, search box, contact), /help/all-topics, a topic's
 * questions (/help/{slug}, an FAQ), one article (/help/{slug}/{child_slug}) and the help search (/search/articles).
 * First data is inlined by the edge; client navigation fetches it.
 */
export function HelpPage(props: PageProps<HelpPageData> & { api?: HelpApi }) {
  const { site, route, api: injected } = props;
  const { t } = useTranslation();
  const api = useMemo(() => injected ?? createHelpApi(site), [injected, site.brand, site.locale]);
  const metaOf = (data: HelpPageData): HelpMeta => {
    const description = t('help.intro');
    if (data.view === 'topic') return { title: data.topic.title, description: data.topic.summary };
    if (data.view === 'article') return { title: data.page.article.title, description: data.page.article.paragraphs[0] ?? description };
    if (data.view === 'search') return { title: t('help.search.title'), description };
    return { title: data.view === 'all-topics' ? t('help.allTopics') : t('help.title'), description };
  };
  const state = useHelpData(props, api, metaOf);
  const help: Crumb = { label: t('help.title'), to: '/help' };

  let crumbs: Crumb[] = [];
  let body: ReactElement;
  if (state.status === 'loading') body = <SkeletonText lines={8} />;
  else if (state.status === 'failed') body = <RetryAlert message={t('help.loadFailed')} retryLabel={t('help.retry')} onRetry={state.retry} />;
  else if (state.status === 'not-found') {
    body = (
      <Stack gap={3}>
        <Heading level={1}>{t('help.title')}</Heading>
        <Text>{t('help.notFound')}</Text>
        <HelpSearchForm />
        <Link to="/help/all-topics">{t('help.allTopicsLink')}</Link>
      </Stack>
    );
  } else {
    const { data } = state;
    switch (data.view) {
      case 'index':
        body = (
          <Stack gap={5}>
            <Stack gap={2}>
              <Heading level={1}>{t('help.title')}</Heading>
              <Text>{t('help.intro')}</Text>
            </Stack>
            <HelpSearchForm />
            <Stack gap={3}>
              <Heading level={2} size="lg">
                {t('help.popularTopics')}
              </Heading>
              <TopicList topics={data.topics.filter((topic) => topic.popular)} headingLevel={3} />
              <Link to="/help/all-topics">{t('help.allTopicsLink')}</Link>
            </Stack>
          </Stack>
        );
        break;
      case 'all-topics':
        crumbs = [help];
        body = (
          <Stack gap={4}>
            <Heading level={1}>{t('help.allTopics')}</Heading>
            <TopicList topics={data.topics} headingLevel={2} />
          </Stack>
        );
        break;
      case 'topic':
        crumbs = [help];
        body = (
          <Stack gap={4}>
            <Stack gap={2}>
              <Heading level={1}>{data.topic.title}</Heading>
              <Text>{data.topic.summary}</Text>
            </Stack>
            <Heading level={2} size="md">
              {t('help.questions')}
            </Heading>
            <FaqList articles={data.topic.articles} />
          </Stack>
        );
        break;
      case 'article':
        crumbs = [help, { label: data.page.topic.title, to: `/help/${data.page.topic.slug}` }];
        body = <ArticleView page={data.page} />;
        break;
      case 'search':
        crumbs = [help];
        body = (
          <Stack gap={4}>
            <Heading level={1}>{t('help.search.title')}</Heading>
            <HelpSearchForm key={data.result?.term ?? ''} term={route.query.q ?? ''} />
            <SearchResults result={data.result} />
          </Stack>
        );
        break;
    }
  }

  return (
    <Container>
      <PageStack gap={5} data-testid="help-page">
        {crumbs.length > 0 && (
          <nav aria-label={t('help.breadcrumb')}>
            <Crumbs>
              {crumbs.map((crumb) => (
                <li key={crumb.to}>
                  <Link to={crumb.to}>{crumb.label}</Link>
                </li>
              ))}
            </Crumbs>
          </nav>
        )}
        {body}
        <ContactPanel />
      </PageStack>
    </Container>
  );
}

const PageStack = styled(Stack)(({ theme }) => ({ paddingBlock: theme.space[6], maxWidth: theme.sizes.containerMax }));

const Crumbs = styled.ol(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space[2],
  'li + li::before': { content: '"/"', marginInlineEnd: theme.space[2], color: theme.colors.mutedText },
}));
