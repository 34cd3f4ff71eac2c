/**
 * Retrieval over the help centre's articles of one language: a MiniSearch index per language, built on first use
 * (a language nobody chats in costs nothing). Title words count more than answer words; a query term also matches
 * longer words it starts ("deliv" → "delivery") and words a typo away. The question is first put into the articles'
 * vocabulary (lexicon.ts), and in German and Dutch a compound the articles never use is split into words they do
 * ("Ratenzahlung" → "Raten" + "Zahlung").
 */
import MiniSearch from 'minisearch';
import type { Language } from '@sf/remote-contract';
import { inHelpCentreWords } from './lexicon';
import { indexTerm, termsOf, words } from './text';

/** One help article as the bot answers with it (`{brand}` already filled in). */
export interface BotArticle {
  topic: string;
  slug: string;
  title: string;
  paragraphs: readonly string[];
  /** The topic's title and summary: "Returns and refunds" helps a question about refunds find the right topic. */
  topicText: string;
}

export interface ArticleHit {
  article: BotArticle;
  score: number;
  /** Share of the question's searchable words the article matched (0–1). */
  coverage: number;
}

export interface ArticleMatch {
  /** Best first; at most a few. */
  hits: ArticleHit[];
  /** How many searchable words the question had after stop words. */
  queryTerms: number;
}

interface IndexedArticle {
  id: string;
  title: string;
  body: string;
  topicText: string;
}

interface LanguageIndex {
  index: MiniSearch<IndexedArticle>;
  byId: ReadonlyMap<string, BotArticle>;
  /** Every term the articles contain (index form), for splitting compounds. */
  vocabulary: ReadonlySet<string>;
}

const MAX_HITS = 3;
const COMPOUNDING: ReadonlySet<Language> = new Set(['de', 'nl']);
/** A compound's part must be this long to count ("rate" in "ratenzahl", not "ra"). */
const MIN_PART = 4;

function buildIndex(language: Language, articles: readonly BotArticle[]): LanguageIndex {
  const index = new MiniSearch<IndexedArticle>({
    fields: ['title', 'body', 'topicText'],
    tokenize: words,
    processTerm: (term) => indexTerm(term, language),
    searchOptions: {
      boost: { title: 3, topicText: 1.5, body: 1 },
      // One typo in words of 5+ letters, two in words of 10+ (MiniSearch: fraction of the term length, capped).
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      maxFuzzy: 2,
      prefix: (term) => term.length >= 3,
      combineWith: 'OR',
      // The query arrives as index terms already (see search below).
      tokenize: (text) => text.split(' '),
      processTerm: (term) => term,
    },
  });
  const documents = articles.map((article) => ({
    id: `${article.topic}/${article.slug}`,
    title: article.title,
    body: article.paragraphs.join('\n'),
    topicText: article.topicText,
  }));
  index.addAll(documents);
  const vocabulary = new Set(documents.flatMap((document) => termsOf(`${document.title} ${document.body} ${document.topicText}`, language)));
  return { index, byId: new Map(articles.map((article) => [`${article.topic}/${article.slug}`, article])), vocabulary };
}

/** Parts of an unknown compound that the articles use: known terms it starts or ends with. */
function compoundParts(term: string, vocabulary: ReadonlySet<string>): string[] {
  if (vocabulary.has(term) || term.length < 2 * MIN_PART) return [];
  return [...vocabulary].filter((known) => known.length >= MIN_PART && known.length < term.length && (term.startsWith(known) || term.endsWith(known)));
}

/** `articlesOf(language)` is read once per language, on that language's first question. */
export function createArticleIndex(articlesOf: (language: Language) => readonly BotArticle[]) {
  const indexes = new Map<Language, LanguageIndex>();

  const indexFor = (language: Language): LanguageIndex => {
    let built = indexes.get(language);
    if (!built) {
      built = buildIndex(language, articlesOf(language));
      indexes.set(language, built);
    }
    return built;
  };

  return {
    search(language: Language, question: string): ArticleMatch {
      const terms = [...new Set(termsOf(inHelpCentreWords(question, language), language))];
      if (terms.length === 0) return { hits: [], queryTerms: 0 };
      const { index, byId, vocabulary } = indexFor(language);
      // Each question word with the search terms that stand for it (itself, and a compound's parts).
      const groups = terms.map((term) => [term, ...(COMPOUNDING.has(language) ? compoundParts(term, vocabulary) : [])]);
      const searchTerms = [...new Set(groups.flat())];
      const hits = index
        .search(searchTerms.join(' '))
        .slice(0, MAX_HITS)
        .flatMap((result): ArticleHit[] => {
          const article = byId.get(String(result.id));
          if (!article) return [];
          const matched = new Set(result.queryTerms);
          const covered = groups.filter((group) => group.some((term) => matched.has(term))).length;
          return [{ article, score: result.score, coverage: covered / groups.length }];
        });
      return { hits, queryTerms: groups.length };
    },
    /** Builds every index now (a bench measures the cold build; the server never needs to). */
    warm(languages: readonly Language[]): void {
      for (const language of languages) indexFor(language);
    },
  };
}

export type ArticleIndex = ReturnType<typeof createArticleIndex>;
