/**
 * The help centre's content and search: every language has the same topics and articles, written in that language;
 * the search engine finds articles in the shopper's language (stemmed, the last word as a prefix); pages of the help
 * area are server-rendered with their first data and FAQ JSON-LD, and all of /help goes home with `helpPages` off.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@sf/remote-contract';
import { HELP_TOPIC_SLUGS } from '@sf/contracts/help';
import type { HelpPageData, HelpSearchResult, HelpTopic, HelpTopicList } from '@sf/contracts/api';
import { describeDatabases } from '../../test/databases';
import { BARE_SHELL_FILES, documentStateOf } from '../../test/document-state';
import { buildTestApp, createRepoFixture } from '../../test/test-app';
import { HELP_CONTENT } from './content';
import { excerptOf } from './help-centre';

describe('help content', () => {
  const shape = (language: (typeof LANGUAGES)[number]) => HELP_CONTENT[language].map((topic) => [topic.slug, topic.articles.map((article) => article.slug)]);

  it('has every topic, with the same articles, in every language', () => {
    expect(HELP_CONTENT.en.map((topic) => topic.slug)).toEqual([...HELP_TOPIC_SLUGS]);
    for (const language of LANGUAGES) expect(shape(language), language).toEqual(shape('en'));
    expect(HELP_CONTENT.en.every((topic) => topic.articles.length >= 3)).toBe(true);
    // /help/all-topics, /help/contact-us and /help/size-chart are pages of their own, matched before /help/:slug.
    expect(HELP_TOPIC_SLUGS.filter((slug) => ['all-topics', 'contact-us', 'size-chart'].includes(slug))).toEqual([]);
  });

  it('is written in each language, not copied from English', () => {
    for (const language of LANGUAGES.filter((code) => code !== 'en')) {
      HELP_CONTENT[language].forEach((topic, index) => {
        const english = HELP_CONTENT.en[index];
        topic.articles.forEach((article, n) => {
          expect(article.title, `${language} ${topic.slug}/${article.slug}`).not.toBe(english?.articles[n]?.title);
        });
      });
    }
  });

  it('cuts excerpts at a word', () => {
    expect(excerptOf('short')).toBe('short');
    const cut = excerptOf('word '.repeat(60));
    expect(cut.endsWith('word…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(161);
  });
});

const fixture = createRepoFixture(BARE_SHELL_FILES);
afterAll(() => fixture.cleanup());

describeDatabases(
  'help centre',
  (context) => {
    const get = (url: string, host = 'localhost') => context.app.inject({ method: 'GET', url, headers: { host } });
    const search = async (q: string, locale = 'uk-en', brand = 'northbound') =>
      (await get(`/api/search/articles?brand=${brand}&locale=${locale}&q=${encodeURIComponent(q)}`)).json() as HelpSearchResult;
    const pageData = <T = HelpPageData>(html: string): T => documentStateOf(html).initialData?.data as T;
    const paths = (result: HelpSearchResult) => result.hits.map((hit) => `${hit.topic}/${hit.slug}`);

    it('lists the topics in the site language, popular ones flagged, with the brand name filled in', async () => {
      const list = (await get('/api/help/topics?brand=kerbside&locale=de-de')).json() as HelpTopicList;
      expect(list.topics.map((topic) => topic.slug)).toEqual([...HELP_TOPIC_SLUGS]);
      expect(list.topics[0]).toMatchObject({ slug: 'delivery', title: 'Lieferung', popular: true, articleCount: 3 });
      const loyalty = (await get('/api/help/topics/loyalty?brand=kerbside&locale=fr-fr')).json() as HelpTopic;
      expect(loyalty.articles[0]?.title).toBe('Comment adhérer au programme de fidélité Kerbside ?');
    });

    it('answers 404 for an unknown topic or article and 400 for a malformed slug', async () => {
      expect((await get('/api/help/topics/teleportation?brand=northbound&locale=uk-en')).statusCode).toBe(404);
      expect((await get('/api/help/topics/returns/nope?brand=northbound&locale=uk-en')).statusCode).toBe(404);
      const bad = await get('/api/help/topics/Bad_Slug?brand=northbound&locale=uk-en');
      expect(bad.statusCode).toBe(400);
    });

    it('finds articles in English, stemmed and while typing', async () => {
      expect(paths(await search('refunds'))[0]).toBe('returns/refund-times');
      expect(paths(await search('track my parcel'))).toContain('delivery/track-your-order');
      // The last word is a prefix: "gift ca" already finds gift cards.
      expect(paths(await search('gift ca'))[0]).toMatch(/^gift-cards\//);
    });

    it("finds articles in the shopper's language only", async () => {
      const german = await search('Rücksendung', 'de-de');
      expect(paths(german)).toContain('returns/how-to-return');
      expect(german.hits[0]?.topicTitle).toBe('Rücksendungen und Erstattungen');
      // A German word is not found on the English site, and an English word not on the German one.
      expect((await search('Rücksendung', 'uk-en')).hits).toEqual([]);
      expect(paths(await search('remboursement', 'fr-fr'))).toContain('returns/refund-times');
      expect(paths(await search('reembolso', 'es-es'))[0]).toMatch(/^returns\//);
    });

    it('refuses an empty or overlong search with a 400 naming q', async () => {
      const empty = await get('/api/search/articles?brand=northbound&locale=uk-en&q=%20');
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toMatch(/q/);
      expect((await get(`/api/search/articles?brand=northbound&locale=uk-en&q=${'a'.repeat(101)}`)).statusCode).toBe(400);
      // Punctuation only is a valid search with nothing to find (never a tsquery syntax error).
      expect((await search('&|!():*')).hits).toEqual([]);
    });

    it('renders a topic page with its articles inlined and FAQPage JSON-LD in the head', async () => {
      const response = await get('/de-de/help/returns');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Rücksendungen und Erstattungen | Northbound</title>');
      expect(pageData(response.body).view).toBe('topic');
      const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(response.body)?.[1];
      expect(JSON.parse(jsonLd ?? 'null')).toMatchObject({
        '@type': 'FAQPage',
        mainEntity: expect.arrayContaining([expect.objectContaining({ name: 'Wie sende ich einen Artikel zurück?' })]),
      });
    });

    it('renders articles, the index under its localized alias, help search and the size chart; unknown help pages are 404', async () => {
      const article = await get('/help/delivery/track-your-order');
      expect(article.statusCode).toBe(200);
      expect(pageData(article.body).view).toBe('article');
      const index = await get('/de-de/hilfe');
      expect(index.statusCode).toBe(200);
      expect(pageData(index.body).view).toBe('index');
      const found = pageData((await get('/fr-fr/search/articles?q=livraison')).body);
      expect(found.view === 'search' && found.result?.hits.some((hit) => hit.topic === 'delivery')).toBe(true);
      expect(pageData<{ charts: unknown[] }>((await get('/help/size-chart')).body).charts.length).toBeGreaterThan(0);
      expect((await get('/help/contact-us')).statusCode).toBe(200);
      expect((await get('/contact-us')).statusCode).toBe(200);
      expect((await get('/help/no-such-topic')).statusCode).toBe(404);
      expect((await get('/help/returns/no-such-article')).statusCode).toBe(404);
    });

    it('sends every help page home when the help-pages flag is off', async () => {
      const app = await buildTestApp({ database: context.database, repoRoot: fixture.root, env: { FEATURE_FLAGS: '{"helpPages":false}' } });
      try {
        for (const [path, home] of [
          ['/help', '/'],
          ['/help/returns', '/'],
          ['/help/returns/refund-times', '/'],
          ['/help/contact-us', '/'],
          ['/help/size-chart', '/'],
          ['/de-de/hilfe', '/de-de'],
        ] as const) {
          const response = await app.inject({ method: 'GET', url: path });
          expect(response.statusCode, path).toBe(302);
          expect(response.headers.location?.replace(/\/$/, '') || '/', path).toBe(home);
        }
        // The contact form outside /help stays reachable.
        expect((await app.inject({ method: 'GET', url: '/contact-us' })).statusCode).toBe(200);
      } finally {
        await app.close();
      }
    });
  },
  { repoRoot: fixture.root },
);
