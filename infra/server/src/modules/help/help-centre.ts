/**
 * The help centre's reading side: topics, articles and search, in the site's language with `{brand}` filled in.
 * Articles are written text in ./content; the search engine (search module) indexes them at boot.
 */
import { BRANDS, LANGUAGES, LOCALES, type Language } from '@sf/remote-contract';
import { HELP_TOPIC_SLUGS, POPULAR_HELP_TOPICS, type HelpTopicSlug } from '@sf/contracts/help';
import type { HelpArticlePage, HelpSearchResult, HelpTopic, HelpTopicList, HelpTopicSummary } from '@sf/contracts/api';
import type { SiteContext } from '../../site-context';
import type { HelpArticleDocument, HelpArticleSearch } from '../search';
import { HELP_CONTENT, type HelpTopicText } from './content';

/** Characters of an answer a search hit shows. */
export const EXCERPT_LENGTH = 160;

const isTopicSlug = (slug: string): slug is HelpTopicSlug => (HELP_TOPIC_SLUGS as readonly string[]).includes(slug);

export function excerptOf(text: string, length = EXCERPT_LENGTH): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), length - 20)).trimEnd()}…`;
}

/** Every article of every language as the search engine indexes it. */
export function helpDocuments(): HelpArticleDocument[] {
  return LANGUAGES.flatMap((language) =>
    HELP_CONTENT[language].flatMap((topic) =>
      topic.articles.map((article) => ({
        language,
        topic: topic.slug,
        slug: article.slug,
        topicTitle: topic.title,
        title: article.title,
        body: article.paragraphs.join('\n'),
      })),
    ),
  );
}

export function createHelpCentre(articleSearch: HelpArticleSearch) {
  const languageOf = (site: SiteContext): Language => LOCALES[site.locale].language;
  const withBrand = (site: SiteContext) => {
    const name = BRANDS[site.brand].name;
    return (text: string) => text.replaceAll('{brand}', name);
  };
  const topicText = (site: SiteContext, slug: string): HelpTopicText | undefined =>
    isTopicSlug(slug) ? HELP_CONTENT[languageOf(site)].find((topic) => topic.slug === slug) : undefined;
  const summaryOf = (site: SiteContext, topic: HelpTopicText): HelpTopicSummary => {
    const brand = withBrand(site);
    return { slug: topic.slug, title: brand(topic.title), summary: brand(topic.summary), articleCount: topic.articles.length };
  };
  const articlesOf = (site: SiteContext, topic: HelpTopicText) => {
    const brand = withBrand(site);
    return topic.articles.map((article) => ({ topic: topic.slug, slug: article.slug, title: brand(article.title), paragraphs: article.paragraphs.map(brand) }));
  };

  return {
    topics(site: SiteContext): HelpTopicList {
      const topics = HELP_TOPIC_SLUGS.map((slug) => topicText(site, slug)).filter((topic): topic is HelpTopicText => topic !== undefined);
      return { topics: topics.map((topic) => ({ ...summaryOf(site, topic), popular: POPULAR_HELP_TOPICS.includes(topic.slug) })) };
    },

    topic(site: SiteContext, slug: string): HelpTopic | null {
      const topic = topicText(site, slug);
      return topic ? { ...summaryOf(site, topic), articles: articlesOf(site, topic) } : null;
    },

    article(site: SiteContext, topicSlug: string, articleSlug: string): HelpArticlePage | null {
      const topic = topicText(site, topicSlug);
      if (!topic) return null;
      const articles = articlesOf(site, topic);
      const article = articles.find((candidate) => candidate.slug === articleSlug);
      if (!article) return null;
      const related = articles.filter((other) => other.slug !== articleSlug).map(({ topic: of, slug, title }) => ({ topic: of, slug, title }));
      return { topic: summaryOf(site, topic), article, related };
    },

    async search(site: SiteContext, term: string): Promise<HelpSearchResult> {
      const brand = withBrand(site);
      const matches = await articleSearch.search(languageOf(site), term);
      return {
        term,
        hits: matches.map((match) => ({
          topic: match.topic,
          topicTitle: brand(match.topicTitle),
          slug: match.slug,
          title: brand(match.title),
          excerpt: excerptOf(brand(match.body.replaceAll('\n', ' '))),
        })),
      };
    },
  };
}

export type HelpCentre = ReturnType<typeof createHelpCentre>;
