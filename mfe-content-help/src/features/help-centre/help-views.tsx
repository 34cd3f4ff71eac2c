import styled from '@emotion/styled';
import type { HelpArticle, HelpArticlePage, HelpSearchResult, HelpTopicList } from '@sf/contracts/api';
import { useTranslation } from '@sf/i18n';
import { Heading, Link, Stack, Text } from '@sf/ui';

type TopicSummaries = HelpTopicList['topics'];

/** Topic cards: each leads to the topic's questions. */
export function TopicList({ topics, headingLevel }: { topics: TopicSummaries; headingLevel: 2 | 3 }) {
  const { t } = useTranslation();
  return (
    <Cards>
      {topics.map((topic) => (
        <li key={topic.slug}>
          <Card>
            <Heading level={headingLevel} size="md">
              <Link to={`/help/${topic.slug}`} variant="plain">
                {topic.title}
              </Link>
            </Heading>
            <Text tone="muted">{topic.summary}</Text>
            <Text size="sm" tone="muted">
              {t('help.articleCount', { count: topic.articleCount })}
            </Text>
          </Card>
        </li>
      ))}
    </Cards>
  );
}

/** A topic's questions as an accordion (native details/summary: keyboard and screen readers know it, no script needed). */
export function FaqList({ articles }: { articles: HelpArticle[] }) {
  return (
    <Faq data-testid="help-faq">
      {articles.map((article) => (
        <details key={article.slug}>
          <summary>{article.title}</summary>
          <Stack gap={2}>
            {article.paragraphs.map((paragraph) => (
              <Text key={paragraph}>{paragraph}</Text>
            ))}
            <Link to={`/help/${article.topic}/${article.slug}`}>{article.title}</Link>
          </Stack>
        </details>
      ))}
    </Faq>
  );
}

export function ArticleView({ page }: { page: HelpArticlePage }) {
  const { t } = useTranslation();
  return (
    <Stack gap={5}>
      <article>
        <Stack gap={3}>
          <Heading level={1}>{page.article.title}</Heading>
          {page.article.paragraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>
      </article>
      {page.related.length > 0 && (
        <nav aria-labelledby="help-related">
          <Stack gap={2}>
            <Heading level={2} size="md" id="help-related">
              {t('help.relatedArticles', { topic: page.topic.title })}
            </Heading>
            <Plain>
              {page.related.map((related) => (
                <li key={related.slug}>
                  <Link to={`/help/${related.topic}/${related.slug}`}>{related.title}</Link>
                </li>
              ))}
            </Plain>
            <Link to={`/help/${page.topic.slug}`}>{t('help.backToTopic', { topic: page.topic.title })}</Link>
          </Stack>
        </nav>
      )}
    </Stack>
  );
}

/** Hits of the help search, each leading to its article. */
export function SearchResults({ result }: { result: HelpSearchResult | null }) {
  const { t } = useTranslation();
  if (!result) return <Text>{t('help.search.empty')}</Text>;
  return (
    <Stack gap={3}>
      <Heading level={2} size="md" aria-live="polite">
        {t('help.search.results', { term: result.term })}
      </Heading>
      {result.hits.length === 0 ? (
        <Text>{t('help.search.none', { term: result.term })}</Text>
      ) : (
        <Plain data-testid="help-search-results">
          {result.hits.map((hit) => (
            <li key={`${hit.topic}/${hit.slug}`}>
              <Stack gap={1}>
                <Link to={`/help/${hit.topic}/${hit.slug}`}>{hit.title}</Link>
                <Text size="sm" tone="muted">
                  {t('help.search.inTopic', { topic: hit.topicTitle })}
                </Text>
                <Text>{hit.excerpt}</Text>
              </Stack>
            </li>
          ))}
        </Plain>
      )}
      <Link to={`/search?q=${encodeURIComponent(result.term)}`}>{t('help.search.productsLink', { term: result.term })}</Link>
    </Stack>
  );
}

/** Where to go when the articles did not answer: the contact form and the size chart. */
export function ContactPanel() {
  const { t } = useTranslation();
  return (
    <Panel aria-labelledby="help-contact">
      <Stack gap={2}>
        <Heading level={2} size="md" id="help-contact">
          {t('help.contactHeading')}
        </Heading>
        <Text>{t('help.contactIntro')}</Text>
        <Plain>
          <li>
            <Link to="/help/contact-us">{t('help.contactLink')}</Link>
          </li>
          <li>
            <Link to="/help/size-chart">{t('help.sizeChartLink')}</Link>
          </li>
        </Plain>
      </Stack>
    </Panel>
  );
}

const Plain = styled.ul(({ theme }) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space[3] }));

const Cards = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space[4],
  gridTemplateColumns: '1fr',
  [theme.media.sm]: { gridTemplateColumns: 'repeat(2, 1fr)' },
  [theme.media.lg]: { gridTemplateColumns: 'repeat(4, 1fr)' },
}));

const Card = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space[2],
  height: '100%',
  padding: theme.space[4],
  border: `${theme.sizes.borderWidth} solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
}));

const Panel = styled.section(({ theme }) => ({ padding: theme.space[4], background: theme.colors.surface, borderRadius: theme.radii.md }));

const Faq = styled.div(({ theme }) => ({
  borderTop: `${theme.sizes.borderWidth} solid ${theme.colors.border}`,
  details: { borderBottom: `${theme.sizes.borderWidth} solid ${theme.colors.border}`, paddingBlock: theme.space[3] },
  summary: {
    cursor: 'pointer',
    minHeight: theme.sizes.minTarget,
    display: 'flex',
    alignItems: 'center',
    fontWeight: theme.fontWeights.bold,
    '&:focus-visible': { outline: `${theme.sizes.focusRingWidth} solid ${theme.colors.focus}`, outlineOffset: theme.sizes.focusRingOffset },
  },
  'details > div': { paddingBlockStart: theme.space[2] },
}));
