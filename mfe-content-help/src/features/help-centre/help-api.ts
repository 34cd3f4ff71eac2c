import { createApiClient, siteQuery, typedApi, type ApiClient } from '@sf/api-client';
import type { SiteInfo } from '@sf/remote-contract';
import type { HelpArticlePage, HelpPageData, HelpSearchResult, HelpTopic, HelpTopicList } from '@sf/contracts/api';

/** The help module's read endpoints (contracts api/help.ts), always for the parcel's own site. */
export interface HelpApi {
  topics(signal?: AbortSignal): Promise<HelpTopicList>;
  topic(slug: string, signal?: AbortSignal): Promise<HelpTopic>;
  article(topic: string, slug: string, signal?: AbortSignal): Promise<HelpArticlePage>;
  search(term: string, signal?: AbortSignal): Promise<HelpSearchResult>;
}

export function createHelpApi(site: Pick<SiteInfo, 'brand' | 'locale'>, client?: ApiClient): HelpApi {
  const api = typedApi(client ?? createApiClient({ defaultQuery: () => siteQuery(site) }));
  return {
    topics: (signal) => api.get('/api/help/topics', { signal }),
    topic: (slug, signal) => api.get('/api/help/topics/{topic}', { path: { topic: slug }, signal }),
    article: (topic, slug, signal) => api.get('/api/help/topics/{topic}/{article}', { path: { topic, article: slug }, signal }),
    search: (term, signal) => api.get('/api/search/articles', { query: { q: term }, signal }),
  };
}

/** What a help route shows, read from its name and path (the same routes the edge loads first data for). */
export function helpDataFor(api: HelpApi, route: { name: string; path: string; query: Record<string, string> }, signal: AbortSignal): Promise<HelpPageData> {
  const [, topic = '', article = ''] = route.path.replace(/^\/+|\/+$/g, '').split('/');
  switch (route.name) {
    case 'help-slug':
      return api.topic(topic, signal).then((found) => ({ view: 'topic', topic: found }));
    case 'help-slug-child-slug':
      return api.article(topic, article, signal).then((page) => ({ view: 'article', page }));
    case 'search-articles': {
      const term = (route.query.q ?? '').trim();
      return term ? api.search(term, signal).then((result) => ({ view: 'search', result })) : Promise.resolve({ view: 'search', result: null });
    }
    case 'help-all-topics':
      return api.topics(signal).then(({ topics }) => ({ view: 'all-topics', topics }));
    default:
      return api.topics(signal).then(({ topics }) => ({ view: 'index', topics }));
  }
}
