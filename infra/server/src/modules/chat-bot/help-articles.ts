/** The help centre's written articles as the bot indexes them, `{brand}` filled in with the site's brand name. */
import type { Language } from '@sf/remote-contract';
import { HELP_CONTENT } from '../help';
import type { BotArticle } from './article-index';

export function helpArticlesFor(brandName: string): (language: Language) => BotArticle[] {
  const fill = (text: string) => text.replaceAll('{brand}', brandName);
  return (language) =>
    HELP_CONTENT[language].flatMap((topic) =>
      topic.articles.map((article) => ({
        topic: topic.slug,
        slug: article.slug,
        title: fill(article.title),
        paragraphs: article.paragraphs.map(fill),
        topicText: `${fill(topic.title)}. ${fill(topic.summary)}`,
      })),
    );
}
