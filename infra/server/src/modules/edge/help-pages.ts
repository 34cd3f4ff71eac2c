/**
 * Issue 25: first data and head of the help centre's pages (./HelpPage of mfe-content-help) and of the contact form.
 * A topic page is an FAQ: its questions and answers also go into the head as FAQPage JSON-LD.
 */
import { HELP_SEARCH_MAX } from '@sf/contracts/help';
import type { HelpPageData } from '@sf/contracts/api';
import type { SiteContext } from '../../site-context';
import type { HelpCentre } from '../help';
import type { PageMeta } from './page-data';

interface HelpPage {
  data: HelpPageData | null;
  meta: Pick<PageMeta, 'title' | 'description'> & Partial<PageMeta>;
}

const segments = (path: string) => path.replace(/^\/+|\/+$/g, '').split('/');

/** null: no such topic or article (a 404). */
export async function helpPageData(
  help: HelpCentre,
  site: SiteContext,
  routeName: string,
  path: string,
  query: Record<string, string | undefined>,
  texts: Record<string, string>,
): Promise<HelpPage | null> {
  const text = (key: string, fallback: string) => texts[`help.${key}`] ?? fallback;
  const description = text('intro', 'Answers to your questions about orders, delivery, returns and more.');
  switch (routeName) {
    case 'help':
      return { data: { view: 'index', topics: help.topics(site).topics }, meta: { title: text('title', 'Help centre'), description } };
    case 'help-all-topics':
      return { data: { view: 'all-topics', topics: help.topics(site).topics }, meta: { title: text('allTopics', 'All help topics'), description } };
    case 'help-contact-us':
    case 'contact-us':
      // One form under two paths; search engines are pointed at /contact-us.
      return {
        data: null,
        meta: { title: text('contact.title', 'Contact us'), description: text('contact.intro', description), canonicalPath: '/contact-us' },
      };
    case 'search-articles': {
      const term = (query.q ?? '').trim().slice(0, HELP_SEARCH_MAX);
      const result = term ? await help.search(site, term) : null;
      return {
        data: { view: 'search', result },
        meta: { title: text('search.title', 'Search help articles'), description, canonicalPath: '/search/articles' },
      };
    }
    case 'help-slug': {
      const topic = help.topic(site, segments(path)[1] ?? '');
      if (!topic) return null;
      const faq = topic.articles.map((article) => ({ question: article.title, answer: article.paragraphs.join(' ') }));
      return { data: { view: 'topic', topic }, meta: { title: topic.title, description: topic.summary, faq } };
    }
    case 'help-slug-child-slug': {
      const [, topicSlug = '', articleSlug = ''] = segments(path);
      const page = help.article(site, topicSlug, articleSlug);
      if (!page) return null;
      return { data: { view: 'article', page }, meta: { title: page.article.title, description: page.article.paragraphs[0] ?? description } };
    }
    default:
      return null;
  }
}

/** schema.org FAQPage of a topic's questions (Google's rich result for FAQ pages). */
export function faqJsonLd(faq: NonNullable<PageMeta['faq']>): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.map(({ question, answer }) => ({ '@type': 'Question', name: question, acceptedAnswer: { '@type': 'Answer', text: answer } })),
  };
}
